import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { localePath, notificationDate, notificationText, notificationTexts } from './notification-text.ts';

describe('the words of notifications', () => {
  it.each([...LOCALES])('has the words of %s', (locale) => {
    expect(notificationTexts(locale)).toMatchObject({ message: expect.stringContaining('{{name}}') });
  });

  it('takes the plural form of the count in the language’s rules', () => {
    expect(
      [1, 2, 5, 21].map((coins) => notificationText('ru', 'rewardBody', { count: coins, coins })),
    ).toEqual(['+1 монета', '+2 монеты', '+5 монет', '+21 монета']);
  });

  it('fills placeholders, in English for a language it does not know', () => {
    expect(notificationText('nl', 'message', { name: 'Ada' })).toBe('Nieuw bericht van Ada');
    expect(notificationText('xx', 'rewardBody', { count: 20, coins: 20 })).toBe('+20 coins');
    expect(notificationText('xx', 'rewardBody', { count: 1, coins: 1 })).toBe('+1 coin');
    expect(localePath('tr', '/wall')).toBe('/tr/wall');
    expect(localePath('en-GB', '/wall')).toBe('/gb/wall');
    expect(localePath('en', '/wall')).toBe('/wall');
    expect(localePath('xx', '/wall')).toBe('/wall');
  });

  it('words a day in the language, in English for one it does not know or cannot read', () => {
    const day = Date.UTC(2026, 11, 3, 12);
    expect(notificationDate('tr', day)).toBe(
      new Intl.DateTimeFormat('tr', { dateStyle: 'medium' }).format(day),
    );
    expect(notificationDate('tr', day)).not.toBe(notificationDate('en', day));
    expect(notificationDate('en_US!', day)).toBe(notificationDate('en', day));
  });
});
