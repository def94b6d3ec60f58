// Every screen in the reader's language (issue 17, docs/i18n.md): a signed-in person walks the main screens in
// Japanese, Arabic and German, and no English word of the catalogue is left on any of them; the page says its
// language and, in Arabic, reads right to left. "English word" means a word of the English catalogue that the
// language's own catalogue does not use too (German shares Chat, Online, Name …; a brand is the same everywhere),
// and not the name of a language in itself (the language picker's "English").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshUkMobile, newPage, useSharedSuite, watchPageErrors } from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const WAIT_MS = 20 * 1000;
const LOCALES_DIR = fileURLToPath(new URL('../../../packages/i18n-catalog/src/locales', import.meta.url));
const SCREENS = ['/wall', '/matching', '/message', '/friends', '/shop', '/task', '/profile/edit'];
const LANGUAGES = [
  { locale: 'ja', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
  { locale: 'de', dir: 'ltr' },
] as const;

const suite = useSharedSuite();

const WORD = /[A-Za-z][A-Za-z']{3,}/g;

/** The words of every text of a locale's catalogue, lower-cased (the legal pages' paragraphs left out). */
function catalogueWords(locale: string): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.replace(/\{\{[^}]*\}\}/g, ' ');
      for (const word of text.match(WORD) ?? []) words.add(word.toLowerCase());
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const dir = join(LOCALES_DIR, locale);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'legal.json')) {
    visit(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return words;
}

/** Each language's name in itself, as the language picker shows it: English is "English" in every language. */
const autonyms = new Set(
  readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => new Intl.DisplayNames([name], { type: 'language' }).of(name)?.match(WORD) ?? [])
    .map((word) => word.toLowerCase()),
);

const english = new Set([...catalogueWords('en')].filter((word) => !autonyms.has(word)));

/** English catalogue words the page shows that `locale`'s own catalogue does not use. */
async function englishOn(page: Page, ownWords: Set<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = new Set<string>();
  for (const word of text.match(WORD) ?? []) {
    const lower = word.toLowerCase();
    if (english.has(lower) && !ownWords.has(lower)) found.add(word);
  }
  return [...found].sort();
}

describe('the main screens in three languages', () => {
  it.for(LANGUAGES)(
    '$locale: no English word of the catalogue on any main screen',
    async ({ locale, dir }) => {
      const own = catalogueWords(locale);
      const page = await signUpByPhone(
        await newPage(suite.browser, suite.contexts),
        suite.url,
        freshUkMobile(),
        {
          nickname: 'Yuki',
        },
      );
      const errors = watchPageErrors(page);
      // Before any script runs: the shell the gateway sends is already in the language (its title, description and
      // <noscript>, the build's shells/<prefix>.html).
      const shell = await (await page.request.get(`${suite.url}/${locale}/wall`)).text();
      expect(shell).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(shell).not.toMatch(/Live video chat|needs JavaScript|meet new people/);
      for (const screen of SCREENS) {
        await page.goto(`${suite.url}/${locale}${screen}`);
        await page.locator('main').first().waitFor({ timeout: WAIT_MS });
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang'), screen).toBe(locale);
        expect(await page.locator('html').getAttribute('dir'), screen).toBe(dir);
        // The screen's namespaces load on demand: wait until its words are there, then nothing English may remain.
        await expect.poll(() => englishOn(page, own), { timeout: WAIT_MS, message: screen }).toEqual([]);
      }
      expect(errors()).toEqual([]);
    },
  );
});
