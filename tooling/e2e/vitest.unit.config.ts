import { auraVitestConfig } from '@aura/vitest-config';

// The harness's own tests (free ports, static server, teardown), kept apart from the e2e suite.
export default auraVitestConfig({ environment: 'node' });
