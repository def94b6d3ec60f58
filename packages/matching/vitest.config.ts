import { auraVitestConfig } from '@aura/vitest-config';

// Sagas run against a real store with fake ports; components in jsdom.
export default auraVitestConfig({
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
});
