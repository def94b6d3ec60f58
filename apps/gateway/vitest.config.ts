import { auraVitestConfig } from '@aura/vitest-config';

export default auraVitestConfig({
  environment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  test: { hookTimeout: 60_000 },
});
