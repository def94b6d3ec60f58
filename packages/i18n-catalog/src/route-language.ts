import { LANGUAGE_IDS, ROUTE_LANGUAGE_PREFIXES, type RouteLanguagePrefix } from '@aura/contracts';
import { FALLBACK_LOCALE, localeOfPrefix, prefixOfLocale, type Locale } from './locales.ts';

export interface RouteLanguage {
  /** The prefix found in the first path segment, if any. */
  prefix: RouteLanguagePrefix | undefined;
  /**
   * A language code in the first path segment that is no prefix of the site's (`de` of `/de/wall`): a language not
   * translated yet. Its path is the page's all the same, in English, and the code stays in the address (issue 18:
   * such a link used to land on the English home page).
   */
  untranslated?: string | undefined;
  locale: Locale;
  /** The path without the prefix, always starting with `/`; a query or hash is kept. */
  path: string;
}

/**
 * A first path segment that names a language but selects none: a route prefix of a language not registered yet
 * (`he`), or any language code of the wire's (spec §3: `de`, `iw`); `all` is a filter, not a language.
 */
function isUntranslatedLanguage(segment: string): boolean {
  return (
    (ROUTE_LANGUAGE_PREFIXES as readonly string[]).includes(segment) ||
    (segment !== 'all' && Object.hasOwn(LANGUAGE_IDS, segment))
  );
}

/** Splits `/gb?x` into `/gb` and `?x`, so that a query right after the prefix does not hide it. */
function splitSuffix(path: string): [pathname: string, suffix: string] {
  const start = path.search(/[?#]/);
  return start < 0 ? [path, ''] : [path.slice(0, start), path.slice(start)];
}

/**
 * Reads the language from the first path segment: `/tr/wall` is Turkish at `/wall`; `/wall` is English; `/de/wall`
 * is English at `/wall` while German is not registered, `de` kept as `untranslated` (any route prefix or language
 * code of the wire's list that selects no registered language).
 */
export function languageFromPath(path: string): RouteLanguage {
  const [pathname, suffix] = splitSuffix(path);
  const [, first = '', ...rest] = pathname.split('/');
  const restPath = `/${rest.join('/')}${suffix}`;
  const locale = localeOfPrefix(first);
  if (locale) return { prefix: prefixOfLocale(locale), locale, path: restPath };
  if (isUntranslatedLanguage(first))
    return { prefix: undefined, untranslated: first, locale: FALLBACK_LOCALE, path: restPath };
  return { prefix: undefined, locale: FALLBACK_LOCALE, path: `${pathname || '/'}${suffix}` };
}

/** Puts the locale's prefix in front of a prefix-free path: (`/wall`, `tr`) → `/tr/wall`, (`/`, `tr`) → `/tr`. */
export function pathWithLanguage(path: string, locale: Locale): string {
  return pathWithPrefix(path, prefixOfLocale(locale));
}

/**
 * Puts a first segment in front of a prefix-free path: (`/wall`, `de`) → `/de/wall`, (`/?x`, `de`) → `/de?x`; the
 * path as it is without one.
 */
export function pathWithPrefix(path: string, prefix: string | undefined): string {
  if (!prefix) return path;
  const [pathname, suffix] = splitSuffix(path);
  const rest = pathname.replace(/^\/+/, '');
  return rest ? `/${prefix}/${rest}${suffix}` : `/${prefix}${suffix}`;
}
