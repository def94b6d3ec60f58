import { auraVitestConfig } from '@aura/vitest-config';

// Sagas run against a real store (and a real gateway, in memory); components in jsdom.
export default auraVitestConfig({
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
});
