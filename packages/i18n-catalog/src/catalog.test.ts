// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, LAZY_LOCALES, LOCALES, NAMESPACES } from './locales.ts';

// Every language must carry every English key with the same placeholders, or a screen shows English mid-sentence
// or a raw `{{name}}`. Plural keys (`_one`, `_other`) follow each language's own plural categories.
const localesDir = join(import.meta.dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g;

type Tree = { [key: string]: string | Tree };

// Read once: 35 languages × 14 namespaces, each read by several tests.
const files = new Map<string, Tree>();
function readNamespace(locale: string, namespace: string): Tree {
  const file = join(localesDir, locale, `${namespace}.json`);
  let tree = files.get(file);
  if (!tree) files.set(file, (tree = JSON.parse(readFileSync(file, 'utf8')) as Tree));
  return tree;
}

/** Leaf values by dotted key; anything that is not a string or an object is reported as a bad leaf. */
function flatten(tree: Tree, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** The keys `locale` must have: English's, with plural keys expanded to the locale's categories. */
function expectedKeys(english: Map<string, unknown>, locale: string): string[] {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL_SUFFIX.test(key)) keys.add(key);
    else
      for (const category of pluralCategories(locale)) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return [...keys].sort();
}

const flats = new Map<string, Map<string, unknown>>();
/** A namespace's leaves by dotted key, flattened once. */
function flat(locale: string, namespace: string): Map<string, unknown> {
  const file = `${locale}/${namespace}`;
  let leaves = flats.get(file);
  if (!leaves) flats.set(file, (leaves = flatten(readNamespace(locale, namespace))));
  return leaves;
}

/** English's text for a key of `locale`; a plural form English lacks is compared with English `_other`. */
function englishText(english: Map<string, unknown>, key: string): string {
  const text = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
  return String(text);
}

/**
 * The placeholders a key of `locale` must have: English's. A plural form may also say `{{count}}` where English's
 * form of that category does not ("Make a call"), if another English form does: Russian `one` is also 21, 31 ….
 */
function allowedPlaceholders(english: Map<string, unknown>, key: string, actual: string[]): string[] {
  const expected = placeholders(englishText(english, key));
  if (!PLURAL_SUFFIX.test(key) || expected.includes('count') || !actual.includes('count')) return expected;
  const base = key.replace(PLURAL_SUFFIX, '');
  const forms = [...english.keys()].filter(
    (other) => PLURAL_SUFFIX.test(other) && other.replace(PLURAL_SUFFIX, '') === base,
  );
  const union = new Set(forms.flatMap((other) => placeholders(String(english.get(other)))));
  return union.has('count') ? [...expected, 'count'].sort() : expected;
}

describe('translation files', () => {
  it('have a folder for exactly the locales the catalog knows', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...LOCALES].sort());
  });

  it.each([...LOCALES])('%s has one file per namespace and nothing else', (locale) => {
    const files = readdirSync(join(localesDir, locale)).filter((name) => name !== 'index.ts');
    expect(files.sort()).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  // One test per language and check (35 languages × 14 namespaces would be 1,500 tests); the message names the file.
  describe.each([...LOCALES])('%s', (locale) => {
    it('holds only non-empty strings', () => {
      for (const namespace of NAMESPACES) {
        for (const [key, value] of flat(locale, namespace)) {
          expect(typeof value, `${locale}/${namespace}: ${key}`).toBe('string');
          expect(String(value).trim(), `${locale}/${namespace}: ${key}`).not.toBe('');
        }
      }
    });

    it('has exactly the keys of English, with its own plural forms', () => {
      const found: Record<string, { missing: string[]; extra: string[] }> = {};
      for (const namespace of NAMESPACES) {
        const expected = expectedKeys(flat(FALLBACK_LOCALE, namespace), locale);
        const actual = [...flat(locale, namespace).keys()];
        const [has, wanted] = [new Set(actual), new Set(expected)];
        const missing = expected.filter((key) => !has.has(key));
        const extra = actual.filter((key) => !wanted.has(key));
        if (missing.length > 0 || extra.length > 0) found[namespace] = { missing, extra };
      }
      expect(found).toEqual({});
    });
  });

  describe.each([...LAZY_LOCALES])('%s', (locale) => {
    it('keeps the placeholders of every key', () => {
      for (const namespace of NAMESPACES) {
        const english = flat(FALLBACK_LOCALE, namespace);
        for (const [key, text] of flat(locale, namespace)) {
          const actual = placeholders(String(text));
          expect(actual, `${locale}/${namespace}: ${key}`).toEqual(allowedPlaceholders(english, key, actual));
        }
      }
    });
  });

  // The numbers of spec sentences (48 hours, 5M, 6 to 64 …) are constants of @aura/contracts, passed in as values.
  it.each(NAMESPACES.filter((namespace) => namespace !== 'app'))(
    '%s writes no number into a text',
    (namespace) => {
      for (const locale of LOCALES) {
        for (const [key, text] of flat(locale, namespace)) {
          expect(String(text).replace(PLACEHOLDER, ''), `${locale}/${namespace}: ${key}`).not.toMatch(/\d/);
        }
      }
    },
  );
});
