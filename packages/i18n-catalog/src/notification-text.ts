// The words of web push notifications, for the service worker (apps/web/src/pwa/sw.ts): it has no i18next, so it
// takes the `pwa.notification` part of the `wheel` namespace (the rewards') of every registered language, bundled
// (Vite's import.meta.glob: a language's folder is found by its code, so registering one is locales.ts's line alone).
// Nothing else imports this, and it imports no value of @aura/contracts (the worker would carry zod).
import type en from './locales/en/wheel.json';
import { FALLBACK_LOCALE, isLocale, prefixOfLocale, type Locale } from './locales.ts';

export type NotificationText = (typeof en)['pwa']['notification'];

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

/** A key of the notification words; a plural text (`rewardBody_one`, `rewardBody_other`) is named without its form. */
export type NotificationKey = keyof NotificationText extends infer K
  ? K extends `${infer Name}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Name
    : K
  : never;

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
  const language = own ? known(locale) : FALLBACK_LOCALE;
  const texts: Record<string, string> = own ?? notificationTexts(FALLBACK_LOCALE)!;
  const form =
    typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : key;
  const text = texts[form] ?? texts[key] ?? texts[`${key}_other`] ?? '';
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
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
