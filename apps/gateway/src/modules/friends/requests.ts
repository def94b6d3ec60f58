import { BUSINESS_CODES, type FriendEvent, type ImPerson, type ImServerMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { sendToUserIn } from '../realtime/index.ts';
import { userById } from '../users/index.ts';
import { blockExists, friendshipExists, insertFriendship } from './queries.ts';
import {
  blockedBy,
  closeRequestsBetween,
  decideRequest,
  deleteBlock,
  deleteFriendship,
  deleteRemoval,
  freeAddsUsed,
  friendIdsOf,
  insertRemoval,
  insertRequest,
  pendingRequest,
  pendingRequestsOf,
  peopleByIds,
  setRequestCharged,
  takeFreeAdd,
  type PersonRow,
} from './request-queries.ts';
import type { FriendService } from './service.ts';

/**
 * What a removal wipes (the im module's conversation between the two), in the removal's transaction; what it
 * answers runs after the commit (the chat photos' files, which no transaction can take back).
 */
export interface ChatHistory {
  wipe(tx: Db, a: number, b: number): Promise<(() => Promise<unknown>) | void>;
}

export interface FriendRequestOptions {
  db: Db;
  friends: FriendService;
  ledger: LedgerService;
  history: ChatHistory;
  now: () => number;
  /** Server-given (spec §9): free adds a day, then the price of one in coins. */
  limits: { freeAddsPerDay: number; addPrice: number };
}

export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

function person(id: number, people: Map<number, PersonRow>): ImPerson {
  return { userId: String(id), userName: people.get(id)?.nickname ?? '', headImg: '' };
}

const notFound = () => new GatewayError(BUSINESS_CODES.friendRequestNotFound, 'No such friend request.');
const self = () => new GatewayError(BUSINESS_CODES.friendSelf, 'You cannot add yourself as a friend.');
const blocked = () => new GatewayError(BUSINESS_CODES.userBlocked, 'You cannot add this user.');

function tell(tx: Db, userId: number, event: FriendEvent, about: number): Promise<void> {
  const message: ImServerMessage = { type: 'friendEvent', event, userId: String(about) };
  return sendToUserIn(tx, userId, message);
}

/**
 * Friend requests, removal and the block list (spec §4, §9; docs/messages.md). Every change tells both sides'
 * tabs in its own transaction (`friendEvent`), so no tab shows a friendship the database does not hold.
 */
export class FriendRequestService {
  constructor(private readonly options: FriendRequestOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  async list(userId: number) {
    const day = utcDay(this.options.now());
    const [friendIds, requests, blockedIds, used] = await Promise.all([
      friendIdsOf(this.db, userId),
      pendingRequestsOf(this.db, userId),
      blockedBy(this.db, userId),
      freeAddsUsed(this.db, userId, day),
    ]);
    const others = requests.map((row) => (row.fromId === userId ? row.toId : row.fromId));
    const people = await peopleByIds(this.db, [...friendIds, ...others, ...blockedIds]);
    const request = (row: (typeof requests)[number]) => ({
      requestId: String(row.id),
      user: person(row.fromId === userId ? row.toId : row.fromId, people),
      createdAt: row.createdAt.getTime(),
    });
    return {
      friends: friendIds.map((id) => person(id, people)),
      incoming: requests.filter((row) => row.toId === userId).map(request),
      outgoing: requests.filter((row) => row.fromId === userId).map(request),
      blocked: blockedIds.map((id) => person(id, people)),
      addPrice: this.options.limits.addPrice,
      freeAddsLeft: Math.max(0, this.options.limits.freeAddsPerDay - used),
    };
  }

  /**
   * Asks `toId` to be friends: free while the day's free adds last, then the server's price, charged through the
   * ledger on the key `friendAdd:<requestId>` in the transaction that makes the request. A request already pending
   * is answered as it is; the other side's pending request is accepted instead.
   */
  async request(fromId: number, toId: number) {
    if (fromId === toId) throw self();
    if (!(await userById(this.db, toId))) {
      throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
    }
    const { limits, now } = this.options;
    const day = utcDay(now());
    const answer = await this.db.transaction(async (tx) => {
      if (await blockExists(tx, fromId, toId)) throw blocked();
      if (await friendshipExists(tx, fromId, toId)) return { state: 'friends' as const, charged: 0 };
      const theirs = await pendingRequest(tx, toId, fromId);
      if (theirs) {
        await this.acceptIn(tx, theirs.id, fromId);
        return { state: 'friends' as const, charged: 0 };
      }
      const row = await insertRequest(tx, fromId, toId);
      if (!row) {
        const pending = await pendingRequest(tx, fromId, toId);
        return { state: 'sent' as const, requestId: pending?.id, charged: 0 };
      }
      let charged = 0;
      if (!(await takeFreeAdd(tx, fromId, day, limits.freeAddsPerDay))) {
        await this.options.ledger.charge(
          { userId: fromId, amount: limits.addPrice, key: `friendAdd:${row.id}`, kind: 'friendAdd' },
          tx,
        );
        charged = limits.addPrice;
        await setRequestCharged(tx, row.id, charged);
      }
      await tell(tx, toId, 'requested', fromId);
      await tell(tx, fromId, 'requested', toId);
      return { state: 'sent' as const, requestId: row.id, charged };
    });
    const used = await freeAddsUsed(this.db, fromId, day);
    return {
      state: answer.state,
      ...(answer.requestId === undefined ? {} : { requestId: String(answer.requestId) }),
      charged: answer.charged,
      freeAddsLeft: Math.max(0, limits.freeAddsPerDay - used),
    };
  }

  async accept(userId: number, requestId: number): Promise<{ friend: ImPerson }> {
    const fromId = await this.db.transaction((tx) => this.acceptIn(tx, requestId, userId));
    const people = await peopleByIds(this.db, [fromId]);
    return { friend: person(fromId, people) };
  }

  private async acceptIn(tx: Db, requestId: number, userId: number): Promise<number> {
    const row = await decideRequest(tx, requestId, userId, 'accepted', new Date(this.options.now()), 'to');
    if (!row) throw notFound();
    if (await blockExists(tx, row.fromId, row.toId)) throw blocked();
    await this.befriendIn(tx, row.fromId, row.toId);
    return row.fromId;
  }

  /**
   * Makes `a` and `b` friends in `tx`, free (an accepted request, a like back: docs/profiles.md "The card"): a
   * removal between them is forgotten, requests between them are closed, both sides' tabs are told.
   */
  async befriendIn(tx: Db, a: number, b: number): Promise<void> {
    await insertFriendship(tx, a, b);
    await deleteRemoval(tx, a, b);
    await closeRequestsBetween(tx, a, b, new Date(this.options.now()));
    await tell(tx, a, 'accepted', b);
    await tell(tx, b, 'accepted', a);
  }

  /** Declines a request to `userId`, or withdraws one of theirs. */
  async decline(userId: number, requestId: number): Promise<{ state: 'declined' }> {
    await this.db.transaction(async (tx) => {
      const row = await decideRequest(
        tx,
        requestId,
        userId,
        'declined',
        new Date(this.options.now()),
        'either',
      );
      if (!row) throw notFound();
      await tell(tx, row.fromId, 'declined', row.toId);
      await tell(tx, row.toId, 'declined', row.fromId);
    });
    return { state: 'declined' };
  }

  /** Ends the friendship: the conversation is wiped for both, and messages fail until they are friends again. */
  async remove(userId: number, friendId: number): Promise<{ removed: boolean }> {
    if (userId === friendId) throw self();
    const after = await this.db.transaction(async (tx) => {
      if (!(await deleteFriendship(tx, userId, friendId))) return undefined;
      await insertRemoval(tx, userId, friendId);
      const wiped = await this.options.history.wipe(tx, userId, friendId);
      await tell(tx, userId, 'removed', friendId);
      await tell(tx, friendId, 'removed', userId);
      return { wiped };
    });
    // Committed: the files go now; a failure (or a crash before) leaves them to the sweep.
    await after?.wiped?.().catch(() => undefined);
    return { removed: after !== undefined };
  }

  /** Blocks `blockedId`: pending requests between the two are closed; only the blocker's tabs hear of it. */
  async block(blockerId: number, blockedId: number): Promise<{ blocked: true }> {
    if (!(await userById(this.db, blockedId))) {
      throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
    }
    await this.db.transaction(async (tx) => {
      await this.options.friends.block(blockerId, blockedId, tx);
      await closeRequestsBetween(tx, blockerId, blockedId, new Date(this.options.now()));
      await tell(tx, blockerId, 'blocked', blockedId);
    });
    return { blocked: true };
  }

  async unblock(blockerId: number, blockedId: number): Promise<{ blocked: false }> {
    await this.db.transaction(async (tx) => {
      if (await deleteBlock(tx, blockerId, blockedId)) await tell(tx, blockerId, 'unblocked', blockedId);
    });
    return { blocked: false };
  }
}
