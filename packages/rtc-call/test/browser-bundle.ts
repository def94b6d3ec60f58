// Modules of this package in a real browser page, for the *.browser.test.ts files: vite bundles what they name, a
// static server on loopback serves it with a page that puts it on `window`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@aura/e2e';
import { build, defaultClientConditions } from 'vite';

export interface BundleOptions {
  /** The page has the bundle's exports on `window[global]`. */
  global: string;
  /** What to bundle: the names each module (a URL, `new URL('./x.ts', import.meta.url)`) exports. */
  modules: { from: URL; names: string[] }[];
  /**
   * `es` for code that loads parts of itself lazily (a dynamic import): a module script, which has run by the
   * time the page has loaded. A classic script otherwise.
   */
  format?: 'iife' | 'es';
  /** Script the page runs once the bundle is on `window` (one object per page, say). */
  then?: string;
}

export interface ServedBundle {
  /** The page to open. */
  url: string;
  close(): Promise<void>;
}

export async function serveBundle({
  global,
  modules,
  format = 'iife',
  then = '',
}: BundleOptions): Promise<ServedBundle> {
  const dir = await mkdtemp(join(tmpdir(), 'aura-rtc-call-browser-'));
  const entry = join(dir, 'entry.ts');
  await writeFile(
    entry,
    modules
      .map(({ from, names }) => `export { ${names.join(', ')} } from ${JSON.stringify(fileURLToPath(from))};`)
      .join('\n'),
  );
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    // Workspace packages from their source, as the web app's build takes them: their dist is not built when the
    // unit run starts (a fresh clone), and the bundle should test what the source says.
    resolve: { conditions: ['@aura/source', ...defaultClientConditions] },
    build: {
      outDir: join(dir, 'out'),
      minify: false,
      lib: { entry, formats: [format], name: global, fileName: () => 'bundle.js' },
    },
  });
  const scripts =
    format === 'es'
      ? `<script type="module">import * as bundle from "./bundle.js"; window.${global} = bundle; ${then}</script>`
      : `<script src="bundle.js"></script><script>${then}</script>`;
  await writeFile(
    join(dir, 'out', 'index.html'),
    `<!doctype html><html lang="en"><title>${global}</title>${scripts}<body></body></html>`,
  );
  const server = await serveStatic(join(dir, 'out'));
  return {
    url: `${server.url}/index.html`,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
