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

function readNamespace(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Tree;
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

/** English's text for a key of `locale`; a plural form English lacks is compared with English `_other`. */
function englishText(english: Map<string, unknown>, key: string): string {
  const text = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
  return String(text);
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

  describe.each([...LOCALES])('%s', (locale) => {
    it.each([...NAMESPACES])('%s holds only non-empty strings', (namespace) => {
      for (const [key, value] of flatten(readNamespace(locale, namespace))) {
        expect(typeof value, `${locale}/${namespace}: ${key}`).toBe('string');
        expect(String(value).trim(), `${locale}/${namespace}: ${key}`).not.toBe('');
      }
    });

    it.each([...NAMESPACES])('%s has exactly the keys of English, with its own plural forms', (namespace) => {
      const expected = expectedKeys(flatten(readNamespace(FALLBACK_LOCALE, namespace)), locale);
      const actual = [...flatten(readNamespace(locale, namespace)).keys()];
      const missing = expected.filter((key) => !actual.includes(key));
      const extra = actual.filter((key) => !expected.includes(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });
  });

  describe.each([...LAZY_LOCALES])('%s', (locale) => {
    it.each([...NAMESPACES])('%s keeps the placeholders of every key', (namespace) => {
      const english = flatten(readNamespace(FALLBACK_LOCALE, namespace));
      for (const [key, text] of flatten(readNamespace(locale, namespace))) {
        expect(placeholders(String(text)), `${locale}/${namespace}: ${key}`).toEqual(
          placeholders(englishText(english, key)),
        );
      }
    });
  });

  // The numbers of spec sentences (48 hours, 5M, 6 to 64 …) are constants of @aura/contracts, passed in as values.
  it.each(NAMESPACES.filter((namespace) => namespace !== 'app'))(
    '%s writes no number into a text',
    (namespace) => {
      for (const locale of LOCALES) {
        for (const [key, text] of flatten(readNamespace(locale, namespace))) {
          expect(String(text).replace(PLACEHOLDER, ''), `${locale}/${namespace}: ${key}`).not.toMatch(/\d/);
        }
      }
    },
  );
});
