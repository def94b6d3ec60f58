import { describe, expect, it } from 'vitest';
import { SensitiveWords, foldText } from './sensitive-words.ts';

const shipped = SensitiveWords.load();

describe('the shipped sensitive-word list', () => {
  it('is a real list in English, Turkish and Dutch', () => {
    expect(shipped.size).toBeGreaterThan(100);
    expect(shipped.find('fuck')).toBe('fuck');
    expect(shipped.find('orospu')).toBe('orospu');
    expect(shipped.find('kankerlijer')).toBe('kanker');
  });

  it.each([
    ['FuCkBoY', 'case'],
    ['fück', 'accents'],
    ['ｆｕｃｋ', 'full-width letters'],
    ['fuсk', 'a Cyrillic look-alike'],
    ['f.u.c.k', 'dots between letters'],
    ['f u c k', 'spaces between letters'],
    ['fuuuuck', 'repeated letters'],
    ['5lut', 'leetspeak'],
    ['n1gger', 'leetspeak 1 as i'],
    ['4n4l', 'leetspeak in a whole word'],
    ['Sexy Girl', 'a substring of a longer name'],
    ['Orospu Çocuğu', 'Turkish'],
    ['amına koyayım', 'a Turkish phrase with its space'],
    ['SİKTİR', 'Turkish dotted capitals'],
    ['Kanker Lijer', 'Dutch'],
    ['a.s.s', 'a short word spelt out'],
    ['Escort Service', 'an illegal service'],
  ])('finds %s (%s)', (nickname) => {
    expect(shipped.find(nickname)).toBeDefined();
  });

  it.each([
    'Cassandra',
    'Assassin',
    'Hancock',
    'Peacock',
    'Analyst',
    'Catering',
    'Therapist',
    'Specialist',
    'Sussex',
    'Amina',
    'Sıkıştırma',
    'Negeren',
    'Hoera',
    'Ayşe Yılmaz',
    'Jan de Vries',
    'Emma2005',
    'Pakistan',
    'Heroine',
  ])('leaves the innocent %s alone', (nickname) => {
    expect(shipped.find(nickname)).toBeUndefined();
  });
});

describe('a word list', () => {
  const list = new SensitiveWords('# a comment\nbadword\n=bad\n\n  spaced   # trailing comment\n');

  it('matches words of four letters or more anywhere, shorter or marked ones only as whole words', () => {
    expect(list.size).toBe(3);
    expect(list.find('mybadwordhere')).toBe('badword');
    expect(list.find('Bad')).toBe('bad');
    expect(list.find('so bad_luck')).toBe('bad');
    expect(list.find('badly')).toBeUndefined();
    expect(list.find('xspacedx')).toBe('spaced');
  });

  it('needs at least the letters a word has, so a shorter one is no match', () => {
    const short = new SensitiveWords('=ass\n');
    expect(short.find('as')).toBeUndefined();
    expect(short.find('aaassss')).toBe('ass');
  });
});

describe('foldText', () => {
  it('folds case, accents, look-alikes and leetspeak', () => {
    expect(foldText('ÇAĞLA ıİ')).toBe('cagla ii');
    expect(foldText('h3ll0 w0r1d')).toBe('hello worid');
    expect(foldText('h3ll0 w0r1d', 'l')).toBe('hello world');
  });
});
