import { BUSINESS_CODES } from '@aura/contracts';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { TranslationUnavailable, type Translator } from '../../providers/translation.ts';
import { utcDay } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { messageAt, pairOf, type Pair } from './queries.ts';
import { messageTranslations } from './schema.ts';

export interface TranslationDeps {
  db: Db;
  translator: Translator;
  ledger: Pick<LedgerService, 'charge'>;
  /** Whether the user is VIP now (any coin purchase, the payments module): no daily limit. */
  vip: (userId: number) => Promise<boolean>;
  now: () => number;
  /** Server-given: coins per translation, translations per UTC day for users who are not VIP. */
  limits: { price: number; perDay: number };
}

export interface TranslateAnswer {
  text: string;
  provider: 'sandbox' | 'deepl';
  charged: number;
  translationsLeft: number | null;
}

const stored = (db: Db, userId: number, pair: Pair, seq: number, language: string) =>
  db
    .select()
    .from(messageTranslations)
    .where(
      and(
        eq(messageTranslations.userId, userId),
        eq(messageTranslations.userLow, pair.userLow),
        eq(messageTranslations.userHigh, pair.userHigh),
        eq(messageTranslations.seq, seq),
        eq(messageTranslations.language, language),
      ),
    )
    .then((rows) => rows[0]);

async function usedToday(db: Db, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(messageTranslations)
    .where(
      and(
        eq(messageTranslations.userId, userId),
        gte(messageTranslations.createdAt, new Date(`${utcDay(now)}T00:00:00Z`)),
      ),
    );
  return row?.used ?? 0;
}

const limitReached = () =>
  new GatewayError(
    BUSINESS_CODES.translationLimitReached,
    'Daily translation limit reached (until a coin pack is bought).',
  );

/**
 * Translates a text of the user's conversation (docs/messages.md "Translation"): the stored translation when there
 * is one (free); else within the day's limit (none for a VIP), the provider's translation (a failure charges
 * nothing), stored and charged in one transaction on the ledger key `translation:<user>:<pair>:<seq>:<language>`.
 */
export async function translate(
  deps: TranslationDeps,
  userId: number,
  peerId: number,
  seq: number,
  to: string,
): Promise<TranslateAnswer> {
  const { db, limits } = deps;
  const pair = pairOf(userId, peerId);
  const message = userId === peerId ? undefined : await messageAt(db, pair, seq);
  if (!message || message.kind !== 'text') {
    throw new GatewayError(BUSINESS_CODES.messageNotFound, 'No such message.');
  }
  const vip = await deps.vip(userId);
  const left = async () =>
    vip ? null : Math.max(0, limits.perDay - (await usedToday(db, userId, deps.now())));
  const earlier = await stored(db, userId, pair, seq, to);
  if (earlier)
    return { text: earlier.text, provider: earlier.provider, charged: 0, translationsLeft: await left() };
  if ((await left()) === 0) throw limitReached();
  let translation;
  try {
    translation = await deps.translator.translate(message.body, to);
  } catch (error) {
    if (!(error instanceof TranslationUnavailable)) throw error;
    throw new GatewayError(BUSINESS_CODES.translationUnavailable, 'Translation is not available right now.');
  }
  const key = `translation:${userId}:${pair.userLow}-${pair.userHigh}:${seq}:${to}`;
  const charged = await db.transaction(async (tx) => {
    if (!vip) {
      // One translation of this user's at a time from here to the commit, counted again under the lock: two asks
      // of different messages at the day's last one would both have passed the count above.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`translation:${userId}`}, 0))`);
      if (limits.perDay - (await usedToday(tx, userId, deps.now())) <= 0) throw limitReached();
    }
    const [row] = await tx
      .insert(messageTranslations)
      .values({
        userId,
        ...pair,
        seq,
        language: to,
        text: translation.text,
        provider: translation.provider,
        charged: limits.price,
        createdAt: new Date(deps.now()),
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent ask stored it first: that one paid.
    if (!row) return 0;
    if (limits.price > 0) {
      await deps.ledger.charge({ userId, amount: limits.price, key, kind: 'translation' }, tx);
    }
    return limits.price;
  });
  return { ...translation, charged, translationsLeft: await left() };
}
