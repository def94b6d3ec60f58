import { auraPackageTests } from '@aura/vitest-config';

// JSX as in every package's tests, by Vite's own transform (tsconfig's react-jsx): the React plugin's transforms are
// the build's, and changed the order of microtasks that a fast-check model of IM's sagas replays.
export default auraPackageTests(import.meta.url, {
  // Components in jsdom, and the check of index.html, which parses it with the browser's DOMParser.
  dom: { include: ['src/build/index-html.test.ts'] },
});
