import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { localePath, notificationText, notificationTexts } from './notification-text.ts';

describe('the words of notifications', () => {
  it.each([...LOCALES])('has the words of %s', (locale) => {
    expect(notificationTexts(locale)).toMatchObject({ message: expect.stringContaining('{{name}}') });
  });

  it('fills placeholders, in English for a language it does not know', () => {
    expect(notificationText('nl', 'message', { name: 'Ada' })).toBe('Nieuw bericht van Ada');
    expect(notificationText('xx', 'rewardBody', { coins: 20 })).toBe('+20 coins');
    expect(localePath('tr', '/wall')).toBe('/tr/wall');
    expect(localePath('en-GB', '/wall')).toBe('/gb/wall');
    expect(localePath('en', '/wall')).toBe('/wall');
    expect(localePath('xx', '/wall')).toBe('/wall');
  });
});
