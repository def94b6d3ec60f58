// The build's lazy-chunk guard (lazy-chunks.ts) on small builds of its own: a package reached through import()
// passes; one imported by an entry, or by a chunk an entry imports, fails the build; a required one that is not in
// the build at all fails too.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyChunks, type LazyPackage } from './lazy-chunks.ts';

const root = mkdtempSync(join(tmpdir(), 'aura-lazy-chunks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
file(
  'node_modules/big-sdk/package.json',
  JSON.stringify({ name: 'big-sdk', type: 'module', main: 'index.js' }),
);
file('node_modules/big-sdk/index.js', 'export default { connect: () => "connected" };\n');
file('lazy.js', 'export const load = () => import("big-sdk");\nconsole.log(load);\n');
file('eager.js', 'import sdk from "big-sdk";\nconsole.log(sdk);\n');
file('other.js', 'import sdk from "big-sdk";\nconsole.log("other", sdk);\n');
file('plain.js', 'console.log("no sdk");\n');

function bundle(inputs: string[], packages: LazyPackage[]) {
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [lazyChunks(packages)],
    build: {
      write: false,
      rollupOptions: { input: Object.fromEntries(inputs.map((name) => [name, join(root, `${name}.js`)])) },
    },
  });
}

const SDK: LazyPackage = { name: 'big-sdk', required: true };

describe('lazyChunks', () => {
  it('lets a package reached through import() through, in a chunk of its own', async () => {
    await expect(bundle(['lazy'], [SDK])).resolves.toBeDefined();
  });

  it('fails the build when an entry imports it', async () => {
    await expect(bundle(['eager'], [SDK])).rejects.toThrow(/big-sdk is loaded with the page/);
  });

  it('fails the build when it sits in a chunk that entries import statically', async () => {
    // Two entries share the SDK: the bundler puts it in a common chunk both import.
    await expect(bundle(['eager', 'other'], [SDK])).rejects.toThrow(/big-sdk is loaded with the page/);
  });

  it('fails for a required package that is in no chunk, and not for an optional one', async () => {
    await expect(bundle(['plain'], [SDK])).rejects.toThrow(/big-sdk is in no chunk/);
    await expect(bundle(['plain'], [{ ...SDK, required: false }])).resolves.toBeDefined();
  });
});
