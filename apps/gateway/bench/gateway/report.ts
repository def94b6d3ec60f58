// The gateway benchmark's output: figures and the Markdown table of a run's modes.
import type { CpuUse } from './cpu.ts';
import type { Measured } from './load.ts';

export const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** Server CPU per request of a signed+encrypted run against its plaintext one, in words; undefined without /proc. */
export function cpuShare(plain: Measured, sealed: Measured): string | undefined {
  if (!sealed.cpu || !plain.cpu) return undefined;
  const perRequest = (cpu: CpuUse) => cpu.serverUserUs + cpu.serverSystemUs;
  return (
    `${number(perRequest(sealed.cpu))} vs ${number(perRequest(plain.cpu))} µs, so one core serves ` +
    `${number((perRequest(plain.cpu) / perRequest(sealed.cpu)) * 100, 1)} % as many signed+encrypted calls`
  );
}

/** The table; the first run is the baseline of its last-but-three column. */
export function report(runs: Measured[]): string {
  const baseline = runs[0]!.reqPerSec;
  const baselineName = runs[0]!.mode.id === 'serverTime' ? 'serverTime plaintext' : 'plaintext';
  const rows = [
    [
      'mode',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'non-200',
      'errors',
      `% of ${baselineName}`,
      'server CPU µs/req (user+sys)',
      'cores: server',
      'bench',
      'other',
    ],
    ...runs.map((run) => [
      run.mode.name,
      number(run.reqPerSec),
      number(run.p50, 2),
      number(run.p99, 2),
      String(run.result.non2xx),
      String(run.tally.notOk),
      String(run.result.errors + run.result.timeouts),
      `${number((run.reqPerSec / baseline) * 100, 1)} %`,
      run.cpu
        ? `${number(run.cpu.serverUserUs + run.cpu.serverSystemUs)} (${number(run.cpu.serverUserUs)}+${number(run.cpu.serverSystemUs)})`
        : 'n/a',
      run.cpu ? number(run.cpu.serverCores, 2) : 'n/a',
      run.cpu ? number(run.cpu.benchCores, 2) : 'n/a',
      run.cpu ? number(run.cpu.otherCores, 2) : 'n/a',
    ]),
  ];
  return table(rows);
}
