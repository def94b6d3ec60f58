// docs/accounts.md's phone tables, read back: the limits are AUTH_LIMITS and the error codes BUSINESS_CODES.
import { readFileSync } from 'node:fs';
import { AUTH_LIMITS, BUSINESS_CODES } from '@aura/contracts';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../../../docs/accounts.md', import.meta.url), 'utf8');

/** The first two columns of the table after `<!-- name -->`, names unquoted. */
function table(name: string): [string, string][] {
  const start = page.indexOf(`<!-- ${name} -->`);
  if (start < 0) throw new Error(`docs/accounts.md has no table "${name}"`);
  const rows = page
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return rows
    .slice(0, end < 0 ? undefined : end)
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/`/g, '')))
    .map(([, first, second]) => [first!, second!]);
}

describe('docs/accounts.md, Phone', () => {
  it('lists the phone limits with the values of AUTH_LIMITS', () => {
    const rows = table('phone-limits');
    expect(rows.length).toBeGreaterThan(5);
    for (const [name, value] of rows) {
      expect(AUTH_LIMITS, name).toHaveProperty(name);
      expect(String(AUTH_LIMITS[name as keyof typeof AUTH_LIMITS]), name).toBe(value);
    }
  });

  it('lists every phone error with its code', () => {
    const rows = table('phone-errors');
    for (const [name, code] of rows) {
      expect(String(BUSINESS_CODES[name as keyof typeof BUSINESS_CODES]), name).toBe(code);
    }
    const phoneCodes = Object.entries(BUSINESS_CODES)
      .filter(([, code]) => code >= 22_000 && code < 23_000)
      .map(([name]) => name);
    expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(phoneCodes));
  });
});
