// @aura/contracts is the only home of the spec's codes and constants. This test reads the distinctive ones from
// the modules themselves (so no literal is written here either) and fails if any other code file in the
// repository spells one out instead of importing it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from './codes.ts';
import { EU_CONSENT_COUNTRIES } from './consent.ts';
import { COOKIE_LIFETIME_DAYS, MOBILE_MAX_WIDTH_PX, PLACEMENT_CONFIG, TIMEOUTS } from './limits.ts';

interface Policed {
  name: string;
  pattern: RegExp;
}

/**
 * A number as code may write it, `50000`, `50_000` or with a unit (`580px`), but not inside a longer number, a
 * name or a hex colour.
 */
function numberPattern(value: number): RegExp {
  const digits = String(value).split('').join('_?');
  return new RegExp(`(?<![\\w.#])${digits}(?![\\d_])`);
}

/** The first codes of a string list written out in order, e.g. `'AT', 'BE', 'BG'`. */
function listPattern(values: readonly string[]): RegExp {
  const quoted = values.slice(0, 3).map((value) => `['"\`]${value}['"\`]`);
  return new RegExp(quoted.join('\\s*,\\s*'));
}

/**
 * Values specific enough that seeing them outside contracts means a copy. (The chat lists' ids 1001 and 1002 are
 * not policed: they are also WebSocket close codes.)
 */
const POLICED: Policed[] = [
  ...Object.entries(RESULT_CODES)
    .filter(([, code]) => code >= 1000)
    .map(([name, code]) => ({ name: `RESULT_CODES.${name}`, pattern: numberPattern(code) })),
  ...Object.entries(TIMEOUTS)
    .filter(([, ms]) => ms >= 10_000)
    .map(([name, ms]) => ({ name: `TIMEOUTS.${name}`, pattern: numberPattern(ms) })),
  ...Object.entries(PLACEMENT_CONFIG).flatMap(([placement, config]) =>
    config.locations.map((location) => ({
      name: `PLACEMENT_CONFIG.${placement}.locations`,
      pattern: numberPattern(location),
    })),
  ),
  { name: 'MOBILE_MAX_WIDTH_PX', pattern: numberPattern(MOBILE_MAX_WIDTH_PX) },
  { name: 'COOKIE_LIFETIME_DAYS', pattern: numberPattern(COOKIE_LIFETIME_DAYS) },
  { name: 'EU_CONSENT_COUNTRIES', pattern: listPattern(EU_CONSENT_COUNTRIES) },
];

const CODE_FILE = /\.(?:[cm]?[jt]sx?|css)$/;
/** Files tools write beside the code for a moment, e.g. `vite.config.ts.timestamp-1700000000000-ab12.mjs`. */
const TEMPORARY = /\.timestamp-[\w-]+\.mjs$/;

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) dir = dirname(dir);
  return dir;
}

/** Every finding as `file:line: NAME`, for files outside contracts. */
function findCopies(files: { path: string; text: string }[]): string[] {
  const findings: string[] = [];
  for (const { path, text } of files) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      for (const { name, pattern } of POLICED) {
        if (pattern.test(line))
          findings.push(`${path}:${index + 1}: ${name} written out; import it from @aura/contracts`);
      }
    });
  }
  return findings;
}

describe('literals of the spec live only in @aura/contracts', () => {
  it('spots a copied code, a copied breakpoint and a copied country list', () => {
    const findings = findCopies([
      { path: 'a.ts', text: `if (code === ${RESULT_CODES.accountBanned}) ban();` },
      { path: 'b.css', text: `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px) {}` },
      {
        path: 'c.ts',
        text: `const eu = ['${EU_CONSENT_COUNTRIES[0]}', '${EU_CONSENT_COUNTRIES[1]}', '${EU_CONSENT_COUNTRIES[2]}'];`,
      },
      { path: 'd.ts', text: `const timeout = ${String(TIMEOUTS.requestMs).replace(/(\d{3})$/, '_$1')};` },
      { path: 'e.ts', text: `const fine = ${RESULT_CODES.accountBanned}9 + x${MOBILE_MAX_WIDTH_PX};` },
    ]);
    expect(findings.map((finding) => finding.split(':')[0])).toEqual(['a.ts', 'b.css', 'c.ts', 'd.ts']);
  });

  it('finds none in the repository', () => {
    const root = repoRoot();
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    });
    const contractsDir = relative(root, join(dirname(fileURLToPath(import.meta.url)), '..'));
    // Other tasks of a parallel run write and delete temporary files (Vite's bundled configs, say) while this
    // reads, so a file that is gone by the time it is read is skipped rather than failing the scan.
    const files = listed
      .split('\n')
      .filter((path) => CODE_FILE.test(path) && !TEMPORARY.test(path) && !path.startsWith(`${contractsDir}/`))
      .flatMap((path) => {
        const text = readIfPresent(join(root, path));
        return text === undefined ? [] : [{ path, text }];
      });
    expect(files.length).toBeGreaterThan(10);
    expect(findCopies(files)).toEqual([]);
  });
});
