// The card route (docs/profiles.md "The card"): a deck of people one card at a time, a free pass, and a like that
// costs the server's price through the ledger, once per pair; a like back makes the two friends, free.
import {
  BUSINESS_CODES,
  LIKE_LIMITS,
  type CardDeck,
  type LikeResult,
  type Liker,
  type ProfileDetail,
} from '@aura/contracts';
import { and, desc, eq, exists, gt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { blocks } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { mediaFiles } from '../media/index.ts';
import { sendToUserIn } from '../realtime/index.ts';
import { users } from '../users/index.ts';
import { cardPasses, likes } from './schema.ts';

const DAY_MS = 86_400_000;

/** The ledger key of a like: one payment per pair and direction, whatever the repeats or the concurrency. */
export const likeKey = (likerId: number, likedId: number) => `like:${likerId}:${likedId}`;

/** Whether `likerId` liked `likedId` (a VIP may call them directly: docs/profiles.md). */
export async function likedBy(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const rows = await db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
  return rows.length > 0;
}

export interface LikeServiceOptions {
  db: Db;
  ledger: Pick<LedgerService, 'charge'>;
  /** A user's profile as `viewerId` sees it (the profile module's pages). */
  profile: (viewerId: number, userId: number) => Promise<ProfileDetail>;
  /** Makes two users friends in `tx`, free, both told (the friends module). */
  befriendIn: (tx: Db, a: number, b: number) => Promise<void>;
  /** Whether the two are friends already. */
  areFriends: (a: number, b: number, db: Db) => Promise<boolean>;
  /** Told of each new like once committed: a web push to a liked user with no tab open (docs/push.md). */
  liked?: (likedId: number) => void;
  /** The price of a like; `LIKE_LIMITS.price` unless an operator's setting says otherwise. */
  price?: number;
  now: () => number;
}

const self = () => new GatewayError(BUSINESS_CODES.likeSelf, 'You cannot like yourself.');
const notAllowed = () => new GatewayError(BUSINESS_CODES.likeNotAllowed, 'You cannot like this user.');

export class LikeService {
  constructor(private readonly options: LikeServiceOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  get price(): number {
    return this.options.price ?? LIKE_LIMITS.price;
  }

  /**
   * The next cards: users with an approved photo, never oneself, nobody either side blocked, nobody liked already,
   * nobody passed in the last `LIKE_LIMITS.passDays` days; the newest photos first.
   */
  async deck(userId: number): Promise<CardDeck> {
    const since = new Date(this.options.now() - LIKE_LIMITS.passDays * DAY_MS);
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          ne(users.id, userId),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(mediaFiles)
              .where(
                and(
                  eq(mediaFiles.ownerId, users.id),
                  eq(mediaFiles.kind, 'photo'),
                  eq(mediaFiles.status, 'approved'),
                ),
              ),
          ),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(blocks)
              .where(
                or(
                  and(eq(blocks.blockerId, userId), eq(blocks.blockedId, users.id)),
                  and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, userId)),
                ),
              ),
          ),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(likes)
              .where(and(eq(likes.likerId, userId), eq(likes.likedId, users.id))),
          ),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(cardPasses)
              .where(
                and(
                  eq(cardPasses.userId, userId),
                  eq(cardPasses.passedId, users.id),
                  gt(cardPasses.passedAt, since),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(users.id))
      .limit(LIKE_LIMITS.deckSize);
    const cards = await Promise.all(rows.map((row) => this.options.profile(userId, row.id)));
    return { price: this.price, cards };
  }

  /** Hides `passedId` from the deck for `LIKE_LIMITS.passDays` days; free. */
  async pass(userId: number, passedId: number): Promise<{ passed: true }> {
    await this.check(this.db, userId, passedId);
    const passedAt = new Date(this.options.now());
    await this.db
      .insert(cardPasses)
      .values({ userId, passedId, passedAt })
      .onConflictDoUpdate({ target: [cardPasses.userId, cardPasses.passedId], set: { passedAt } });
    return { passed: true };
  }

  /**
   * Likes `likedId`: the like's row and its price through the ledger (`like:<likerId>:<likedId>`) in one
   * transaction, so a repeated or concurrent like of the pair charges once and answers `charged: 0`. Too few coins:
   * `insufficientCoins`, nothing kept. A like back makes the two friends, free; the liked user is told at once.
   */
  async like(likerId: number, likedId: number): Promise<LikeResult> {
    const { result, told } = await this.likeIn(likerId, likedId);
    // Committed: a push now (a like already made was told the first time).
    if (told) this.options.liked?.(likedId);
    return result;
  }

  private likeIn(likerId: number, likedId: number): Promise<{ result: LikeResult; told: boolean }> {
    return this.db.transaction(async (tx) => {
      await this.check(tx, likerId, likedId);
      // One pair at a time: two who like each other at once must see each other's like, whichever commits first.
      const [low, high] = likerId < likedId ? [likerId, likedId] : [likedId, likerId];
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`like:${low}:${high}`}, 0))`);
      const [row] = await tx.insert(likes).values({ likerId, likedId }).onConflictDoNothing().returning();
      const back = await tx
        .select({ likerId: likes.likerId })
        .from(likes)
        .where(and(eq(likes.likerId, likedId), eq(likes.likedId, likerId)));
      const mutual = back.length > 0;
      if (!row) return { result: { userId: String(likedId), charged: 0, mutual }, told: false };
      if (this.price > 0)
        await this.options.ledger.charge(
          { userId: likerId, amount: this.price, key: likeKey(likerId, likedId), kind: 'like' },
          tx,
        );
      if (mutual && !(await this.options.areFriends(likerId, likedId, tx)))
        await this.options.befriendIn(tx, likerId, likedId);
      const [liker] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, likerId));
      await sendToUserIn(tx, likedId, {
        type: 'likeReceived',
        from: { userId: String(likerId), nickname: liker?.nickname ?? '' },
        mutual,
      });
      return { result: { userId: String(likedId), charged: this.price, mutual }, told: true };
    });
  }

  /** The people who liked `userId` and were not liked back, newest first, with a photo to show. */
  async likers(userId: number): Promise<{ likes: Liker[] }> {
    const rows = await this.db
      .select({ likerId: likes.likerId, nickname: users.nickname, likedAt: likes.createdAt })
      .from(likes)
      .innerJoin(users, eq(users.id, likes.likerId))
      .where(
        and(
          eq(likes.likedId, userId),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(sql`likes AS back`)
              .where(sql`back.liker_id = ${userId} AND back.liked_id = ${likes.likerId}`),
          ),
        ),
      )
      .orderBy(desc(likes.createdAt))
      .limit(100);
    const people = await Promise.all(
      rows.map(async (row) => {
        const profile = await this.options.profile(userId, row.likerId);
        return {
          userId: String(row.likerId),
          nickname: profile.nickname,
          photo: profile.photos.find((photo) => photo.thumbUrl)?.thumbUrl ?? null,
          likedAt: row.likedAt.getTime(),
        };
      }),
    );
    return { likes: people };
  }

  /** Nobody likes or passes themselves, nobody, or someone either side blocked. */
  private async check(db: Db, userId: number, otherId: number): Promise<void> {
    if (userId === otherId) throw self();
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId));
    if (!other) throw notAllowed();
    const blocked = await db
      .select({ one: sql`1` })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, userId), eq(blocks.blockedId, otherId)),
          and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, userId)),
        ),
      );
    if (blocked.length > 0) throw notAllowed();
  }
}
