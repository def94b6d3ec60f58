import { auraPackageTests } from '@aura/vitest-config';

// Tests run the client against a real gateway (in-process, PGlite in memory).
export default auraPackageTests(import.meta.url);
