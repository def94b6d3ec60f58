// `pnpm bench lighthouse` (docs/performance.md, "Web delivery"): Lighthouse 12's mobile performance audit of `/login`
// (an app page: `/` is the landing's since issue 16) on the built app served by the built gateway, two ways in the same run: as built (the browser gets the brotli
// variants) and from a copy of the build without its .br and .gz files (every file as it is, what the gateway sent
// before issue 11). The runs alternate between the two, each in a fresh Debian Chromium, so that a change of load on
// the machine weighs on both alike. Benchmarks are not tests: this prints figures, and fails only when it could not
// measure what it meant to (a Lighthouse error, or the entry not sent the way the setup says).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, repoRoot, startServer, type RunningServer } from '@aura/e2e';
import { audit as lighthouseAudit } from './audit.ts';

const { values: args } = parseArgs({
  options: {
    /** Lighthouse runs of each variant. */
    runs: { type: 'string', default: '3' },
    /** The page to audit. */
    path: { type: 'string', default: '/login' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');

const WEB_DIST = join(repoRoot(), 'apps/web/dist');

interface Variant {
  name: string;
  /** What the entry script must go as: `br` when compressed, none when not. */
  entryEncoding: 'br' | undefined;
  server?: RunningServer;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  /** Bytes over the wire for the whole page load, and for the entry script alone. */
  totalBytes: number;
  entryBytes: number;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  resourceType?: string;
}

/** The entry script the built index.html loads (`/assets/index-<hash>.js`). */
function entryPath(): string {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const path = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  if (!path) throw new Error('no entry script in apps/web/dist/index.html');
  return path;
}

/** The build without its precompressed variants: the gateway then sends every file as it is. */
function uncompressedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'aura-lighthouse-web-'));
  cpSync(WEB_DIST, dir, { recursive: true, filter: (source) => !/\.(?:br|gz)$/.test(source) });
  return dir;
}

async function audit(variant: Variant, entry: string): Promise<Run> {
  const url = `${variant.server!.url}${args.path}`;
  const lhr = await lighthouseAudit(url, ['performance'], variant.name);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined)
      throw new Error(`${variant.name}: no ${id} (${lhr.audits[id]?.errorMessage ?? '?'})`);
    return value;
  };
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items;
  const script = requests?.find((item) => new URL(item.url).pathname === entry);
  if (!script?.transferSize || !script.resourceSize)
    throw new Error(`${variant.name}: the entry was not loaded`);
  // What the run is meant to compare: the entry compressed (well under half its size) or not at all.
  const compressed = script.transferSize < script.resourceSize / 2;
  if (compressed !== (variant.entryEncoding !== undefined)) {
    throw new Error(
      `${variant.name}: the entry went as ${script.transferSize} bytes for ${script.resourceSize}, ` +
        `not ${variant.entryEncoding ?? 'uncompressed'}`,
    );
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    speedIndex: metric('speed-index'),
    totalBytes: metric('total-byte-weight'),
    entryBytes: script.transferSize,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en-US')} kB`;

function table(variants: Variant[], results: Map<Variant, Run[]>): string {
  const rows = [
    [
      'variant',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'Speed Index',
      'page bytes',
      'entry bytes',
      'scores of the runs',
    ],
    ...variants.map((variant) => {
      const all = results.get(variant)!;
      const of = (pick: (run: Run) => number) => median(all.map(pick));
      return [
        variant.name,
        String(of((run) => run.score)),
        seconds(of((run) => run.fcp)),
        seconds(of((run) => run.lcp)),
        `${Math.round(of((run) => run.tbt))} ms`,
        seconds(of((run) => run.speedIndex)),
        kilobytes(of((run) => run.totalBytes)),
        kilobytes(of((run) => run.entryBytes)),
        all.map((run) => run.score).join(', '),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist has no build: run `pnpm bench lighthouse`, which builds first');
  }
  const entry = entryPath();
  if (!existsSync(join(WEB_DIST, `${entry}.br`))) throw new Error(`${entry} has no .br: rebuild apps/web`);
  const copy = uncompressedCopy();
  const variants: Variant[] = [
    { name: 'uncompressed (before)', entryEncoding: undefined },
    { name: 'precompressed (after)', entryEncoding: 'br' },
  ];
  const results = new Map<Variant, Run[]>(variants.map((variant) => [variant, []]));
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `Lighthouse mobile performance of ${args.path}, ${runs} run(s) of each variant, alternating; ` +
      `Chromium ${CHROMIUM_PATH}, Node ${process.version}, ${cpus().length} cores. Load average at the start: ${load()}.`,
  );
  try {
    // Production, as served to people; the sandbox providers, which a page load never reaches.
    const env = { NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: 'true' };
    variants[0]!.server = await startServer({ env: { ...env, WEB_DIST: copy } });
    variants[1]!.server = await startServer({ env: { ...env, WEB_DIST } });
    for (let round = 0; round < runs; round += 1) {
      // Each round starts with the other variant, so that neither always runs first.
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const run = await audit(variant, entry);
        results.get(variant)!.push(run);
        console.log(
          `  ${variant.name}: score ${run.score}, FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, ` +
            `entry ${kilobytes(run.entryBytes)}`,
        );
      }
    }
  } finally {
    for (const variant of variants) await variant.server?.stop();
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(`\nMedians of ${runs} run(s) each (load average at the end: ${load()}):\n`);
  console.log(table(variants, results));
}

try {
  await main();
} catch (error) {
  console.error(`\nLighthouse benchmark failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
