import { describe, expect, it } from 'vitest';
import { resetPasswordMail, verifyEmailMail } from './mail-templates.ts';

const link = 'https://aura.test/login?verifyEmail=tok_EN-1&x=1';

describe('mail templates', () => {
  it('write the same message in plain text and HTML, with the link visible in both', () => {
    for (const mail of [
      verifyEmailMail('a@example.test', link, 45),
      resetPasswordMail('a@example.test', link, 45),
    ]) {
      expect(mail.to).toBe('a@example.test');
      expect(mail.text).toContain(`\n\n${link}\n\n`);
      expect(mail.text).toContain('45 minutes');
      expect(mail.html).toContain(
        `<a href="${link.replace('&', '&amp;')}">${link.replace('&', '&amp;')}</a>`,
      );
      expect(mail.html).toContain('45 minutes');
      expect(mail.html).toMatch(/^<!doctype html>/);
    }
    expect(verifyEmailMail('a@example.test', link, 45).subject).toBe('Confirm your e-mail address for Aura');
    expect(resetPasswordMail('a@example.test', link, 45).subject).toBe('Reset your Aura password');
  });

  it('escape what they quote in HTML', () => {
    const mail = verifyEmailMail('"<b>"@example.test', link, 45);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&quot;&lt;b&gt;&quot;@example.test');
    expect(mail.text).toContain('"<b>"@example.test');
  });
});
