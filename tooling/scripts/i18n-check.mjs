#!/usr/bin/env node
// Checks translation folders against English before they are registered in the catalog:
//   node tooling/scripts/i18n-check.mjs ja ko zh
// Same rules as packages/i18n-catalog/src/catalog.test.ts: every English key, plural keys in the language's own
// categories (Intl.PluralRules), non-empty strings, the same {{placeholders}}, no digits outside placeholders
// (numbers are values), and no extra keys. Exits 1 on any finding.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(import.meta.dirname, '../../packages/i18n-catalog/src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g;

const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

function flatten(tree, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

const placeholders = (text) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort().join(',');

/**
 * English's placeholders for `key`; a plural form may also say {{count}} where English's form of that category does
 * not ("Make a call"), if another English form of the key does (Russian `one` is also 21, 31 …).
 */
function allowedPlaceholders(english, key, value, source) {
  const expected = placeholders(source);
  const names = expected ? expected.split(',') : [];
  if (
    !PLURAL_SUFFIX.test(key) ||
    names.includes('count') ||
    !placeholders(value).split(',').includes('count')
  )
    return expected;
  const base = key.replace(PLURAL_SUFFIX, '');
  const union = [...english.keys()]
    .filter((other) => PLURAL_SUFFIX.test(other) && other.replace(PLURAL_SUFFIX, '') === base)
    .flatMap((other) => placeholders(String(english.get(other))).split(','));
  return union.includes('count') ? [...names, 'count'].sort().join(',') : expected;
}

let findings = 0;
function report(message) {
  findings += 1;
  console.log(message);
}

for (const locale of process.argv.slice(2)) {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const namespace of namespaces) {
    const file = join(localesDir, locale, `${namespace}.json`);
    if (!existsSync(file)) {
      report(`${locale}/${namespace}: file missing`);
      continue;
    }
    let translated;
    try {
      translated = flatten(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      report(`${locale}/${namespace}: not JSON (${error.message})`);
      continue;
    }
    const english = flatten(JSON.parse(readFileSync(join(localesDir, 'en', `${namespace}.json`), 'utf8')));
    const expected = new Set();
    for (const key of english.keys()) {
      if (!PLURAL_SUFFIX.test(key)) expected.add(key);
      else for (const category of categories) expected.add(key.replace(PLURAL_SUFFIX, `_${category}`));
    }
    for (const key of expected) if (!translated.has(key)) report(`${locale}/${namespace}: missing ${key}`);
    for (const [key, value] of translated) {
      if (!expected.has(key)) {
        report(`${locale}/${namespace}: extra ${key}`);
        continue;
      }
      if (typeof value !== 'string' || value.trim() === '') {
        report(`${locale}/${namespace}: ${key} is not a non-empty string`);
        continue;
      }
      const source = String(english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')));
      if (placeholders(value) !== allowedPlaceholders(english, key, value, source))
        report(
          `${locale}/${namespace}: ${key} has {{${placeholders(value)}}}, English {{${placeholders(source)}}}`,
        );
      if (namespace !== 'app' && /\d/.test(value.replace(PLACEHOLDER, '')))
        report(`${locale}/${namespace}: ${key} writes a digit outside a placeholder`);
    }
  }
}

if (findings > 0) {
  console.log(`${findings} finding(s)`);
  process.exit(1);
}
console.log('ok');
