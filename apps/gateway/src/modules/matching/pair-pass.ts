import { BUSINESS_CODES, type MatchMode } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { FriendService } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { RewardEvents } from '../rewards/index.ts';
import { newMatch } from './match-info.ts';
import { pairUp } from './pairing.ts';
import {
  dequeue,
  insertMatches,
  lockQuotas,
  lockWaiting,
  pairKey,
  saveQuotas,
  skipsAmong,
  type MatchRow,
  type QueueRow,
} from './queries.ts';
import {
  afterMatch,
  currentCounters,
  dailyLimitReached,
  matchCost,
  quotaView,
  utcDay,
  type MatchQuotaConfig,
  type QuotaCounters,
} from './quota.ts';
import { PairRefused, refusalError } from './refusals.ts';

export interface PairPassDeps {
  db: Db;
  ledger: LedgerService;
  friends: FriendService;
  quota: MatchQuotaConfig;
  /** Which of these users are VIP now (the payments module: unlimited matching, spec §6). */
  vip?: (userIds: number[], db: Db) => Promise<Set<number>>;
  /** Where a match counts for both sides' daily tasks (the rewards module). */
  events?: RewardEvents;
}

/** What a pass decided: the matches made, and the users refused (out of the queue, to be told why). */
export interface PairPassResult {
  made: MatchRow[];
  refused: PairRefused[];
}

/**
 * One pairing pass over the oldest waiting users of a mode, in one transaction. Each paid pair is made in a
 * savepoint: a user who cannot pay, or whose day is used up, leaves the queue refused; their would-be partner
 * waits on. Each side of a match is charged through the ledger (key `match:<id>:<user>`) in the transaction that
 * makes it.
 */
export function pairPassIn(
  deps: PairPassDeps,
  mode: MatchMode,
  batch: number,
  now: number,
): Promise<PairPassResult> {
  const config = deps.quota;
  return deps.db.transaction(async (tx) => {
    const waiting = await lockWaiting(tx, mode, batch);
    const ids = waiting.map((row) => row.userId);
    const skips = await skipsAmong(tx, ids, new Date(now));
    // A blocked pair (either way round) is never matched again (issue 18): it counts as a skip that never runs out.
    for (const [a, b] of await deps.friends.blocksAmong(ids, tx)) skips.add(pairKey(a, b));
    const pairs = pairUp(waiting, skips);
    if (pairs.length === 0) return { made: [], refused: [] };
    const quotas = await lockQuotas(
      tx,
      pairs.flatMap(([a, b]) => [a.userId, b.userId]),
      utcDay(now),
      new Date(now),
    );
    const vips = deps.vip ? await deps.vip([...quotas.keys()], tx) : new Set<number>();
    const made: MatchRow[] = [];
    const refused: PairRefused[] = [];
    const free: { a: QueueRow; b: QueueRow; before: QuotaCounters[] }[] = [];
    for (const [a, b] of pairs) {
      let before: QuotaCounters[];
      try {
        before = [a, b].map((row) => {
          const counters = currentCounters(quotas.get(row.userId), now, config);
          if (dailyLimitReached(counters, config, vips.has(row.userId))) {
            throw new PairRefused(row.userId, refusalError({ kind: 'daily', resetsAt: 0 }));
          }
          return counters;
        });
      } catch (error) {
        if (!(error instanceof PairRefused)) throw error;
        refused.push(error);
        continue;
      }
      const [costA, costB] = [a, b].map((row, index) =>
        matchCost(before[index]!, mode, config, vips.has(row.userId)),
      ) as [number, number];
      // Free pairs cannot be refused any more: they are written together below, without a savepoint each.
      if (costA === 0 && costB === 0) {
        free.push({ a, b, before });
        continue;
      }
      try {
        made.push(
          await tx.transaction(async (pairTx) => {
            const [match] = await insertMatches(pairTx, [newMatch(a, b, costA, costB, mode, now)]);
            for (const [index, row] of [a, b].entries()) {
              const cost = index === 0 ? costA : costB;
              if (cost > 0) await charge(deps, pairTx, match!, row.userId, cost, before[index]!);
            }
            await saveQuotas(
              pairTx,
              [a, b].map((row, index) => ({
                userId: row.userId,
                ...afterMatch(before[index]!, mode, config, vips.has(row.userId)),
              })),
            );
            return match!;
          }),
        );
      } catch (error) {
        if (!(error instanceof PairRefused)) throw error;
        refused.push(error);
      }
    }
    if (free.length > 0) {
      made.push(
        ...(await insertMatches(
          tx,
          free.map(({ a, b }) => newMatch(a, b, 0, 0, mode, now)),
        )),
      );
      await saveQuotas(
        tx,
        free.flatMap(({ a, b, before }) =>
          [a, b].map((row, index) => ({
            userId: row.userId,
            ...afterMatch(before[index]!, mode, config, vips.has(row.userId)),
          })),
        ),
      );
    }
    const gone = [...made.flatMap((match) => [match.userA, match.userB]), ...refused.map((r) => r.userId)];
    for (const match of made) {
      for (const userId of [match.userA, match.userB]) await deps.events?.recordIn(tx, userId, 'match', now);
    }
    if (gone.length > 0) await dequeue(tx, gone);
    return { made, refused };
  });
}

/** One side's charge for a match; a side that cannot pay refuses the pair (the savepoint keeps nothing of it). */
async function charge(
  deps: PairPassDeps,
  db: Db,
  match: MatchRow,
  userId: number,
  cost: number,
  counters: QuotaCounters,
): Promise<void> {
  try {
    await deps.ledger.charge(
      {
        userId,
        amount: cost,
        // One charge per side of a match, whoever (which instance, which retry) makes it.
        key: `match:${match.id}:${userId}`,
        // Face to Face coins are kept apart from call spending until the match becomes a call (spec §9).
        kind: match.mode === 'faceToFace' ? 'face_to_face' : 'match',
        memo: `match ${match.id}`,
      },
      db,
    );
  } catch (error) {
    if (!(error instanceof GatewayError) || error.code !== BUSINESS_CODES.insufficientCoins) throw error;
    const view = quotaView(counters, deps.quota);
    throw new PairRefused(
      userId,
      refusalError(
        match.mode === 'random'
          ? { kind: 'limit', resetsAt: view.freeResetsAt, price: cost }
          : { kind: 'coins', required: cost },
      ),
    );
  }
}
