// docs/accounts.md's e-mail tables, read back: the limits are AUTH_LIMITS, the error codes BUSINESS_CODES, and the
// links and configuration what the code uses.
import { readFileSync } from 'node:fs';
import { AUTH_LIMITS, BUSINESS_CODES, EMAIL_LINK_QUERY } from '@aura/contracts';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../../../docs/accounts.md', import.meta.url), 'utf8');
const section = page.slice(page.indexOf('\n## E-mail\n'));
const configuration = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

/** The first two columns of the table after `<!-- name -->`, names unquoted. */
function table(name: string): [string, string][] {
  const start = section.indexOf(`<!-- ${name} -->`);
  if (start < 0) throw new Error(`docs/accounts.md has no table "${name}" in its E-mail section`);
  const lines = section
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
  const end = lines.findIndex((line) => !line.startsWith('|'));
  return lines
    .slice(0, end < 0 ? undefined : end)
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/`/g, '')))
    .map(([, first, second]) => [first!, second!]);
}

describe('docs/accounts.md, E-mail', () => {
  it('has its own section', () => {
    expect(page).toContain('\n## E-mail\n');
  });

  it('lists the e-mail limits with the values of AUTH_LIMITS', () => {
    const rows = table('email-limits');
    expect(rows.map(([name]) => name)).toEqual(
      expect.arrayContaining(['codeResendSeconds', 'emailLinkTtlMinutes', 'registrationTtlHours']),
    );
    for (const [name, value] of rows) {
      expect(AUTH_LIMITS, name).toHaveProperty(name);
      expect(String(AUTH_LIMITS[name as keyof typeof AUTH_LIMITS]), name).toBe(value);
    }
  });

  it('lists every e-mail error with its code', () => {
    const rows = table('email-errors');
    for (const [name, code] of rows) {
      expect(BUSINESS_CODES, name).toHaveProperty(name);
      expect(String(BUSINESS_CODES[name as keyof typeof BUSINESS_CODES]), name).toBe(code);
    }
    const emailCodes = Object.entries(BUSINESS_CODES)
      .filter(([, code]) => code >= 21_000 && code < 22_000)
      .map(([name]) => name);
    expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(emailCodes));
  });

  it('names the links the web app reads', () => {
    expect(section).toContain(`/login?${EMAIL_LINK_QUERY.verify}=<token>`);
    expect(section).toContain(`/login?${EMAIL_LINK_QUERY.reset}=<token>`);
  });

  it('documents the mail configuration in both pages', () => {
    for (const variable of [
      'EMAIL_REGISTRATION_ENABLED',
      'PUBLIC_URL',
      'MAIL_TRANSPORT',
      'SMTP_URL',
      'MAIL_FROM',
    ]) {
      expect(section, variable).toContain(`\`${variable}\``);
      expect(configuration, variable).toContain(`\`${variable}\``);
    }
  });
});
