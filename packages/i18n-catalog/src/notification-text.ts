// The words of web push notifications, for the service worker (apps/web/src/pwa/sw.ts): it has no i18next, so it
// takes the `pwa.notification` part of the `wheel` namespace (the rewards') of every registered language, bundled
// (Vite's import.meta.glob: a language's folder is found by its code, so registering one is locales.ts's line alone).
// Nothing else imports this, and it imports no value of @aura/contracts (the worker would carry zod).
import { FALLBACK_LOCALE, isLocale, prefixOfLocale, type Locale } from './locales.ts';
import { formatNotification, type NotificationKey, type NotificationText } from './notification-format.ts';

export type { NotificationKey, NotificationText } from './notification-format.ts';

declare global {
  interface ImportMeta {
    /** Vite's (the web app's build and vitest): every module matching `pattern`, imported with this one. */
    glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
  }
}

const PWA = import.meta.glob<{ notification: NotificationText }>('./locales/*/wheel.json', {
  eager: true,
  import: 'pwa',
});

/** The notification words of a registered language, if its folder has them. */
export function notificationTexts(locale: Locale): NotificationText | undefined {
  return PWA[`./locales/${locale}/wheel.json`]?.notification;
}

const known = (locale: string): Locale => (isLocale(locale) ? locale : FALLBACK_LOCALE);

/**
 * A notification's text in `locale` (English for a language the catalog does not have), its `{{name}}`-style
 * placeholders filled from `values`. A plural text takes the form of `values.count` in that language's rules.
 */
export function notificationText(
  locale: string,
  key: NotificationKey,
  values: Record<string, string | number> = {},
): string {
  const own = notificationTexts(known(locale));
  return own
    ? formatNotification(own, known(locale), key, values)
    : formatNotification(notificationTexts(FALLBACK_LOCALE)!, FALLBACK_LOCALE, key, values);
}

/** A day in `locale`'s words (English for a language the catalog does not have), in the device's time zone. */
export function notificationDate(locale: string, ms: number): string {
  return new Intl.DateTimeFormat(known(locale), { dateStyle: 'medium' }).format(ms);
}

/** An app path in `locale`'s route language: `/tr/wall` for Turkish, `/wall` for English. */
export function localePath(locale: string, path: string): string {
  const prefix = prefixOfLocale(known(locale));
  return prefix ? `/${prefix}${path}` : path;
}
