// The mail of a renewal that could not be charged (docs/payments.md "Subscriptions"): what the web push tells, to the
// user's verified address, in the language they last turned notifications on in (English when they never did), so
// a user who has no notifications on, or has not looked, still hears of it. Sent at the same two moments as the
// push (the first failure, the end), but also to a user with a tab open: a mail is the record of a money matter.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatNotification, type NotificationText } from '@aura/i18n-catalog/notification-format';
import {
  FALLBACK_LOCALE,
  directionOf,
  isLocale,
  pathWithLanguage,
  type Locale,
} from '@aura/i18n-catalog/routing';
import type { Mail, Mailer } from '../../providers/mail.ts';
import { noticeMail } from './mail-templates.ts';

/** What the shop says of a failed renewal now (payments' `renewalNotice`): the retry's time, or null for the end. */
export interface RenewalNoticeNow {
  retryAt: number | null;
}

const catalogLocales = join(
  dirname(createRequire(import.meta.url).resolve('@aura/i18n-catalog/package.json')),
  'src',
  'locales',
);

interface MailWords {
  notification: NotificationText;
  shop: string;
}

const wordsOf = new Map<Locale, MailWords>();

/** A language's words for the mail, read from the catalog's files once. */
function mailWords(locale: Locale): MailWords {
  let words = wordsOf.get(locale);
  if (!words) {
    const read = (namespace: string) =>
      JSON.parse(readFileSync(join(catalogLocales, locale, `${namespace}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
    words = {
      notification: (read('wheel').pwa as { notification: NotificationText }).notification,
      shop: read('shop').title as string,
    };
    wordsOf.set(locale, words);
  }
  return words;
}

/**
 * The mail in `locale` (English for a language the catalog does not have): the push's title as the subject, its body
 * with the retry's day (in UTC: the server knows no time zone), and a button to the shop in that language.
 */
export function renewalMail(to: string, locale: string, notice: RenewalNoticeNow, publicUrl: string): Mail {
  const language = isLocale(locale) ? locale : FALLBACK_LOCALE;
  const { notification, shop } = mailWords(language);
  const say = (key: Parameters<typeof formatNotification>[2], values?: Record<string, string>) =>
    formatNotification(notification, language, key, values);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
  return noticeMail({
    to,
    lang: { code: language, dir: directionOf(language) },
    subject: say(notice.retryAt === null ? 'renewalEnded' : 'renewalRetry'),
    body:
      notice.retryAt === null
        ? say('renewalEndedBody')
        : say('renewalRetryBody', { date: date(notice.retryAt) }),
    link: new URL(pathWithLanguage('/shop', language), publicUrl).href,
    action: shop,
  });
}

export interface RenewalMailsDeps {
  mailer: Mailer;
  publicUrl: string;
  /** The user's verified address, if any. */
  addressOf: (userId: number) => Promise<string | undefined>;
  localeOf: (userId: number) => Promise<string | undefined>;
  /** What to tell now, read after the failure's commit; undefined when nothing is to be told any more. */
  notice: (failure: {
    userId: number;
    orderNo: string;
    ended: boolean;
  }) => Promise<RenewalNoticeNow | undefined>;
  log: { warn: (details: object, message: string) => void };
}

/**
 * The work to run after a renewal's failure committed (`AfterCommit`, as the push): the mail, when the user has a
 * verified address and the shop still says it. Resolves once sent (or not).
 */
export function renewalMails(deps: RenewalMailsDeps) {
  return async (failure: { userId: number; orderNo: string; ended: boolean }): Promise<void> => {
    try {
      const to = await deps.addressOf(failure.userId);
      if (!to) return;
      const notice = await deps.notice(failure);
      if (!notice) return;
      const locale = (await deps.localeOf(failure.userId)) ?? FALLBACK_LOCALE;
      await deps.mailer.send(renewalMail(to, locale, notice, deps.publicUrl));
    } catch (error) {
      deps.log.warn({ err: error, userId: failure.userId }, 'mail: a failed renewal could not be told');
    }
  };
}
