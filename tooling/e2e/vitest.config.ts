import { auraVitestConfig } from '@aura/vitest-config';

// Browsers and servers are heavy on two cores: one e2e file at a time, generous timeouts.
export default auraVitestConfig({
  environment: 'node',
  include: ['tests/**/*.test.ts'],
  testTimeout: 60_000,
  test: { hookTimeout: 90_000, fileParallelism: false, outputFile: { json: '.reports/e2e.json' } },
});
