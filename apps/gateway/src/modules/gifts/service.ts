import {
  BUSINESS_CODES,
  type BackpackItem,
  type Gift,
  type GiftCatalogue,
  type GiftCatalogueConfig,
  type GiftContext,
  type GiftSent,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { FriendService } from '../friends/index.ts';
import { balanceAfter, type LedgerService } from '../ledger/index.ts';
import { sendToUserIn } from '../realtime/index.ts';
import { userById } from '../users/index.ts';
import { readGiftCatalogue, writeGiftCatalogue } from './catalogue.ts';
import {
  addToBackpack,
  backpackOf,
  claimGrant,
  insertSend,
  sendBySendId,
  takeFromBackpack,
  type GiftSendRow,
} from './queries.ts';

/** A gift just sent, as the modules that keep a trace of it (the chat's gift record) are told of it. */
export interface GiftSentEvent {
  sendId: string;
  senderId: number;
  receiverId: number;
  gift: Gift;
  context: GiftContext;
  sentAt: number;
}

/**
 * Who hears of a gift sent, inside the send's transaction (in a savepoint of its own: a failure there is logged and
 * the gift still goes). The composition root hands in IM's gift record.
 */
export interface GiftRecords {
  giftSentIn(tx: Db, sent: GiftSentEvent): Promise<void>;
}

export interface GiftServiceOptions {
  db: Db;
  ledger: LedgerService;
  friends: FriendService;
  records?: GiftRecords;
  now: () => number;
  log: { error(details: object, message: string): void };
}

export interface SendRequest {
  sendId: string;
  toUserId: number;
  giftId: string;
  context: GiftContext;
  fromBackpack: boolean;
}

/** The ledger's key of one send: the sender's send id, so no send is paid twice, whoever repeats it. */
export const giftSendKey = (senderId: number, sendId: string) => `gift:${senderId}:${sendId}`;

const refuse = (code: number, message: string) => new GatewayError(code, message);
const sendFailed = () => refuse(BUSINESS_CODES.giftSendFailed, 'Gift send failed.');

/**
 * Gifts and the backpack (docs/gifts.md): the catalogue from the server's configuration, sending (coins to points
 * through the ledger, once per send id), the receiver told live, and the backpack's gifts, granted once per key.
 */
export class GiftService {
  constructor(private readonly options: GiftServiceOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  /** The catalogue as served, read in `db` when given one (the rewards' claim reads it in its transaction). */
  catalogue(db: Db = this.db): Promise<GiftCatalogue> {
    return readGiftCatalogue(db);
  }

  /** An operator's new catalogue (`gifts set-catalogue`): users see it on their next look. */
  async setCatalogue(config: GiftCatalogueConfig): Promise<GiftCatalogue> {
    await writeGiftCatalogue(this.db, config);
    return readGiftCatalogue(this.db);
  }

  /**
   * Sends a gift in one transaction: the send recorded under (sender, send id), one of the gift taken from the
   * backpack or its price charged, the receiver's points, all one ledger transaction keyed
   * `gift:<senderId>:<sendId>`; the receiver told (`giftReceived`) and the chat's record written when it commits.
   * The same send id again answers the first send (`duplicate`), whatever it costs now.
   */
  async send(
    senderId: number,
    request: SendRequest,
  ): Promise<{ sent: GiftSent; balance: number; duplicate: boolean }> {
    const { sendId, toUserId, giftId, context, fromBackpack } = request;
    const { ledger, now } = this.options;
    const catalogue = await readGiftCatalogue(this.db);
    return this.db.transaction(async (tx) => {
      const repeat = async (earlier: GiftSendRow) => {
        const same =
          earlier.receiverId === toUserId &&
          earlier.giftId === giftId &&
          earlier.fromBackpack === fromBackpack;
        if (!same) throw refuse(BUSINESS_CODES.giftSendIdConflict, 'This send id was used for another gift.');
        const sender = await userById(tx, senderId);
        return {
          sent: this.view(earlier, sender?.nickname ?? ''),
          balance: await ledger.balance(senderId, 'coin', tx),
          duplicate: true,
        };
      };
      const earlier = await sendBySendId(tx, senderId, sendId);
      if (earlier) return repeat(earlier);
      const gift = catalogue.gifts.find((item) => item.giftId === giftId);
      if (!gift) throw refuse(BUSINESS_CODES.giftNotFound, 'This gift is not offered.');
      if (toUserId === senderId) throw sendFailed();
      const [sender, receiver] = await Promise.all([userById(tx, senderId), userById(tx, toUserId)]);
      if (!sender || !receiver || (await this.options.friends.blocked(senderId, toUserId, tx)))
        throw sendFailed();
      const at = new Date(now());
      const row = await insertSend(tx, {
        senderId,
        sendId,
        receiverId: toUserId,
        gift,
        context,
        fromBackpack,
        createdAt: at,
      });
      // A concurrent send with the same id committed first: this one is its repeat.
      if (!row) return repeat((await sendBySendId(tx, senderId, sendId))!);
      if (fromBackpack && !(await takeFromBackpack(tx, senderId, giftId, at))) {
        throw refuse(BUSINESS_CODES.backpackEmpty, 'Your backpack has none of this gift.');
      }
      const posted = await ledger.gift(
        {
          key: giftSendKey(senderId, sendId),
          senderId,
          receiverId: toUserId,
          coins: row.price,
          points: row.points,
          memo: `gift ${giftId} to ${toUserId}`,
        },
        tx,
      );
      const balance =
        row.price > 0 ? balanceAfter(posted, senderId) : await ledger.balance(senderId, 'coin', tx);
      const sent = this.view(row, sender.nickname);
      await sendToUserIn(tx, toUserId, { type: 'giftReceived', sent });
      await this.record(tx, { sendId, senderId, receiverId: toUserId, gift, context, sentAt: at.getTime() });
      return { sent, balance, duplicate: false };
    });
  }

  /**
   * Grants gifts into a user's backpack (a mission's reward, an operator's grant), once per `key`: the same key
   * again adds nothing and answers 0. Runs in `db` when given one (the transaction that earned it).
   */
  async grantToBackpack(
    { userId, giftId, count, key }: { userId: number; giftId: string; count: number; key: string },
    db: Db = this.db,
  ): Promise<{ granted: number }> {
    if (!Number.isInteger(count) || count <= 0)
      throw new Error('gifts: a grant is a positive number of gifts');
    const catalogue = await readGiftCatalogue(db);
    if (!catalogue.gifts.some((gift) => gift.giftId === giftId)) {
      throw refuse(BUSINESS_CODES.giftNotFound, 'This gift is not offered.');
    }
    const at = new Date(this.options.now());
    return db.transaction(async (tx) => {
      if (!(await claimGrant(tx, { key, userId, giftId, count, createdAt: at }))) return { granted: 0 };
      await addToBackpack(tx, userId, giftId, count, at);
      return { granted: count };
    });
  }

  /** The gifts the user owns that the catalogue still offers, in the catalogue's order. */
  async backpack(userId: number): Promise<BackpackItem[]> {
    const [catalogue, rows] = await Promise.all([readGiftCatalogue(this.db), backpackOf(this.db, userId)]);
    const counts = new Map(rows.map((row) => [row.giftId, row.count]));
    return catalogue.gifts.flatMap((gift) => {
      const count = counts.get(gift.giftId);
      return count ? [{ gift, count }] : [];
    });
  }

  private view(row: GiftSendRow, fromName: string): GiftSent {
    return {
      sendId: row.sendId,
      fromUserId: String(row.senderId),
      fromName,
      toUserId: String(row.receiverId),
      gift: row.gift as Gift,
      context: row.context,
      fromBackpack: row.fromBackpack,
      sentAt: row.createdAt.getTime(),
    };
  }

  /** Tells `records` in a savepoint: what they write commits with the gift, a failure only logs. */
  private async record(tx: Db, sent: GiftSentEvent): Promise<void> {
    const { records, log } = this.options;
    if (!records) return;
    try {
      await tx.transaction((savepoint) => records.giftSentIn(savepoint, sent));
    } catch (error) {
      log.error({ err: error, sendId: sent.sendId }, 'recording a gift failed; the gift goes without it');
    }
  }
}
