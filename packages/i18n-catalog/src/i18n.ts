import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { english } from './locales/en/index.ts';
import type consent from './locales/en/consent.json';
import type legal from './locales/en/legal.json';
import type profile from './locales/en/profile.json';
import type shop from './locales/en/shop.json';
import type webChat from './locales/en/webChat.json';
import type wheel from './locales/en/wheel.json';
import {
  CORE_NAMESPACES,
  FALLBACK_LOCALE,
  LAZY_LOCALES,
  LOCALES,
  NAMESPACES,
  ON_DEMAND_NAMESPACES,
  type Locale,
} from './locales.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: typeof english & {
      consent: typeof consent;
      legal: typeof legal;
      profile: typeof profile;
      shop: typeof shop;
      webChat: typeof webChat;
      wheel: typeof wheel;
    };
  }
}

/** Fetches one namespace of one language; `createI18n` takes another for tests or a different transport. */
export type NamespaceLoader = (locale: string, namespace: string) => Promise<Record<string, unknown>>;

/**
 * Loads one namespace of one lazily loaded language, or one of English's lazily loaded namespaces; each file
 * becomes its own chunk. English's few are found from the entry; every other language's through the table of
 * language-chunks.ts, a chunk of its own fetched with the first of them: the entry's size does not grow with the
 * languages (a bundler's table of 35 languages × 14 files would be about 8 kB brotli).
 */
export async function loadNamespace(locale: string, namespace: string): Promise<Record<string, unknown>> {
  const lazy =
    (LAZY_LOCALES as readonly string[]).includes(locale) ||
    (locale === FALLBACK_LOCALE && (ON_DEMAND_NAMESPACES as readonly string[]).includes(namespace));
  if (!lazy || !(NAMESPACES as readonly string[]).includes(namespace)) {
    throw new Error(`No translations for ${locale}/${namespace}`);
  }
  const module = (
    locale === FALLBACK_LOCALE
      ? await import(`./locales/en/${namespace}.json`)
      : await (await import('./language-chunks.ts')).importNamespace(locale, namespace)
  ) as { default: Record<string, unknown> };
  return module.default;
}

export interface CreateI18nOptions {
  /** Where lazily loaded namespaces come from; `loadNamespace` unless given. */
  load?: NamespaceLoader;
  /**
   * Rewrites every English namespace as it loads, bundled or not: the pseudo-locale's `pseudoNamespace` (pseudo.ts,
   * development and Storybook only).
   */
  english?: (namespace: Record<string, unknown>) => Record<string, unknown>;
}

type Resources = Record<string, Record<string, unknown>>;
const mapValues = (
  resources: Resources,
  map: (namespace: Record<string, unknown>) => Record<string, unknown>,
) => Object.fromEntries(Object.entries(resources).map(([name, namespace]) => [name, map(namespace)]));

/**
 * A new i18next instance for the app: English bundled, other locales fetched per namespace on first use, missing
 * keys falling back to English.
 */
export function createI18n(
  locale: Locale = FALLBACK_LOCALE,
  { load = loadNamespace, english: rewrite }: CreateI18nOptions = {},
): i18n {
  const instance = i18next.createInstance();
  const loader: NamespaceLoader = rewrite
    ? async (language, namespace) => {
        const loaded = await load(language, namespace);
        return language === FALLBACK_LOCALE ? rewrite(loaded) : loaded;
      }
    : load;
  instance.use(resourcesToBackend(loader)).use(initReactI18next);
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'app',
    // A copy per instance: i18next adds the namespaces it loads later to this object, which would otherwise be
    // the module's own and show every later instance (another test file in the worker) as having loaded them.
    resources: { [FALLBACK_LOCALE]: rewrite ? mapValues(english, rewrite) : { ...english } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
