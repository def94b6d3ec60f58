import { ROUTE_LANGUAGE_PREFIXES, type RouteLanguagePrefix } from '@aura/contracts';
import { FALLBACK_LOCALE, PREFIX_LOCALES, prefixOfLocale, type Locale } from './locales.ts';

export interface RouteLanguage {
  /** The prefix found in the first path segment, if any. */
  prefix: RouteLanguagePrefix | undefined;
  locale: Locale;
  /** The path without the prefix, always starting with `/`; a query or hash is kept. */
  path: string;
}

function isPrefix(segment: string): segment is RouteLanguagePrefix {
  return (ROUTE_LANGUAGE_PREFIXES as readonly string[]).includes(segment);
}

/** Splits `/gb?x` into `/gb` and `?x`, so that a query right after the prefix does not hide it. */
function splitSuffix(path: string): [pathname: string, suffix: string] {
  const start = path.search(/[?#]/);
  return start < 0 ? [path, ''] : [path.slice(0, start), path.slice(start)];
}

/** Reads the language from the first path segment: `/tr/wall` is Turkish at `/wall`; `/wall` is English. */
export function languageFromPath(path: string): RouteLanguage {
  const [pathname, suffix] = splitSuffix(path);
  const [, first = '', ...rest] = pathname.split('/');
  if (!isPrefix(first))
    return { prefix: undefined, locale: FALLBACK_LOCALE, path: `${pathname || '/'}${suffix}` };
  return { prefix: first, locale: PREFIX_LOCALES[first], path: `/${rest.join('/')}${suffix}` };
}

/** Puts the locale's prefix in front of a prefix-free path: (`/wall`, `tr`) → `/tr/wall`, (`/`, `tr`) → `/tr`. */
export function pathWithLanguage(path: string, locale: Locale): string {
  const prefix = prefixOfLocale(locale);
  if (!prefix) return path;
  const [pathname, suffix] = splitSuffix(path);
  const rest = pathname.replace(/^\/+/, '');
  return rest ? `/${prefix}/${rest}${suffix}` : `/${prefix}${suffix}`;
}
