// @vitest-environment node
// String extraction (issue 17): every key the code names must exist in English, or a screen shows the raw key in
// every language. The type of `t` catches most of them at compile time; this scan is the `npm test` check, and it
// also reads keys written as plain strings (`'base:coins.insufficientForCall'` in a table of messages) and
// `i18nKey` props. Keys built at run time (`legal.${page}.title`) are the business of the tests that feed them
// (catalog-ids.test.ts checks the ids of @aura/contracts against the catalog).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from './locales/en/index.ts';
import { NAMESPACES, type Namespace } from './locales.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const NAMESPACE_PATTERN = NAMESPACES.join('|');

type Tree = { [key: string]: string | Tree };

/** Every English key of a namespace: its leaves and the objects above them (`returnObjects` reads those). */
function englishKeys(namespace: Namespace): Set<string> {
  const tree: Tree =
    (english as Record<string, Tree>)[namespace] ??
    (JSON.parse(
      readFileSync(join(import.meta.dirname, 'locales', 'en', `${namespace}.json`), 'utf8'),
    ) as Tree);
  const keys = new Set<string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      keys.add(path);
      if (typeof value === 'object') walk(value, path);
    }
  };
  walk(tree, '');
  return keys;
}

const ENGLISH = new Map(NAMESPACES.map((namespace) => [namespace, englishKeys(namespace)]));

function has(namespace: Namespace, key: string): boolean {
  const keys = ENGLISH.get(namespace)!;
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}_${suffix}`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'locales' ? [] : sourceFiles(path);
    // Tests may name a missing key on purpose (the fallback's tests).
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function allSources(): string[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        try {
          return sourceFiles(join(root, group, entry.name, 'src'));
        } catch {
          return [];
        }
      }),
  );
}

const isNamespace = (value: string): value is Namespace => (NAMESPACES as readonly string[]).includes(value);

/** The namespaces a file's `t` reads without a prefix: those of its useTranslation calls and `ns:` options. */
function fileNamespaces(text: string): Namespace[] {
  const found = new Set<Namespace>(['app']);
  for (const match of text.matchAll(/useTranslation\(([^)]*)\)|getFixedT\(([^)]*)\)/g)) {
    for (const [, name = ''] of (match[1] ?? match[2] ?? '').matchAll(/'(\w+)'/g))
      if (isNamespace(name)) found.add(name);
  }
  for (const [, name = ''] of text.matchAll(/\bns:\s*'(\w+)'/g)) if (isNamespace(name)) found.add(name);
  return [...found];
}

/** The keys a file names: `t('…')`, `i18nKey="…"`, and any string that is a namespaced key (`'base:errors.x'`). */
export function keysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(/(?<![\w$])t\(\s*(['"])([^'"$`]+)\1/g)) keys.add(match[2]!);
  for (const match of text.matchAll(/i18nKey=\{?\s*(['"])([^'"]+)\1/g)) keys.add(match[2]!);
  const namespaced = new RegExp(`(['"\`])((?:${NAMESPACE_PATTERN}):[A-Za-z][\\w.]*)\\1`, 'g');
  for (const match of text.matchAll(namespaced)) keys.add(match[2]!);
  keys.delete('');
  return [...keys];
}

/** The keys of `text` that English lacks, as `key` (or `ns:key`). */
export function missingKeys(text: string): string[] {
  const namespaces = fileNamespaces(text);
  return keysIn(text).filter((key) => {
    const colon = key.indexOf(':');
    if (colon > 0 && isNamespace(key.slice(0, colon)))
      return !has(key.slice(0, colon) as Namespace, key.slice(colon + 1));
    // A plain word (`t('x')` of something else, an event name) is no key: keys have a dot or are a namespace's leaf.
    return !namespaces.some((namespace) => has(namespace, key));
  });
}

describe('keys used in code', () => {
  it('are found in code and checked against English', () => {
    const code = `
      const { t } = useTranslation(['shop', 'base']);
      t('title'); t("base:errors.generic"); t(\`legal.\${page}.title\`);
      const table = { coins: 'base:coins.insufficientForCall', typo: 'base:coins.nope' };
      <Trans i18nKey="shop:nothing.here" />; t('no.such.key');`;
    expect(keysIn(code).sort()).toEqual(
      [
        'base:coins.insufficientForCall',
        'base:coins.nope',
        'base:errors.generic',
        'no.such.key',
        'title',
        'shop:nothing.here',
      ].sort(),
    );
    expect(missingKeys(code).sort()).toEqual(['base:coins.nope', 'no.such.key', 'shop:nothing.here']);
  });

  it('all exist in English', () => {
    const files = allSources();
    expect(files.length).toBeGreaterThan(100);
    const texts = files.map((file) => readFileSync(file, 'utf8'));
    // The scan finds the keys it is there for (about 800 when written).
    expect(texts.flatMap((text) => keysIn(text)).length).toBeGreaterThan(600);
    const missing = files.flatMap((file) =>
      missingKeys(readFileSync(file, 'utf8')).map((key) => `${relative(root, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
