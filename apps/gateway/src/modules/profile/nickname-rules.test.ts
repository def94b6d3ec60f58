import { describe, expect, it } from 'vitest';
import { nicknameProblem } from './nickname-rules.ts';

describe('nickname characters', () => {
  it.each([
    'Ayla',
    'Ayla Yılmaz',
    'jan.de_vries-2',
    'Zoë',
    'Ayla 🌙',
    '👩‍💻',
    '👍🏽 Sam',
    '🇳🇱 Daan',
    'नमस्ते',
    'محمد',
    '李小龙',
  ])('allows %s', (nickname) => {
    expect(nicknameProblem(nickname)).toBeUndefined();
  });

  it.each([
    ['<b>Ayla</b>', 'angle brackets'],
    ['Ayla\u0000', 'a control character'],
    ['Ay\nla', 'a line break'],
    ['Ayla\u202Eevil', 'a bidi override'],
    ['Ayla\u2066x\u2069', 'bidi isolates'],
    ['Ay\u200Bla', 'a zero-width space'],
    ['Ay\u200Dla', 'a zero-width joiner between letters'],
    ['Ayla\uFEFF', 'a byte-order mark'],
    ['\u3164', 'a Hangul filler'],
    ['Ayla!', 'other punctuation'],
    ['Ayla\u00A0X', 'a no-break space'],
    ['a\u0301\u0301\u0301\u0301', 'stacked accents'],
    ['...', 'no letter at all'],
  ])('refuses %j (%s)', (nickname) => {
    expect(nicknameProblem(nickname)).toBeDefined();
  });
});
