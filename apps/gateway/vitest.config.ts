import { auraPackageTests } from '@aura/vitest-config';

export default auraPackageTests(import.meta.url, {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
  // Tests that start the gateway as a process (src/main.test.ts, test/calls-restart.test.ts) and the admin CLI's one
  // data-directory test (migrating PGlite from empty) are slow on a loaded machine.
  testTimeout: 60_000,
  test: { globalSetup: ['test/global-setup.ts'] },
});
