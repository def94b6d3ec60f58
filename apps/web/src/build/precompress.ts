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

/** The most bytes some scripts may weigh on the wire, per encoding (a byte budget, architecture §7). */
export interface ByteBudget {
  br: number;
  gz: number;
}

export interface Budgets {
  /** The entry chunk alone: the script index.html names. */
  entryBudget?: ByteBudget;
  /**
   * The entry and every chunk it imports statically, however deep: everything the page fetches (index.html
   * preloads them) before the app's first line runs. What a first load costs, whatever way the bundler splits it.
   */
  initialBudget?: ByteBudget;
}

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
}

/** The entry chunks and the chunks they import statically, transitively (never those behind an import()). */
export function initialChunks(chunks: readonly ChunkInfo[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].sort();
}

function overBudget(what: string, size: ByteBudget, budget: ByteBudget): string[] {
  return [
    ...(size.br > budget.br ? [`${what} is ${size.br} bytes as brotli (budget ${budget.br})`] : []),
    ...(size.gz > budget.gz ? [`${what} is ${size.gz} bytes as gzip (budget ${budget.gz})`] : []),
  ];
}

/**
 * The Vite plugin: precompresses the whole output directory (the public files too) once it is written, and fails
 * the build when the entry chunk, or the entry with the chunks it imports statically, is over its budget.
 */
export function precompress({ entryBudget, initialBudget }: Budgets = {}): Plugin {
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
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        // A file under MIN_BYTES has no variant: it goes as it is.
        const sizeOf = (fileName: string): ByteBudget => {
          const file = join(outDir, fileName);
          const size = sizes.find((candidate) => candidate.file === file);
          const bytes = size?.bytes ?? chunks.find((chunk) => chunk.fileName === fileName)?.code.length ?? 0;
          return { br: size?.br ?? bytes, gz: size?.gz ?? bytes };
        };
        const over: string[] = [];
        if (entryBudget) {
          for (const chunk of chunks.filter((candidate) => candidate.isEntry))
            over.push(...overBudget(chunk.fileName, sizeOf(chunk.fileName), entryBudget));
        }
        if (initialBudget) {
          const files = initialChunks(chunks);
          const total = files
            .map(sizeOf)
            .reduce((sum, size) => ({ br: sum.br + size.br, gz: sum.gz + size.gz }), { br: 0, gz: 0 });
          over.push(...overBudget(`the first load (${files.length} scripts)`, total, initialBudget));
        }
        if (over.length > 0) this.error(`byte budget: ${over.join('; ')}`);
      },
    },
  };
}
