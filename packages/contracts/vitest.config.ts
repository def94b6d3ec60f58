import { auraPackageTests } from '@aura/vitest-config';

export default auraPackageTests(import.meta.url);
