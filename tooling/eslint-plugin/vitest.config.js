import { auraVitestConfig } from '@aura/vitest-config';

// The first lint through the root configuration loads typescript-eslint: slow on a busy machine.
export default auraVitestConfig({ environment: 'node', include: ['test/**/*.test.js'], testTimeout: 60_000 });
