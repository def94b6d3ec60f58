import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duration, summarize } from './summary.mjs';

let root;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'aura-summary-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function report(directory, file, tests) {
  mkdirSync(join(root, directory, '.reports'), { recursive: true });
  const assertionResults = tests.map(([fullName, status, failureMessages = []]) => ({
    fullName,
    status,
    failureMessages,
  }));
  writeFileSync(
    join(root, directory, '.reports', file),
    JSON.stringify({
      numPassedTests: tests.filter(([, status]) => status === 'passed').length,
      numFailedTests: tests.filter(([, status]) => status === 'failed').length,
      testResults: [{ name: join(root, directory, 'a.test.ts'), status: 'passed', assertionResults }],
    }),
  );
}

/** A task of turbo's run summary that started at 0 and ran `ms`. */
function task(taskId, ms, { exitCode = 0, cached = false } = {}) {
  const [pkg, name] = taskId.split('#');
  return {
    taskId,
    task: name,
    directory: pkg === '//' ? '' : pkg.replace('@aura/', 'packages/'),
    command: 'run',
    cache: { status: cached ? 'HIT' : 'MISS' },
    execution: { startTime: 1_000, endTime: 1_000 + ms, exitCode },
  };
}

describe('duration', () => {
  it('is seconds with a tenth under a minute, minutes and seconds above', () => {
    expect(duration(8_240)).toBe('8.2 s');
    expect(duration(65_000)).toBe('1 min 05 s');
    expect(duration(754_400)).toBe('12 min 34 s');
  });
});

describe('summarize', () => {
  it('prints each task with its tests or outcome and how long it ran, and the run', () => {
    report('', 'vitest.json', [
      ['adds', 'passed'],
      ['subtracts', 'passed'],
    ]);
    report('packages/storybook', 'vitest.json', [['renders', 'passed']]);
    const { lines, passed, failed } = summarize(
      root,
      {
        tasks: [
          task('//#unit', 95_000),
          task('@aura/storybook#test:stories', 42_300),
          task('//#lint', 30_000),
          task('//#typecheck', 12_000, { cached: true }),
        ],
        execution: { startTime: 0, endTime: 181_000 },
      },
      0,
    );
    expect(lines).toContain(`  ${'//#lint'.padEnd(40)} ${'ok'.padEnd(40)} 30.0 s`);
    expect(lines).toContain(`  ${'//#unit'.padEnd(40)} ${'2 passed, 0 failed'.padEnd(40)} 1 min 35 s`);
    expect(lines).toContain(
      `  ${'@aura/storybook#test:stories'.padEnd(40)} ${'1 passed, 0 failed'.padEnd(40)} 42.3 s`,
    );
    // A cache hit ran nothing: no time.
    expect(lines).toContain(`  ${'//#typecheck'.padEnd(40)} ok (cached)`);
    expect(lines).toContain('3 tests and 2 other checks (lint, formatting, types, builds) in 3 min 01 s');
    expect(lines.at(-1)).toBe('5 passed, 0 failed');
    expect({ passed, failed }).toEqual({ passed: 5, failed: 0 });
  });

  it('names failed and flaky tests, and fails a run whose tests all passed but turbo did not', () => {
    report('', 'vitest.json', [
      ['adds', 'failed', ['AssertionError: expected 3 to be 4']],
      ['retries', 'passed', ['Error: took too long']],
    ]);
    const failing = summarize(root, { tasks: [task('//#unit', 1_000, { exitCode: 1 })] }, 1);
    expect(failing.lines).toContain('Failed tests');
    expect(failing.lines.join('\n')).toContain('a.test.ts > adds\n      AssertionError: expected 3 to be 4');
    expect(failing.lines.join('\n')).toContain('a.test.ts > retries\n      Error: took too long');
    expect(failing.lines.at(-1)).toBe('1 passed, 1 failed');

    expect(summarize(root, { tasks: [task('//#lint', 1_000)] }, 1).lines.at(-1)).toBe('1 passed, 1 failed');
  });

  it('names a test task whose tests all passed but which failed (an unhandled error) as a failure', () => {
    report('', 'vitest.json', [['adds', 'passed']]);
    const { lines } = summarize(root, { tasks: [task('//#unit', 1_000, { exitCode: 1 })] }, 1);
    expect(lines).toContain(`  ${'//#unit'.padEnd(40)} ${'1 passed, 1 failed'.padEnd(40)} 1.0 s`);
    expect(lines.slice(lines.indexOf('Failed tests'))).toEqual([
      'Failed tests',
      '  //#unit: exited with code 1 though every test passed: an error outside the tests (look for "Unhandled Error" in its output above)',
      '1 passed, 1 failed',
    ]);
  });

  it('counts a test task that wrote no report as one failure', () => {
    const { lines } = summarize(root, { tasks: [task('//#unit', 2_000, { exitCode: 1 })] }, 1);
    expect(lines).toContain(`  ${'//#unit'.padEnd(40)} ${'0 passed, 1 failed'.padEnd(40)} 2.0 s`);
  });
});
