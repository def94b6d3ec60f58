// `npm test`: install (frozen lockfile), then every check through turbo: lint with the layer rules and the cycle
// check, formatting, one typecheck of the workspace, every package's unit tests in one vitest run, the gateway's
// database test files on PostgreSQL, the Storybook build with every story checked in Chromium; then, on its own, the
// e2e suite. Ends with each task's time, the number of tests, and one line: `N passed, N failed`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { must, pnpm, rootDir } from './lib.mjs';
import { summarize } from './summary.mjs';

/**
 * Two phases: every check but the e2e suite, then the e2e suite on a machine nobody else uses. Run side by side with
 * the unit run on two cores, real browsers, media paths and gateways were starved past their waits (a fresh-clone run,
 * 2026-11-25: three e2e tests timed out twice while the unit run held both cores). Nor does the PostgreSQL run go
 * beside it: it waits on the server's answers, not on CPU (its worker at about a fifth of a core), and beside the
 * e2e suite both took about nine minutes (2026-11-26: 9 min 08 s and 8 min 48 s, against 3 min 34 s and 5 min 44 s
 * one phase after the other).
 */
const PHASES = [['lint', 'format:check', 'typecheck', 'unit', 'test:postgres', 'test:stories'], ['test:e2e']];

function packageDirs() {
  return ['apps', 'packages', 'tooling'].flatMap((group) => {
    const dir = join(rootDir, group);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
      .map((entry) => join(dir, entry.name));
  });
}

/** Turbo's run summaries of the phases, as one: every task, and the wall time from the first start to the last end. */
function readRunSummary() {
  const runs = join(rootDir, '.turbo', 'runs');
  const files = existsSync(runs) ? readdirSync(runs).filter((name) => name.endsWith('.json')) : [];
  const summaries = files.map((file) => JSON.parse(readFileSync(join(runs, file), 'utf8')));
  const executions = summaries.map((summary) => summary.execution).filter(Boolean);
  return {
    // A build both phases need runs in the first and is a cache hit in the second: listed once, as it ran.
    tasks: [
      ...new Map(
        summaries
          .flatMap((summary) => summary.tasks ?? [])
          .sort((a, b) => Number(a.cache?.status === 'HIT') - Number(b.cache?.status === 'HIT'))
          .reverse()
          .map((task) => [task.taskId, task]),
      ).values(),
    ],
    ...(executions.length > 0
      ? {
          execution: {
            startTime: Math.min(...executions.map((run) => run.startTime)),
            endTime: Math.max(...executions.map((run) => run.endTime)),
          },
        }
      : {}),
  };
}

await must(pnpm(['install', '--frozen-lockfile']), 'Installing dependencies');

// Reports are outputs of the test tasks: a cache hit restores them, a real run rewrites them.
rmSync(join(rootDir, '.reports'), { recursive: true, force: true });
for (const dir of packageDirs()) rmSync(join(dir, '.reports'), { recursive: true, force: true });
rmSync(join(rootDir, '.turbo', 'runs'), { recursive: true, force: true });

// As many tasks at once as there are cores: the test tasks start servers, browsers and worker pools of their
// own, and ten of them on two cores starved each other into timeouts.
const concurrency = Math.max(2, availableParallelism());

let turboCode = 0;
for (const tasks of PHASES) {
  const code = await pnpm([
    'exec',
    'turbo',
    'run',
    ...tasks,
    `--concurrency=${concurrency}`,
    '--continue',
    '--summarize',
    '--log-order=grouped',
  ]);
  if (code !== 0) turboCode = code;
}
const { lines, failed } = summarize(rootDir, readRunSummary(), turboCode);
console.log(lines.join('\n'));
process.exit(failed === 0 ? 0 : 1);
