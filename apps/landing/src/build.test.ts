// The landing build as it ships (build.ts into a folder of its own): every page within its byte budget, one script
// and no other, the search-engine links of every language version reciprocal, the sitemap listing them all.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directionOf } from '@aura/i18n-catalog/routing';
import { BUDGETS, buildLanding, type LandingBuild } from './build.ts';
import { INDEXED_PAGES, LOCALES, ORIGIN_MARK } from './site.ts';

/** An origin as long as a real one: the gateway writes its own in place of the mark. */
const ORIGIN = 'https://www.aura-video-chat.example';
const dist = mkdtempSync(join(tmpdir(), 'aura-landing-'));
let built: LandingBuild;
const read = (file: string) => readFileSync(join(dist, file), 'utf8').replaceAll(ORIGIN_MARK, ORIGIN);

beforeAll(async () => {
  built = await buildLanding(dist, { year: 2026 });
}, 60_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The attributes of every tag `name` in a page (the build writes them one way: `key="value"`). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        value,
      ]),
    ),
  );
}

describe('the landing build', () => {
  it('keeps every page within 14 kB gzip and its script within 5 kB gzip', () => {
    expect(built.pages).toHaveLength(LOCALES.length * (INDEXED_PAGES.length + 1));
    for (const { file } of built.pages) {
      const gzip = gzipSync(read(file), { level: 9 }).length;
      expect(gzip, file).toBeLessThanOrEqual(BUDGETS.pageGzip);
    }
    const script = readFileSync(join(dist, built.manifest.script));
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(BUDGETS.scriptGzip);
    expect(readFileSync(join(dist, built.manifest.embed))).toEqual(script);
  });

  it('loads one script, a module (deferred), and runs no inline code (the gateway’s script-src self)', () => {
    for (const { file } of built.pages) {
      const html = read(file);
      const scripts = tags(html, 'script');
      const code = scripts.filter((script) => !/^application\/(?:ld\+)?json$/.test(script.type ?? ''));
      expect(code, file).toEqual([{ type: 'module', src: built.manifest.script }]);
      expect(html, file).not.toMatch(/\son[a-z]+="/i);
    }
  });

  it('writes each language’s text into its pages, readable without any script', () => {
    const turkish = read(built.manifest.pages['/tr']!);
    expect(turkish).toContain('<html lang="tr"');
    expect(turkish).toContain('<h1>Yeni biriyle yüz yüze tanış</h1>');
    expect(turkish).toMatch(/<meta name="description" content="[^"]*Yalnızca yetişkinler \(18\+\)\."/);
    expect(read(built.manifest.pages['/nl/about-us']!)).toContain('<h1>Over ons</h1>');
    const privacy = read(built.manifest.pages['/gb/privacy-policy']!);
    expect(privacy).toContain('<html lang="en-GB"');
    expect(privacy.match(/<p>/g)!.length).toBeGreaterThan(3);
  });

  it('links every language version of every page both ways, itself and x-default included', () => {
    const pageAt = new Map(
      Object.entries(built.manifest.pages).map(([path, file]) => [`${ORIGIN}${path}`, file]),
    );
    const alternatesOf = (file: string) =>
      new Map(
        tags(read(file), 'link')
          .filter((link) => link.rel === 'alternate')
          .map((link) => [link.hreflang!, link.href!]),
      );
    for (const [url, file] of pageAt) {
      const html = read(file);
      const lang = tags(html, 'html')[0]!.lang!;
      expect(tags(html, 'html')[0]!.dir, file).toBe(directionOf(lang));
      expect(tags(html, 'link').find((link) => link.rel === 'canonical')?.href, file).toBe(url);
      const alternates = alternatesOf(file);
      expect([...alternates.keys()].sort(), file).toEqual([...LOCALES, 'x-default'].sort());
      expect(alternates.get(lang), file).toBe(url);
      for (const [hreflang, href] of alternates) {
        const other = pageAt.get(href);
        expect(other, `${file} → ${href}`).toBeDefined();
        if (hreflang === 'x-default') continue;
        expect(tags(read(other!), 'html')[0]!.lang, href).toBe(hreflang);
        expect(alternatesOf(other!).get(lang), `${href} does not link back to ${url}`).toBe(url);
      }
    }
  });

  it('gives the script the consent tool’s words and the cookie policy in the page’s language', () => {
    const data = JSON.parse(
      /<script type="application\/json" id="aura-landing-data">(.*?)<\/script>/.exec(
        read(built.manifest.pages['/nl']!),
      )![1]!,
    );
    expect(data.cookiePolicyUrl).toBe('/nl/cookie-policy');
    expect(data.consentTexts.cookiePolicy).toBe('Cookiebeleid');
    expect(data.consentTexts.firstLayerText).toContain('{{count}}');
  });

  it('describes the organisation in the page’s language, and keeps the marketing landings out of the index', () => {
    const data = (file: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(read(file))![1]!);
    expect(data(built.manifest.pages['/']!)).toMatchObject({ '@type': 'Organization', url: `${ORIGIN}/` });
    expect(data(built.manifest.pages['/tr']!).description).toMatch(/yetişkinler için canlı görüntülü sohbet/);
    expect(data(built.manifest.pages['/nl']!).description).toMatch(/videochat voor volwassenen/);
    const campaign = read(built.manifest.campaigns['/tr/landings']!);
    expect(campaign).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(campaign).not.toContain('rel="canonical"');
  });

  it('lists every indexed page in the sitemap, and robots.txt points at it', () => {
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs.sort()).toEqual(
      Object.keys(built.manifest.pages)
        .map((path) => `${ORIGIN}${path}`)
        .sort(),
    );
    // Each entry lists the page's every language version and the x-default, as the pages do.
    const first = /<url>.*?<\/url>/.exec(sitemap)![0];
    expect(first.match(/hreflang="/g)).toHaveLength(LOCALES.length + 1);
    expect(first).toContain(`hreflang="x-default" href="${ORIGIN}/"`);
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
