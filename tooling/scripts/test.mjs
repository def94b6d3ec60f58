// `npm test`: install (frozen lockfile), then every check through turbo: lint with the layer rules and the cycle
// check, formatting, typecheck, unit tests, the gateway's integration suite again on PostgreSQL, the Storybook
// build with every story checked in Chromium, and the e2e suite. Ends with one line: `N passed, N failed`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { must, pnpm, rootDir } from './lib.mjs';

const TASKS = ['lint', 'format:check', 'typecheck', 'test', 'test:postgres', 'test:stories', 'test:e2e'];
/** The JSON report each test task writes (vitest's json reporter), relative to its package. */
const REPORTS = {
  test: '.reports/vitest.json',
  'test:stories': '.reports/vitest.json',
  'test:e2e': '.reports/e2e.json',
};

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

/** The first lines of a failure message: enough to tell a timeout from an assertion at the end of a long log. */
const MESSAGE_LINES = 6;

const firstLines = (message) => String(message).split('\n').slice(0, MESSAGE_LINES).join('\n      ');

function readReport(task) {
  const file = join(rootDir, task.directory, REPORTS[task.task]);
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const results = report.testResults ?? [];
  // A test file that fails to load has no test results but a failed status.
  const brokenFiles = results.filter(
    (result) => result.status === 'failed' && (result.assertionResults ?? []).length === 0,
  );
  // What failed, by name and message, for the end of the log: turbo prints each task's output when it ends, so a
  // task that ended early has its failures far above the summary.
  // A test that passed with failure messages failed first and passed on a retry (the e2e suite retries once).
  const flaky = results.flatMap((result) =>
    (result.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map(
        (test) =>
          `${relative(rootDir, result.name ?? '')} > ${test.fullName}\n      ${firstLines(test.failureMessages[0])}`,
      ),
  );
  const failures = results.flatMap((result) => {
    const file = relative(rootDir, result.name ?? '');
    const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && result.status === 'failed')
      return [`${file}\n      ${firstLines(result.message)}`];
    return tests.map(
      (test) => `${file} > ${test.fullName}\n      ${firstLines(test.failureMessages?.[0] ?? '')}`,
    );
  });
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
    flaky,
  };
}

await must(pnpm(['install', '--frozen-lockfile']), 'Installing dependencies');

// Reports are outputs of the test tasks: a cache hit restores them, a real run rewrites them.
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
const { tasks } = readRunSummary();

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const failures = [];
const flaky = [];
for (const task of tasks) {
  const exitCode = task.execution?.exitCode;
  if (exitCode === undefined || task.command === '<NONEXISTENT>') continue;
  const cache = task.cache?.status === 'HIT' ? ' (cached)' : '';
  if (task.task in REPORTS) {
    const report = readReport(task);
    // A test task that failed without a report (it could not start) counts as one failure.
    const counts = report ?? { passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
    if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    failures.push(...(counts.failures ?? []).map((failure) => `  ${task.taskId}: ${failure}`));
    flaky.push(...(counts.flaky ?? []).map((test) => `  ${task.taskId}: ${test}`));
    lines.push(`  ${task.taskId.padEnd(40)} ${counts.passed} passed, ${counts.failed} failed${cache}`);
  } else {
    // Lint, formatting, typecheck and builds count as one check each.
    if (exitCode === 0) passed += 1;
    else failed += 1;
    lines.push(`  ${task.taskId.padEnd(40)} ${exitCode === 0 ? 'ok' : 'FAILED'}${cache}`);
  }
}

console.log('\nSummary (tests and checks)');
for (const line of lines.sort()) console.log(line);
if (skipped) console.log(`  ${skipped} skipped`);
if (flaky.length) console.log(`\nPassed on a retry (flaky: look into them)\n${flaky.join('\n')}`);
if (failures.length) console.log(`\nFailed tests\n${failures.join('\n')}`);
if (turboCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
