import { auraVitestConfig } from '@aura/vitest-config';

// Browsers and servers are heavy on two cores: one e2e file at a time, generous timeouts, and one retry for a test
// that a starved machine failed (npm test's summary lists every test that passed only on its retry).
export default auraVitestConfig({
  environment: 'node',
  include: ['tests/**/*.test.ts'],
  testTimeout: 60_000,
  test: { hookTimeout: 90_000, fileParallelism: false, retry: 1, outputFile: { json: '.reports/e2e.json' } },
});
