// The words of web push notifications, for the service worker (apps/web/src/pwa/sw.ts): it has no i18next, so it
// takes the `notification` part of the `pwa` namespace of every language, bundled. Nothing else imports this, and
// it imports nothing of @aura/contracts (the worker would carry zod): its route prefixes are checked against
// locales.ts's in its test.
import en from './locales/en/pwa.json';
import enGB from './locales/en-GB/pwa.json';
import nl from './locales/nl/pwa.json';
import tr from './locales/tr/pwa.json';
import type { Locale } from './locales.ts';

export type NotificationText = (typeof en)['notification'];

/** Each language's route prefix (spec §2), as locales.ts's PREFIX_LOCALES says. */
export const NOTIFICATION_PREFIXES: Record<Locale, string> = { en: '', 'en-GB': '/gb', nl: '/nl', tr: '/tr' };

const known = (locale: string): locale is Locale => Object.hasOwn(NOTIFICATION_PREFIXES, locale);

const TEXT: Record<Locale, NotificationText> = {
  en: en.notification,
  'en-GB': enGB.notification,
  nl: nl.notification,
  tr: tr.notification,
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
