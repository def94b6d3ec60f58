// The summary `npm test` prints at the end, from turbo's run summary and the test tasks' JSON reports: one line per
// task (its tests or its outcome, and how long it ran), the number of tests, the failed and flaky tests, and the last
// line `N passed, N failed`. Node built-ins only.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The JSON report each test task writes (vitest's json reporter), relative to its package (the root for `unit`). */
export const REPORTS = {
  unit: '.reports/vitest.json',
  'test:stories': '.reports/vitest.json',
  'test:e2e': '.reports/e2e.json',
};
/** Test tasks that run tests counted elsewhere (the gateway's suite again, on PostgreSQL): one check each. */
export const RERUNS = { 'test:postgres': '.reports/postgres.json' };

/** The first lines of a failure message: enough to tell a timeout from an assertion at the end of a long log. */
const MESSAGE_LINES = 6;

const firstLines = (message) => String(message).split('\n').slice(0, MESSAGE_LINES).join('\n      ');

/** `1 min 05 s`, or `8.2 s` under a minute. */
export function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A task's test counts, failures and flaky tests from its JSON report; undefined without a report. */
export function readReport(rootDir, task) {
  const file = join(rootDir, task.directory, REPORTS[task.task] ?? RERUNS[task.task]);
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

/**
 * The summary's lines from turbo's run summary (`turbo run --summarize`) and the reports in `rootDir`. Each task's
 * time is its own run's, from turbo (a cache hit restores its outputs in no time and shows none).
 * @param {string} rootDir
 * @param {{ tasks: object[], execution?: { startTime: number, endTime: number } }} runSummary
 * @param {number} turboCode turbo's exit code: a failed run with no failed task still fails
 */
export function summarize(rootDir, runSummary, turboCode) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let tests = 0;
  const rows = [];
  const failures = [];
  const flaky = [];
  for (const task of runSummary.tasks ?? []) {
    const exitCode = task.execution?.exitCode;
    if (exitCode === undefined || task.command === '<NONEXISTENT>') continue;
    const cache = task.cache?.status === 'HIT' ? ' (cached)' : '';
    const took = cache ? '' : duration(task.execution.endTime - task.execution.startTime);
    const row = (text) => `  ${task.taskId.padEnd(40)} ${text.padEnd(40)} ${took}`.trimEnd();
    if (task.task in REPORTS) {
      const report = readReport(rootDir, task);
      // A test task that failed without a report (it could not start) counts as one failure.
      const counts = report ?? { passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
      if (exitCode !== 0 && counts.failed === 0) {
        counts.failed = 1;
        // Every test passed, yet the run failed: an error outside the tests (vitest's "Unhandled Errors", a failing
        // hook or a teardown), which the report does not hold. Say so, or the summary names no failure at all.
        if (report)
          failures.push(
            `  ${task.taskId}: exited with code ${exitCode} though every test passed: an error outside the tests (look for "Unhandled Error" in its output above)`,
          );
      }
      passed += counts.passed;
      failed += counts.failed;
      tests += counts.passed + counts.failed;
      skipped += counts.skipped;
      failures.push(...(counts.failures ?? []).map((failure) => `  ${task.taskId}: ${failure}`));
      flaky.push(...(counts.flaky ?? []).map((test) => `  ${task.taskId}: ${test}`));
      rows.push(row(`${counts.passed} passed, ${counts.failed} failed${cache}`));
    } else {
      // Lint, formatting, typecheck, builds and a suite's rerun count as one check each.
      if (exitCode === 0) passed += 1;
      else failed += 1;
      const rerun = task.task in RERUNS ? readReport(rootDir, task) : undefined;
      if (rerun) failures.push(...rerun.failures.map((failure) => `  ${task.taskId}: ${failure}`));
      const counts = rerun ? ` (${rerun.passed} passed, ${rerun.failed} failed)` : '';
      rows.push(row(`${exitCode === 0 ? 'ok' : 'FAILED'}${counts}${cache}`));
    }
  }
  const checks = passed + failed - tests;
  if (turboCode !== 0 && failed === 0) failed = 1;

  const { execution: run } = runSummary;
  const wall = run ? ` in ${duration(run.endTime - run.startTime)}` : '';
  const lines = ['', 'Summary (tests and checks, and how long each task ran)', ...rows.sort()];
  if (skipped) lines.push(`  ${skipped} skipped`);
  lines.push(`${tests} tests and ${checks} other checks (lint, formatting, types, builds)${wall}`);
  if (flaky.length) lines.push('', 'Passed on a retry (flaky: look into them)', ...flaky);
  if (failures.length) lines.push('', 'Failed tests', ...failures);
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}
