import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { LandingManifest } from '@aura/contracts';
import { createI18n } from '@aura/i18n-catalog';
import type { ConsentTexts } from '@aura/consent';
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

export interface BuiltFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface LandingBuild {
  manifest: LandingManifest;
  pages: BuiltFile[];
  /** The script a page loads before any interaction: the entry and the chunks it imports statically. */
  script: BuiltFile;
}

const here = dirname(fileURLToPath(import.meta.url));
const catalogDir = dirname(createRequire(import.meta.url).resolve('@aura/i18n-catalog/package.json'));

/** The catalog's i18next in `locale`, every namespace the pages use loaded from the catalog's files. */
async function translator(locale: Locale): Promise<{ t: Translate; consentTexts: ConsentTexts }> {
  const i18n = createI18n(locale, {
    load: async (language, namespace) =>
      JSON.parse(readFileSync(join(catalogDir, 'src', 'locales', language, `${namespace}.json`), 'utf8')),
  });
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  await i18n.loadNamespaces(['app', 'legal', 'consent']);
  if (!i18n.hasResourceBundle(locale, 'legal')) throw new Error(`no legal texts for ${locale}`);
  const t = i18n.getFixedT(locale) as unknown as Translate;
  const english = JSON.parse(
    readFileSync(join(catalogDir, 'src', 'locales', 'en', 'consent.json'), 'utf8'),
  ) as ConsentTexts;
  const consentTexts = Object.fromEntries(
    Object.keys(english).map((key) => [
      key,
      t(`consent:${key}`, { interpolation: { skipOnVariables: true } }),
    ]),
  ) as unknown as ConsentTexts;
  return { t, consentTexts };
}

const sizeOf = (file: string, content: string | Uint8Array): BuiltFile => ({
  file,
  bytes: Buffer.byteLength(content),
  gzip: gzipSync(content, { level: 9 }).length,
});

/** The bundle's files: its entry, and the chunks it loads (statically, or with import() when needed). */
interface Bundle {
  entry: Uint8Array;
  /** Chunk file names (`chunk-<hash>.js`) → contents. */
  chunks: Map<string, Uint8Array>;
  /** The chunks the entry imports statically: loaded with it, so inside its budget. */
  staticChunks: string[];
}

/**
 * The embedded bundle (src/bundle/main.ts): an ES module, minified, with what it imports dynamically (a consent
 * tool's heavy part) split into chunks beside it that load only when called for.
 */
async function bundle(): Promise<Bundle> {
  const result = await build({
    entryPoints: { entry: join(here, 'bundle', 'main.ts') },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: ['es2020'],
    conditions: ['@aura/source'],
    legalComments: 'none',
    outdir: '/landing',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: false,
  });
  const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const entry = result.outputFiles.find((file) => name(file.path) === 'entry.js')!;
  const entryMeta = Object.entries(result.metafile.outputs).find(([path]) => name(path) === 'entry.js')![1];
  return {
    entry: entry.contents,
    chunks: new Map(
      result.outputFiles.filter((file) => file !== entry).map((file) => [name(file.path), file.contents]),
    ),
    staticChunks: entryMeta.imports
      .filter((imported) => imported.kind === 'import-statement')
      .map((imported) => name(imported.path)),
  };
}

function sitemap(): string {
  const urls = INDEXED_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${ORIGIN_MARK}${hrefOf(page, other)}"/>`,
      ).join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN_MARK}${hrefOf(page, 'en')}"/>`;
      return `<url><loc>${ORIGIN_MARK}${hrefOf(page, locale)}</loc>${links}${fallback}</url>`;
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
  /** A script and its brotli and gzip variants, which the gateway sends in its place (preCompressed). */
  const writeScript = (file: string, content: Uint8Array) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    write(`${file}.gz`, gzipSync(content, { level: 9 }));
  };

  const { entry: code, chunks, staticChunks } = await bundle();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const script = `landing/landing-${hash}.js`;
  const embed = 'landing/embed.js';
  writeScript(script, code);
  // The same module under a stable name; its chunks are beside it, so its relative imports resolve the same.
  writeScript(embed, code);
  for (const [name, contents] of chunks) writeScript(`landing/${name}`, contents);
  const firstLoad = Buffer.concat([code, ...staticChunks.map((name) => chunks.get(name)!)]);

  const manifest: LandingManifest = { pages: {}, campaigns: {}, script: `/${script}`, embed: `/${embed}` };
  const pages: BuiltFile[] = [];
  const all: PageName[] = [...INDEXED_PAGES, 'campaign'];
  for (const locale of LOCALES) {
    const { t, consentTexts } = await translator(locale);
    for (const page of all) {
      const file = fileOf(page, locale);
      const html = renderPage({ page, locale, t, consentTexts, script: `/${script}`, year });
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
  return { manifest, pages, script: sizeOf(script, firstLoad) };
}
