import { auraPackageTests } from '@aura/vitest-config';

// The first layer, the popup, the stub and the loader touch the DOM: every test runs in jsdom.
export default auraPackageTests(import.meta.url, { dom: { include: ['src/**/*.test.ts'] } });
