import { ROUTE_LANGUAGE_PREFIXES, type RouteLanguagePrefix } from '@aura/contracts';
import { FALLBACK_LOCALE, PREFIX_LOCALES, prefixOfLocale, type Locale } from './locales.ts';

export interface RouteLanguage {
  /** The prefix found in the first path segment, if any. */
  prefix: RouteLanguagePrefix | undefined;
  locale: Locale;
  /** The path without the prefix, always starting with `/`. */
  path: string;
}

function isPrefix(segment: string): segment is RouteLanguagePrefix {
  return (ROUTE_LANGUAGE_PREFIXES as readonly string[]).includes(segment);
}

/** Reads the language from the first path segment: `/tr/wall` is Turkish at `/wall`; `/wall` is English. */
export function languageFromPath(pathname: string): RouteLanguage {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isPrefix(first)) return { prefix: undefined, locale: FALLBACK_LOCALE, path: pathname || '/' };
  return { prefix: first, locale: PREFIX_LOCALES[first], path: `/${rest.join('/')}` };
}

/** Puts the locale's prefix in front of a prefix-free path: (`/wall`, `tr`) → `/tr/wall`. */
export function pathWithLanguage(path: string, locale: Locale): string {
  const prefix = prefixOfLocale(locale);
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}
