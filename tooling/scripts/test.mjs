// `npm test`: install (frozen lockfile), then every check through turbo: lint with the layer rules and the cycle
// check, formatting, one typecheck of the workspace, every package's unit tests in one vitest run, the gateway's
// integration suite again on PostgreSQL, the Storybook build with every story checked in Chromium, and the e2e
// suite. Ends with each task's time, the number of tests, and one line: `N passed, N failed`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { must, pnpm, rootDir } from './lib.mjs';
import { summarize } from './summary.mjs';

const TASKS = ['lint', 'format:check', 'typecheck', 'unit', 'test:postgres', 'test:stories', 'test:e2e'];

function packageDirs() {
  return ['apps', 'packages', 'tooling'].flatMap((group) => {
    const dir = join(rootDir, group);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
      .map((entry) => join(dir, entry.name));
  });
}

function readRunSummary() {
  const runs = join(rootDir, '.turbo', 'runs');
  const [file] = existsSync(runs) ? readdirSync(runs).filter((name) => name.endsWith('.json')) : [];
  return file ? JSON.parse(readFileSync(join(runs, file), 'utf8')) : { tasks: [] };
}

await must(pnpm(['install', '--frozen-lockfile']), 'Installing dependencies');

// Reports are outputs of the test tasks: a cache hit restores them, a real run rewrites them.
rmSync(join(rootDir, '.reports'), { recursive: true, force: true });
for (const dir of packageDirs()) rmSync(join(dir, '.reports'), { recursive: true, force: true });
rmSync(join(rootDir, '.turbo', 'runs'), { recursive: true, force: true });

// As many tasks at once as there are cores: the test tasks start servers, browsers and worker pools of their
// own, and ten of them on two cores starved each other into timeouts.
const concurrency = Math.max(2, availableParallelism());

const turboCode = await pnpm([
  'exec',
  'turbo',
  'run',
  ...TASKS,
  `--concurrency=${concurrency}`,
  '--continue',
  '--summarize',
  '--log-order=grouped',
]);
const { lines, failed } = summarize(rootDir, readRunSummary(), turboCode);
console.log(lines.join('\n'));
process.exit(failed === 0 ? 0 : 1);
