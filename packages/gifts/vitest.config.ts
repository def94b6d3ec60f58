import { auraPackageTests } from '@aura/vitest-config';

// Components in jsdom; the saga against a real gateway in memory, in Node.
export default auraPackageTests(import.meta.url, { dom: {} });
