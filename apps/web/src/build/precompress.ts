import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text that compresses; images, fonts and the like already are, and source maps are only for developer tools. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;

/** Under this a file fits in the first packets anyway: compressing it saves no round trip. */
export const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br: number;
  gz: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of `dir`
 * of at least `MIN_BYTES`, where the result is smaller. Once per build, so the best and slowest levels are the
 * right ones; the gateway serves the variant the browser accepts (apps/gateway/src/web.ts). The output depends on
 * the input only (gzip writes no time), so the same build gives the same bytes.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const results = await Promise.all(files.map(precompressFile));
  return results.filter((result) => result !== undefined).sort((a, b) => a.file.localeCompare(b.file));
}

async function precompressFile(file: string): Promise<Precompressed | undefined> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that is not smaller is not written: the file itself is served instead.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
  return {
    file,
    bytes: bytes.length,
    br: Math.min(br.length, bytes.length),
    gz: Math.min(gz.length, bytes.length),
  };
}

/** The most bytes the page's entry script may weigh on the wire, per encoding (a byte budget, architecture §7). */
export interface EntryBudget {
  br: number;
  gz: number;
}

/**
 * The Vite plugin: precompresses the whole output directory (the public files too) once it is written, and fails
 * the build when an entry chunk's brotli or gzip variant is over `entryBudget`.
 */
export function precompress({ entryBudget }: { entryBudget?: EntryBudget } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'aura:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(_options, bundle) {
        const sizes = await precompressDir(outDir);
        if (!entryBudget) return;
        const entries = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.isEntry ? [join(outDir, output.fileName)] : [],
        );
        const over = sizes
          .filter((size) => entries.includes(size.file))
          .flatMap((size) => {
            const name = size.file.slice(outDir.length + 1);
            return [
              ...(size.br > entryBudget.br
                ? [`${name} is ${size.br} bytes as brotli (budget ${entryBudget.br})`]
                : []),
              ...(size.gz > entryBudget.gz
                ? [`${name} is ${size.gz} bytes as gzip (budget ${entryBudget.gz})`]
                : []),
            ];
          });
        if (over.length > 0) this.error(`byte budget: ${over.join('; ')}`);
      },
    },
  };
}
