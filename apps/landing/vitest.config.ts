import { auraPackageTests } from '@aura/vitest-config';

// The build's own tests in Node (the pages it writes, their links and budgets); the embedded script's in jsdom.
export default auraPackageTests(import.meta.url, {
  dom: { include: ['src/bundle/**/*.test.ts'] },
});
