import { auraVitestConfig } from '@aura/vitest-config';

// Tests run the client against a real gateway (in-process, PGlite in memory).
export default auraVitestConfig({ environment: 'node', testTimeout: 30_000 });
