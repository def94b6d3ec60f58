import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { setVideoFriendsOnly } from '../users/index.ts';
import {
  blockExists,
  blocksAmong,
  friendsAmong,
  friendshipExists,
  pairRelation,
  pairFriendsColumn,
  pairRelationColumns,
  insertBlock,
  insertFriendship,
  videoFriendsOnlyOf,
} from './queries.ts';
import { removalExists } from './request-queries.ts';

/**
 * Friends (spec §4, §6), the part calls need: who is friends with whom, and who accepts video only from friends.
 * Friend requests, accepting and removing come with the friends feature (IM), which adds its steps on top of
 * `befriend` rather than a second table.
 */
export class FriendService {
  constructor(private readonly db: Db) {}

  /** Whether the two users are friends (either way round); nobody is their own friend. */
  areFriends(a: number, b: number, db: Db = this.db): Promise<boolean> {
    if (a === b) return Promise.resolve(false);
    return friendshipExists(db, a, b);
  }

  /** Which of `others` are friends of `userId` (one query, whatever their number); never `userId` itself. */
  friendsAmong(userId: number, others: readonly number[]): Promise<Set<number>> {
    return friendsAmong(this.db, userId, others);
  }

  /**
   * Makes two users friends at once, as an accepted request will; true when they were not friends before.
   * Adding oneself is refused (spec §5).
   */
  befriend(a: number, b: number): Promise<boolean> {
    if (a === b) throw new RangeError('You cannot add yourself as a friend.');
    return insertFriendship(this.db, a, b);
  }

  /** Whether `userId` accepts video calls from friends only (spec §6); voice calls are open to anyone. */
  videoFriendsOnly(userId: number): Promise<boolean> {
    return videoFriendsOnlyOf(this.db, userId);
  }

  /** Sets that; false when there is no such user. */
  setVideoFriendsOnly(userId: number, on: boolean): Promise<boolean> {
    return setVideoFriendsOnly(this.db, userId, on);
  }

  /**
   * Whether `from` may have video with `to`: always, unless `to` accepts video from friends only and they are not
   * friends.
   */
  async videoAllowed(from: number, to: number): Promise<boolean> {
    if (!(await this.videoFriendsOnly(to))) return true;
    return this.areFriends(from, to);
  }

  /** `blockerId` blocks `blockedId` (issue 18): from now on the two are never matched and neither rings the other. */
  block(blockerId: number, blockedId: number, db: Db = this.db): Promise<void> {
    if (blockerId === blockedId) throw new RangeError('You cannot block yourself.');
    return insertBlock(db, blockerId, blockedId);
  }

  /** Whether the two were friends until one removed the other, and are not again (spec §4). */
  removed(a: number, b: number, db: Db = this.db): Promise<boolean> {
    return removalExists(db, a, b);
  }

  /**
   * `relation` as two columns for a statement of the caller's (IM's send reads them with its lock). Between a user
   * and themselves `friends` is read as false by the caller.
   */
  relationColumns(a: number, b: number): { blocked: SQL<boolean>; friends: SQL<boolean> } {
    return pairRelationColumns(a, b);
  }

  /** Whether a pair are friends, as a column of the caller's statement over pairs (IM's chat list). */
  friendsColumn(userLow: SQL, userHigh: SQL): SQL<boolean> {
    return pairFriendsColumn(userLow, userHigh);
  }

  /** Whether either blocked the other and whether they are friends, in one query. */
  relation(a: number, b: number, db: Db = this.db): Promise<{ blocked: boolean; friends: boolean }> {
    if (a === b) return Promise.resolve({ blocked: false, friends: false });
    return pairRelation(db, a, b);
  }

  /** Whether either of the two blocked the other. */
  blocked(a: number, b: number, db: Db = this.db): Promise<boolean> {
    if (a === b) return Promise.resolve(false);
    return blockExists(db, a, b);
  }

  /** The blocked pairs among `userIds` (either way round), for a pairing pass in transaction `db`. */
  blocksAmong(userIds: number[], db: Db = this.db): Promise<[number, number][]> {
    return blocksAmong(db, userIds);
  }
}
