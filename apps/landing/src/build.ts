import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createI18n } from '@aura/i18n-catalog';
import { build } from 'esbuild';
import { renderPage, type Translate } from './render.tsx';
import {
  CAMPAIGN_PATHS,
  INDEXED_PAGES,
  LOCALES,
  ORIGIN_MARK,
  fileOf,
  hrefOf,
  type Locale,
  type PageName,
} from './site.ts';
import { pathWithLanguage } from '@aura/i18n-catalog/routing';

/** The budgets of issue 16, gzip: each page, and the one script. */
export const BUDGETS = { pageGzip: 14 * 1024, scriptGzip: 5 * 1024 };

/** What the gateway reads (dist/manifest.json): which file answers which address. */
export interface LandingManifest {
  /** Exact addresses (`/`, `/tr/about-us`) → page file. */
  pages: Record<string, string>;
  /** Address prefixes of the marketing landings (`/tr/landings`) → page file; the prefix itself and below. */
  campaigns: Record<string, string>;
  /** The script the pages load, and the stable name marketing pages elsewhere embed. */
  script: string;
  embed: string;
}

export interface BuiltFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface LandingBuild {
  manifest: LandingManifest;
  pages: BuiltFile[];
  script: BuiltFile;
}

const here = dirname(fileURLToPath(import.meta.url));
const catalogDir = dirname(createRequire(import.meta.url).resolve('@aura/i18n-catalog/package.json'));

/** The catalog's i18next in `locale`, every namespace the pages use loaded from the catalog's files. */
async function translator(locale: Locale): Promise<Translate> {
  const i18n = createI18n(locale, {
    load: async (language, namespace) =>
      JSON.parse(readFileSync(join(catalogDir, 'src', 'locales', language, `${namespace}.json`), 'utf8')),
  });
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  await i18n.loadNamespaces(['app', 'legal']);
  if (!i18n.hasResourceBundle(locale, 'legal')) throw new Error(`no legal texts for ${locale}`);
  return i18n.getFixedT(locale) as unknown as Translate;
}

const sizeOf = (file: string, content: string | Uint8Array): BuiltFile => ({
  file,
  bytes: Buffer.byteLength(content),
  gzip: gzipSync(content, { level: 9 }).length,
});

/** The embedded bundle, minified, one file (src/bundle/main.ts). */
async function bundle(): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(here, 'bundle', 'main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    conditions: ['@aura/source'],
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0]!.contents;
}

function sitemap(): string {
  const urls = INDEXED_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${ORIGIN_MARK}${hrefOf(page, other)}"/>`,
      ).join('');
      return `<url><loc>${ORIGIN_MARK}${hrefOf(page, locale)}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const ROBOTS = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /facade/\nSitemap: ${ORIGIN_MARK}/sitemap.xml\n`;

/** Builds every page in every language, the script, the sitemap and robots.txt into `outDir` (emptied first). */
export async function buildLanding(
  outDir: string,
  { year = new Date().getUTCFullYear() } = {},
): Promise<LandingBuild> {
  rmSync(outDir, { recursive: true, force: true });
  const write = (file: string, content: string | Uint8Array) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), content);
  };

  const code = await bundle();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const script = `landing/landing-${hash}.js`;
  const embed = 'landing/embed.js';
  write(script, code);
  write(embed, code);

  const manifest: LandingManifest = { pages: {}, campaigns: {}, script: `/${script}`, embed: `/${embed}` };
  const pages: BuiltFile[] = [];
  const all: PageName[] = [...INDEXED_PAGES, 'campaign'];
  for (const locale of LOCALES) {
    const t = await translator(locale);
    for (const page of all) {
      const file = fileOf(page, locale);
      const html = renderPage({ page, locale, t, script: `/${script}`, year });
      write(file, html);
      pages.push(sizeOf(file, html));
      if (page === 'campaign') {
        for (const path of CAMPAIGN_PATHS) manifest.campaigns[pathWithLanguage(path, locale)] = file;
      } else {
        manifest.pages[hrefOf(page, locale)] = file;
      }
    }
  }
  write('sitemap.xml', sitemap());
  write('robots.txt', ROBOTS);
  write('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, pages, script: sizeOf(script, code) };
}
