import { auraPackageTests } from '@aura/vitest-config';

// The locale saga sets the document's language; the rest is logic.
export default auraPackageTests(import.meta.url, { dom: { include: ['src/saga.test.ts'] } });
