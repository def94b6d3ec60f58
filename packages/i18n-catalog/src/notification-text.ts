// The words of web push notifications, for the service worker (apps/web/src/pwa/sw.ts): it has no i18next, so it
// takes the `pwa.notification` part of the `wheel` namespace (the rewards') of every language, bundled. Nothing else imports this, and
// it imports nothing of @aura/contracts (the worker would carry zod): its route prefixes are checked against
// locales.ts's in its test.
import en from './locales/en/wheel.json';
import enGB from './locales/en-GB/wheel.json';
import nl from './locales/nl/wheel.json';
import tr from './locales/tr/wheel.json';
import type { Locale } from './locales.ts';

export type NotificationText = (typeof en)['pwa']['notification'];

/** Each language's route prefix (spec §2), as locales.ts's PREFIX_LOCALES says. */
export const NOTIFICATION_PREFIXES: Record<Locale, string> = { en: '', 'en-GB': '/gb', nl: '/nl', tr: '/tr' };

const known = (locale: string): locale is Locale => Object.hasOwn(NOTIFICATION_PREFIXES, locale);

const TEXT: Record<Locale, NotificationText> = {
  en: en.pwa.notification,
  'en-GB': enGB.pwa.notification,
  nl: nl.pwa.notification,
  tr: tr.pwa.notification,
};

/**
 * A notification's text in `locale` (English for a language the catalog does not have), its `{{name}}`-style
 * placeholders filled from `values`.
 */
export function notificationText(
  locale: string,
  key: keyof NotificationText,
  values: Record<string, string | number> = {},
): string {
  const text = TEXT[known(locale) ? locale : 'en'][key];
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** An app path in `locale`'s route language: `/tr/wall` for Turkish, `/wall` for English. */
export function localePath(locale: string, path: string): string {
  return `${NOTIFICATION_PREFIXES[known(locale) ? locale : 'en']}${path}`;
}
