import { auraVitestConfig } from '@aura/vitest-config';

export default auraVitestConfig({ environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] });
