import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The starter list shipped beside this file; the build copies it into dist/. (A path from this file's own, not
 * `new URL(…, import.meta.url)`, which bundlers rewrite as an asset.)
 */
export const DEFAULT_WORD_LIST = join(dirname(fileURLToPath(import.meta.url)), 'sensitive-words.txt');

/** Entries shorter than this match only as whole words: short words hide inside innocent ones. */
const MIN_SUBSTRING_LETTERS = 4;

/** Digits and signs read as letters ("f4g", "$lut"). `1` is read both as `i` and as `l`. */
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
  '€': 'e',
};

/**
 * Letters that neither decompose nor lower-case to Latin ones: Turkish dotless i, ligatures, and Cyrillic and
 * Greek letters that look like Latin ones (so that "fuсk" with a Cyrillic с is still "fuck").
 */
const LOOK_ALIKES: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/**
 * Folds text for comparison: compatibility decomposition (full-width and styled letters become plain ones),
 * accents dropped, lower case, look-alike letters and leetspeak mapped. `one` says how to read the digit 1.
 */
export function foldText(text: string, one: 'i' | 'l' = 'i'): string {
  let folded = '';
  for (const char of text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()) {
    folded += char === '1' ? one : (LEET[char] ?? LOOK_ALIKES[char] ?? char);
  }
  return folded;
}

const lettersOnly = (text: string) => text.replace(/\P{L}/gu, '');
const words = (text: string) => text.split(/\P{L}+/u).filter(Boolean);

/** A pattern for a folded word that lets each letter repeat (`ass` → `a+s{2,}`, so "aaasss" but not "as"). */
function repeatTolerant(word: string): string {
  let pattern = '';
  for (const [run] of word.matchAll(/(.)\1*/gu)) {
    const letter = run[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const length = [...run].length;
    pattern += length === 1 ? `${letter}+` : `${letter}{${length},}`;
  }
  return pattern;
}

interface Entry {
  word: string;
  wholeWordOnly: boolean;
  pattern: RegExp;
  whole: RegExp;
}

/** A list of sensitive words and the matcher of docs/accounts.md ("Nicknames"). */
export class SensitiveWords {
  private readonly entries: Entry[];

  constructor(list: string) {
    this.entries = [];
    for (const raw of list.split('\n')) {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) continue;
      const marked = line.startsWith('=');
      const word = lettersOnly(foldText(marked ? line.slice(1) : line));
      if (!word) continue;
      const pattern = repeatTolerant(word);
      this.entries.push({
        word: marked ? line.slice(1).trim() : line,
        wholeWordOnly: marked || [...word].length < MIN_SUBSTRING_LETTERS,
        pattern: new RegExp(pattern, 'u'),
        whole: new RegExp(`^${pattern}$`, 'u'),
      });
    }
  }

  /** Reads a list file (the shipped starter list by default). */
  static load(path: string = DEFAULT_WORD_LIST): SensitiveWords {
    return new SensitiveWords(readFileSync(path, 'utf8'));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The list's entry the text contains, or undefined. */
  find(text: string): string | undefined {
    for (const one of ['i', 'l'] as const) {
      const folded = foldText(text, one);
      // Separators between letters are ignored: "f.u.c.k", "f u c k".
      const joined = lettersOnly(folded);
      const tokens = [...words(folded), joined];
      for (const entry of this.entries) {
        const hit = entry.wholeWordOnly
          ? tokens.some((token) => entry.whole.test(token))
          : entry.pattern.test(joined);
        if (hit) return entry.word;
      }
    }
    return undefined;
  }
}
