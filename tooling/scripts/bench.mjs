// `pnpm bench [name...] [-- options]`: builds what the benchmarks need with turbo, then runs the `bench` script of
// each workspace package named (short name, without @aura/), or of every package that has one. Benchmarks print
// figures and compare against a baseline measured in the same run (architecture §7); they are not tests.
// Arguments after `--`, and any starting with `-`, go to every bench script: `pnpm bench gateway -- --duration 5`.
import { relative } from 'node:path';
import { must, pnpm, rootDir, workspacePackages } from './lib.mjs';

const SCOPE = '@aura/';

const shortName = (name) => (name.startsWith(SCOPE) ? name.slice(SCOPE.length) : name);

function parseArguments(argv) {
  const separator = argv.indexOf('--');
  const before = separator === -1 ? argv : argv.slice(0, separator);
  const after = separator === -1 ? [] : argv.slice(separator + 1);
  return {
    names: before.filter((arg) => !arg.startsWith('-')),
    forwarded: [...before.filter((arg) => arg.startsWith('-') && arg !== '--help'), ...after],
    help: before.includes('--help'),
  };
}

const benches = workspacePackages()
  .filter(({ manifest }) => typeof manifest.scripts?.bench === 'string')
  .map(({ dir, manifest }) => ({ dir, name: manifest.name, short: shortName(manifest.name) }))
  .sort((a, b) => a.short.localeCompare(b.short));
const available = benches.map(({ short }) => short).join(', ') || '(none)';
const { names, forwarded, help } = parseArguments(process.argv.slice(2));

if (help) {
  console.log(`Usage: pnpm bench [name...] [-- options for the bench scripts]\n\nBenchmarks: ${available}`);
  process.exit(0);
}

const unknown = names.filter((name) => !benches.some((bench) => bench.short === shortName(name)));
if (unknown.length > 0) {
  console.error(
    `No benchmark named ${unknown.map((name) => `"${name}"`).join(', ')}. Available: ${available}.`,
  );
  process.exit(2);
}
const selected =
  names.length === 0
    ? benches
    : benches.filter((bench) => names.some((name) => shortName(name) === bench.short));
if (selected.length === 0) {
  console.error('No workspace package has a "bench" script.');
  process.exit(2);
}

// The packages and everything they depend on, built (or restored from turbo's cache).
await must(
  pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    ...selected.map(({ name }) => `--filter=${name}`),
    '--output-logs=errors-only',
  ]),
  'Building',
);

// One after another: two benchmarks at once would measure each other.
const failed = [];
for (const bench of selected) {
  console.log(`\n=== bench ${bench.short} (${relative(rootDir, bench.dir)}) ===\n`);
  const code = await pnpm(['run', 'bench', ...forwarded], { cwd: bench.dir });
  if (code !== 0) failed.push(`${bench.short} (exit code ${code})`);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
