import { describe, expect, it } from 'vitest';
import { renewalMail } from './renewal-mail.ts';

const PUBLIC_URL = 'https://aura.example';
const RETRY_AT = Date.UTC(2026, 11, 4, 9, 30);

describe('the mail of a renewal not charged', () => {
  it('tells the retry in the user’s language, with its day and the shop in that language', () => {
    const mail = renewalMail('ada@example.com', 'tr', { retryAt: RETRY_AT }, PUBLIC_URL);
    const day = new Intl.DateTimeFormat('tr', { dateStyle: 'long', timeZone: 'UTC' }).format(RETRY_AT);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Aboneliğin yenilenemedi');
    expect(mail.text).toContain(day);
    expect(mail.text).toContain('https://aura.example/tr/shop');
    expect(mail.html).toContain('<html lang="tr" dir="ltr">');
    expect(mail.html).toContain('href="https://aura.example/tr/shop"');
    // Nothing in English around the words.
    expect(mail.html).not.toMatch(/Or open this link|We could not charge/);
  });

  it('tells the end, and in English for a language the catalog does not have', () => {
    const mail = renewalMail('ada@example.com', 'xx', { retryAt: null }, PUBLIC_URL);
    expect(mail.subject).toBe('Your subscription ended');
    expect(mail.text).toContain(
      'We could not charge your card for the renewal. Subscribe again to keep getting coins.',
    );
    expect(mail.text).toContain('https://aura.example/shop');
    expect(mail.html).toContain('>Coin Shop</a>');
  });

  it('reads right to left in Arabic', () => {
    const mail = renewalMail('ada@example.com', 'ar', { retryAt: RETRY_AT }, PUBLIC_URL);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('https://aura.example/ar/shop');
    expect(mail.subject).not.toBe('Your subscription could not be renewed');
  });
});
