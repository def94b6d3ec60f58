// The app's shell in every language: before any script runs, a page under /ja/… already says `lang="ja"`, has its
// title, description and <noscript> in Japanese, and names a web manifest in Japanese. The build writes
// `dist/shells/<prefix>.html` and `.webmanifest` per language with a route prefix; the gateway sends the shell of a
// path's prefix (apps/gateway/src/web.ts), English keeps index.html. The app sets the same once it runs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type * as CatalogIndex from '@aura/i18n-catalog';
import type * as Routing from '@aura/i18n-catalog/routing';
import { runnerImport, type Plugin } from 'vite';

export interface ShellTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  noscript: string;
  /** The web manifest's address for this language. */
  manifest: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html in a language. Each part must be found exactly once: a changed index.html fails the build rather than
 * shipping shells that are half English.
 */
export function localizeShell(html: string, texts: ShellTexts): string {
  const parts: [what: string, pattern: RegExp, replacement: string][] = [
    ['<html lang="en">', /<html lang="en">/g, `<html lang="${texts.lang}" dir="${texts.dir}">`],
    ['<title>', /<title>[^<]*<\/title>/g, `<title>${escapeHtml(texts.title)}</title>`],
    [
      'the description',
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/g,
      `<meta name="description" content="${escapeHtml(texts.description)}" />`,
    ],
    ['<noscript>', /<noscript>[^<]*<\/noscript>/g, `<noscript>${escapeHtml(texts.noscript)}</noscript>`],
    [
      'the manifest link',
      /<link rel="manifest" href="\/manifest\.webmanifest"/g,
      `<link rel="manifest" href="${texts.manifest}"`,
    ],
  ];
  return parts.reduce((page, [what, pattern, replacement]) => {
    const found = page.match(pattern)?.length ?? 0;
    if (found !== 1)
      throw new Error(`index.html has ${found} of ${what}; a localized shell needs exactly one`);
    return page.replace(pattern, () => replacement);
  }, html);
}

/** The web manifest in a language: its words, and the app opening in that language once installed. */
export function localizeManifest(
  manifest: Record<string, unknown>,
  texts: Pick<ShellTexts, 'lang' | 'dir' | 'title' | 'description'>,
  prefix: string,
): Record<string, unknown> {
  return {
    ...manifest,
    name: texts.title,
    description: texts.description,
    lang: texts.lang,
    dir: texts.dir,
    start_url: `/${prefix}`,
  };
}

/** What the shells need of the catalog: its languages, their prefixes and directions, and its i18next. */
interface Catalog {
  LOCALES: typeof Routing.LOCALES;
  prefixOfLocale: typeof Routing.prefixOfLocale;
  directionOf: typeof Routing.directionOf;
  LEGAL_VALUES: typeof CatalogIndex.LEGAL_VALUES;
  createI18n: typeof CatalogIndex.createI18n;
}

const CATALOG_MODULE = '\0aura:shell-catalog';

/**
 * The catalog's own code, run from source (the web build waits on no package's compiled output): Vite's module
 * runner with the workspace's `@aura/source` condition, over a module naming only what the shells use (not the
 * catalog's index, which brings its sagas and React parts).
 */
async function loadCatalog(catalogSource: string): Promise<Catalog> {
  const { module } = await runnerImport<Catalog>(CATALOG_MODULE, {
    logLevel: 'error',
    environments: { inline: { resolve: { conditions: ['@aura/source'], noExternal: [/^@aura\//] } } },
    plugins: [
      {
        name: 'aura:shell-catalog',
        resolveId: (id) => (id === CATALOG_MODULE ? id : undefined),
        load: (id) =>
          id === CATALOG_MODULE
            ? [
                `export { LOCALES, prefixOfLocale, directionOf } from ${JSON.stringify(join(catalogSource, 'routing.ts'))};`,
                `export { LEGAL_VALUES } from ${JSON.stringify(join(catalogSource, 'legal.ts'))};`,
                `export { createI18n } from ${JSON.stringify(join(catalogSource, 'i18n.ts'))};`,
              ].join('\n')
            : undefined,
      },
    ],
  });
  return module;
}

/** Writes the shells once the bundle (index.html, the manifest) is written, before it is precompressed. */
export function localizedShells(): Plugin {
  let outDir = '';
  let catalogSource = '';
  return {
    name: 'aura:localized-shells',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      const catalogPackage = createRequire(join(config.root, 'package.json')).resolve(
        '@aura/i18n-catalog/package.json',
      );
      catalogSource = join(dirname(catalogPackage), 'src');
    },
    async writeBundle() {
      const catalog = await loadCatalog(catalogSource);
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(outDir, 'manifest.webmanifest'), 'utf8')) as Record<
        string,
        unknown
      >;
      await mkdir(join(outDir, 'shells'), { recursive: true });
      for (const locale of catalog.LOCALES) {
        const prefix = catalog.prefixOfLocale(locale);
        if (!prefix) continue;
        const i18n = catalog.createI18n(locale, {
          load: async (language, namespace) =>
            JSON.parse(await readFile(join(catalogSource, 'locales', language, `${namespace}.json`), 'utf8')),
        });
        if (!i18n.isInitialized) await new Promise((done) => i18n.on('initialized', done));
        await i18n.loadNamespaces(['app', 'legal']);
        // Keys of namespaces loaded here, which the catalog's types know only for the core ones.
        const t = i18n.getFixedT(locale) as unknown as (key: string, values?: object) => string;
        const texts: ShellTexts = {
          lang: locale,
          dir: catalog.directionOf(locale),
          title: `${t('app:brand')} · ${t('app:tagline')}`,
          description: t('legal:seo.home', catalog.LEGAL_VALUES),
          noscript: t('legal:shell.noscript'),
          manifest: `/shells/${prefix}.webmanifest`,
        };
        await writeFile(join(outDir, 'shells', `${prefix}.html`), localizeShell(html, texts));
        await writeFile(
          join(outDir, 'shells', `${prefix}.webmanifest`),
          JSON.stringify(localizeManifest(manifest, texts, prefix)),
        );
      }
    },
  };
}
