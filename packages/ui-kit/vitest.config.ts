import { auraPackageTests } from '@aura/vitest-config';

// Components in jsdom.
export default auraPackageTests(import.meta.url, { dom: {} });
