// The build's precompression (precompress.ts) on a small build of its own: every compressible file of the output,
// the public files and index.html included, gets a .br and a .gz that decompress to it; small files, source maps
// and images are left alone; the same input gives the same bytes.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress, precompressDir } from './precompress.ts';

const root = mkdtempSync(join(tmpdir(), 'aura-precompress-'));
const outDir = join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (path: string, text: string | Buffer) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const out = (path: string) => readFileSync(join(outDir, path));

// Text that repeats compresses well; each line differs so that the bundler keeps all of it.
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `console.log("line ${i} of a module that is big enough");`).join(
    '\n',
  );

beforeAll(async () => {
  file('main.js', `${lines(400)}\nimport("./lazy.js");\n`);
  file('lazy.js', 'export const tiny = 1;\n');
  file(
    'index.html',
    `<!doctype html><title>t</title><p>${'words '.repeat(300)}</p><script type="module" src="/main.js"></script>`,
  );
  file('public/robots.txt', 'User-agent: *\n'.repeat(200));
  file('public/tiny.svg', '<svg/>');
  // Random bytes do not compress: no variant is written for them.
  file('public/noise.json', randomBytes(4096));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [precompress()],
    build: { outDir, sourcemap: true, minify: false },
  });
});

describe('precompress', () => {
  it('writes a brotli and a gzip variant of every compressible file, each decompressing to it', () => {
    const compressed = ['index.html', 'robots.txt'];
    const entry = readFileSync(join(outDir, 'index.html'), 'utf8').match(/assets\/index-[\w-]+\.js/)?.[0];
    expect(entry).toBeDefined();
    compressed.push(entry!);
    for (const path of compressed) {
      const original = out(path);
      expect(original.length).toBeGreaterThanOrEqual(MIN_BYTES);
      expect(brotliDecompressSync(out(`${path}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(out(`${path}.gz`)).equals(original)).toBe(true);
      expect(out(`${path}.br`).length).toBeLessThan(out(`${path}.gz`).length);
      expect(out(`${path}.gz`).length).toBeLessThan(original.length / 4);
    }
  });

  it('leaves small files, source maps and what does not compress alone', () => {
    const untouched = ['tiny.svg', 'noise.json'];
    const map =
      readFileSync(join(outDir, 'index.html'), 'utf8').match(/assets\/index-[\w-]+\.js/)![0] + '.map';
    untouched.push(map);
    for (const path of untouched) {
      expect(existsSync(join(outDir, path))).toBe(true);
      expect(existsSync(join(outDir, `${path}.br`))).toBe(false);
      expect(existsSync(join(outDir, `${path}.gz`))).toBe(false);
    }
  });

  it('gives the same bytes for the same files', async () => {
    const before = out('robots.txt.gz');
    const beforeBr = out('robots.txt.br');
    await precompressDir(outDir);
    expect(out('robots.txt.gz').equals(before)).toBe(true);
    expect(out('robots.txt.br').equals(beforeBr)).toBe(true);
  });

  it('fails the build when the entry is over its byte budget, and passes it within', async () => {
    const entryBuild = (entryBudget: { br: number; gz: number }) =>
      build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [precompress({ entryBudget })],
        build: { outDir: join(root, 'budget'), sourcemap: true, minify: false },
      });
    const entry = readFileSync(join(outDir, 'index.html'), 'utf8').match(/assets\/index-[\w-]+\.js/)![0];
    const br = out(`${entry}.br`).length;
    const gz = out(`${entry}.gz`).length;
    await expect(entryBuild({ br, gz })).resolves.toBeDefined();
    await expect(entryBuild({ br: br - 1, gz })).rejects.toThrow(
      /byte budget: assets\/index-[\w-]+\.js is \d+ bytes as brotli/,
    );
    await expect(entryBuild({ br, gz: gz - 1 })).rejects.toThrow(/as gzip \(budget/);
  });
});
