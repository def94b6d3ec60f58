import { describe, expect, it } from 'vitest';
import { LOCALES, prefixOfLocale } from './locales.ts';
import { NOTIFICATION_PREFIXES, localePath, notificationText } from './notification-text.ts';

describe('the words of notifications', () => {
  it('has the route prefix of every language, as locales.ts says', () => {
    for (const locale of LOCALES) {
      const prefix = prefixOfLocale(locale);
      expect(NOTIFICATION_PREFIXES[locale]).toBe(prefix ? `/${prefix}` : '');
    }
    expect(Object.keys(NOTIFICATION_PREFIXES).sort()).toEqual([...LOCALES].sort());
  });

  it('fills placeholders, in English for a language it does not know', () => {
    expect(notificationText('nl', 'message', { name: 'Ada' })).toBe('Nieuw bericht van Ada');
    expect(notificationText('xx', 'rewardBody', { coins: 20 })).toBe('+20 coins');
    expect(localePath('tr', '/wall')).toBe('/tr/wall');
    expect(localePath('en', '/wall')).toBe('/wall');
  });
});
