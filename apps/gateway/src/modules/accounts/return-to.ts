import {
  APP_ROUTES,
  AUTO_LOGIN_QUERY,
  LANGUAGE_IDS,
  OAUTH_ERROR_QUERY,
  ROUTE_LANGUAGE_PREFIXES,
} from '@aura/contracts';

const MAX_LENGTH = 512;
const PROBE = new URL('http://return-to.invalid');
/**
 * A first path segment the web app reads as a language: a prefix of the site's (`tr`, `gb`, `he` …) or, as the app does
 * since issue 18, any language code of the wire's list (`/de/wall` is the wall in English, `de` kept in the address).
 */
const LANGUAGE_SEGMENTS = [
  ...ROUTE_LANGUAGE_PREFIXES,
  ...Object.keys(LANGUAGE_IDS).filter((code) => code !== 'all'),
];
const PREFIX = new RegExp(`^/(${[...new Set(LANGUAGE_SEGMENTS)].join('|')})(?=[/?#]|$)`);

/**
 * A place in the web app to come back to: a path on our own origin, with its query but without the parameters
 * we add ourselves. Anything else (another origin, `//host`, `/\host`, a scheme, control characters) is refused
 * with undefined: a sign-in must never become an open redirect (OWASP "Unvalidated Redirects").
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Backslashes count as slashes in browsers (`/\evil.example`); whitespace and controls hide tricks.
  if (/[\\\s\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return undefined;
  }
  // Dot segments can fold `/a/../..//host` into `//host`, which a browser reads as another origin.
  if (url.origin !== PROBE.origin || url.pathname.startsWith('//')) return undefined;
  url.searchParams.delete(AUTO_LOGIN_QUERY);
  url.searchParams.delete(OAUTH_ERROR_QUERY);
  return `${url.pathname}${url.search}`;
}

/** `publicUrl` with a safe path and one more query parameter; the origin stays publicUrl's whatever the path. */
export function appUrl(publicUrl: string, path: string, name: string, value: string): string {
  const target = new URL(path, PROBE);
  const url = new URL(publicUrl);
  url.pathname = target.pathname;
  url.search = target.search;
  url.searchParams.set(name, value);
  return url.href;
}

/** The login page in the language of `returnTo` (`/tr/wall` → `/tr/login`, `/he/wall` → `/he/login`). */
export function loginPathFor(returnTo: string | undefined): string {
  const prefix = returnTo?.match(PREFIX)?.[0] ?? '';
  return `${prefix}${APP_ROUTES.login}`;
}
