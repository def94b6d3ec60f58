import { auraVitestConfig } from '@aura/vitest-config';

// Flows run against a real gateway (in memory); components in jsdom.
export default auraVitestConfig({
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
});
