import { describe, expect, it } from 'vitest';
import { languageName } from './language-name.ts';
import { LOCALES } from './locales.ts';

describe('languageName', () => {
  it.each([
    ['en', 'English'],
    ['en-GB', 'British English'],
    ['tr', 'Türkçe'],
    ['nl', 'Nederlands'],
    ['ja', '日本語'],
    ['zh', '简体中文'],
    ['ru', 'Русский'],
    ['fr', 'Français'],
    ['ar', 'العربية'],
    ['he', 'עברית'],
    ['id', 'Bahasa Indonesia'],
    ['nb', 'Norsk bokmål'],
  ])('names %s %s, in its own language', (locale, name) => {
    expect(languageName(locale)).toBe(name);
  });

  it('gives every site language a name of its own, none a bare code', () => {
    const names = LOCALES.map(languageName);
    expect(new Set(names).size).toBe(LOCALES.length);
    for (const [index, name] of names.entries()) expect(name).not.toBe(LOCALES[index]);
  });
});
