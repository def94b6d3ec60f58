// A notification's words from one language's `pwa.notification` texts (the `wheel` namespace, the rewards'): for the
// service worker, which bundles every language's (notification-text.ts), and for the gateway's mails, which read a
// language's file. No i18next, no Vite, no value of @aura/contracts.
import type en from './locales/en/wheel.json';

export type NotificationText = (typeof en)['pwa']['notification'];

/** A key of the notification words; a plural text (`rewardBody_one`, `rewardBody_other`) is named without its form. */
export type NotificationKey = keyof NotificationText extends infer K
  ? K extends `${infer Name}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Name
    : K
  : never;

/**
 * The text of `key` in `texts`, a language's words, its `{{name}}`-style placeholders filled from `values`. A plural
 * text takes the form of `values.count` in `language`'s rules.
 */
export function formatNotification(
  texts: NotificationText,
  language: string,
  key: NotificationKey,
  values: Record<string, string | number> = {},
): string {
  const words: Record<string, string> = texts;
  const form =
    typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : key;
  const text = words[form] ?? words[key] ?? words[`${key}_other`] ?? '';
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
