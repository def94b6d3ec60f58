import { auraPackageTests } from '@aura/vitest-config';

// Sagas run against a real store with fake ports; components in jsdom.
export default auraPackageTests(import.meta.url, { dom: {} });
