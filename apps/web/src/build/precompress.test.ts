// The build's precompression (precompress.ts) on a small build of its own: every compressible file of the output,
// the public files and index.html included, gets a .br and a .gz that decompress to it; small files, source maps
// and images are left alone; the same input gives the same bytes.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, initialChunks, precompress, precompressDir, type Budgets } from './precompress.ts';

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

  it('fails the build when the first load (the entry and its static imports) is over budget', async () => {
    // Two pages share a module: the bundler puts it in a chunk of its own, which both entries import statically.
    const shared = join(root, 'shared');
    const put = (path: string, text: string) => {
      mkdirSync(join(shared, path, '..'), { recursive: true });
      writeFileSync(join(shared, path), text);
    };
    put('common.js', `export const common = () => {\n${lines(300)}\n};\n`);
    put('a.js', `import { common } from './common.js';\ncommon();\n${lines(50)}\n`);
    put('b.js', `import { common } from './common.js';\ncommon();\n`);
    put('a.html', '<script type="module" src="/a.js"></script>');
    put('b.html', '<script type="module" src="/b.js"></script>');
    const sharedBuild = (budgets: Budgets) =>
      build({
        root: shared,
        configFile: false,
        logLevel: 'silent',
        plugins: [precompress(budgets)],
        build: {
          outDir: join(shared, 'dist'),
          minify: false,
          rollupOptions: { input: [join(shared, 'a.html'), join(shared, 'b.html')] },
        },
      });
    await sharedBuild({});
    const assets = join(shared, 'dist', 'assets');
    const sizeOf = (name: string) => ({
      gz: readFileSync(join(assets, `${name}.gz`)).length,
      br: readFileSync(join(assets, `${name}.br`)).length,
    });
    const html = readFileSync(join(shared, 'dist', 'a.html'), 'utf8');
    const scripts = [...html.matchAll(/assets\/([\w-]+\.js)/g)].map((match) => match[1]!);
    // a.js and the shared chunk it preloads; b.js is too small for variants and counts as it is.
    expect(scripts.length).toBe(2);
    const [first, second] = scripts.map(sizeOf) as [{ gz: number; br: number }, { gz: number; br: number }];
    const bLength = readFileSync(
      join(
        assets,
        readdirSync(assets).find((name) => /^b-[\w-]+\.js$/.test(name))!,
      ),
    ).length;
    const total = { gz: first.gz + second.gz + bLength, br: first.br + second.br + bLength };
    await expect(sharedBuild({ initialBudget: total })).resolves.toBeDefined();
    await expect(sharedBuild({ initialBudget: { ...total, gz: total.gz - 1 } })).rejects.toThrow(
      /byte budget: the first load \(3 scripts\) is \d+ bytes as gzip/,
    );
  });
});

describe('initialChunks', () => {
  it('follows static imports from every entry, however deep, and never a dynamic one', () => {
    const chunks = [
      { fileName: 'entry.js', isEntry: true, imports: ['vendor.js'] },
      { fileName: 'vendor.js', isEntry: false, imports: ['runtime.js'] },
      { fileName: 'runtime.js', isEntry: false, imports: [] },
      { fileName: 'lazy.js', isEntry: false, imports: ['vendor.js', 'lazy-only.js'] },
      { fileName: 'lazy-only.js', isEntry: false, imports: [] },
    ];
    expect(initialChunks(chunks)).toEqual(['entry.js', 'runtime.js', 'vendor.js']);
  });
});
