import { auraPackageTests } from '@aura/vitest-config';
import react from '@vitejs/plugin-react';

export default auraPackageTests(import.meta.url, {
  // Components in jsdom, and the check of index.html, which parses it with the browser's DOMParser.
  dom: { setupFiles: ['./vitest.setup.ts'], include: ['src/build/index-html.test.ts'] },
  plugins: [react()],
});
