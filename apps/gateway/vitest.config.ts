import { auraPackageTests } from '@aura/vitest-config';

export default auraPackageTests(import.meta.url, {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
  // The admin commands' tests start the CLI as child processes, on PostgreSQL too: slow on a loaded machine.
  testTimeout: 60_000,
  test: { globalSetup: ['test/global-setup.ts'] },
});
