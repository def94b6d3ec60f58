import { describe, expect, it } from 'vitest';
import { languageName } from './language-name.ts';
import { LOCALES } from './locales.ts';

describe('languageName', () => {
  it('names each site language in its own language', () => {
    expect(LOCALES.map(languageName)).toEqual(['English', 'British English', 'Türkçe', 'Nederlands']);
  });
});
