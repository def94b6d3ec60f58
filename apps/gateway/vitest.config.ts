import { auraPackageTests } from '@aura/vitest-config';

export default auraPackageTests(import.meta.url, {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
  // Tests that start the gateway as a process (src/main.test.ts, test/calls-restart.test.ts) and the admin CLI's one
  // data-directory test (migrating PGlite from empty) are slow on a loaded machine.
  testTimeout: 60_000,
  // Files share a worker's module graph (`isolate: false`): each of them imported the whole gateway (fastify,
  // drizzle, PGlite, the contracts) again, the largest part of the run's time. A file must leave no global state
  // behind (docs/testing.md, "Unit tests: one run").
  test: { globalSetup: ['test/global-setup.ts'], isolate: false },
});
