import { auraVitestConfig } from '@aura/vitest-config';

export default auraVitestConfig({
  environment: 'node',
  include: ['test/**/*.test.ts'],
});
