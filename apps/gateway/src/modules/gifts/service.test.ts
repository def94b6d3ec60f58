import { BUSINESS_CODES } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { FriendService } from '../friends/index.ts';
import { LedgerService } from '../ledger/index.ts';
import { UserService } from '../users/index.ts';
import { DEFAULT_GIFT_CATALOGUE } from './catalogue.ts';
import { GiftService, giftSendKey, type GiftSentEvent } from './service.ts';

let database: TestDatabase;
let ledger: LedgerService;
let users: UserService;
let friends: FriendService;
let gifts: GiftService;
const recorded: GiftSentEvent[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db);
  users = new UserService(database.db, ledger);
  friends = new FriendService(database.db);
  gifts = new GiftService({
    db: database.db,
    ledger,
    friends,
    records: { giftSentIn: async (_tx, sent) => void recorded.push(sent) },
    now: Date.now,
    log: { error: () => {} },
  });
});
afterAll(() => database.dispose());

let counter = 0;
const sendId = () => `send-${Date.now()}-${(counter += 1)}`;
const rose = DEFAULT_GIFT_CATALOGUE.gifts[0]!;

async function person(coins = 0): Promise<number> {
  const { id } = await users.create({ nickname: `gifts${(counter += 1)}` });
  if (coins > 0) await ledger.grant({ userId: id, amount: coins, key: `gift-test-${id}`, memo: 'test' });
  return id;
}

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

async function sendsOf(senderId: number): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM gift_sends WHERE sender_id = ${senderId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const gift = (giftId = rose.giftId, fromBackpack = false) => ({
  giftId,
  context: 'call' as const,
  fromBackpack,
});

describe('sending a gift', () => {
  it('moves the price from the sender’s coins to the receiver’s points in one transaction', async () => {
    const [sender, host] = [await person(100), await person()];
    const id = sendId();
    const answer = await gifts.send(sender, { sendId: id, toUserId: host, ...gift() });
    expect(answer).toMatchObject({ balance: 100 - rose.price, duplicate: false });
    expect(answer.sent).toMatchObject({
      sendId: id,
      toUserId: String(host),
      gift: rose,
      fromBackpack: false,
    });
    expect(await ledger.balance(sender)).toBe(100 - rose.price);
    expect(await ledger.balance(host, 'point')).toBe(rose.points);
    const key = giftSendKey(sender, id);
    const transaction = (await database.db.execute(
      sql`SELECT kind FROM ledger_transactions WHERE idempotency_key = ${key}`,
    )) as unknown as { rows: { kind: string }[] };
    expect(transaction.rows).toEqual([{ kind: 'gift' }]);
    expect(recorded.at(-1)).toMatchObject({ sendId: id, senderId: sender, receiverId: host });
  });

  it('pays once when the same send id comes 50 times at once', async () => {
    const [sender, host] = [await person(1000), await person()];
    const id = sendId();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => gifts.send(sender, { sendId: id, toUserId: host, ...gift() })),
    );
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.sent.sendId))).toEqual(new Set([id]));
    expect(await ledger.balance(sender)).toBe(1000 - rose.price);
    expect(await ledger.balance(host, 'point')).toBe(rose.points);
    expect(await sendsOf(sender)).toBe(1);
  });

  it('lets only one of two racing gifts through when the coins cover one', async () => {
    const [sender, host] = [await person(rose.price + 5), await person()];
    const results = await Promise.allSettled([
      gifts.send(sender, { sendId: sendId(), toUserId: host, ...gift() }),
      gifts.send(sender, { sendId: sendId(), toUserId: host, ...gift() }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as GatewayError).code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(await ledger.balance(sender)).toBe(5);
    expect(await ledger.balance(host, 'point')).toBe(rose.points);
    expect(await sendsOf(sender)).toBe(1);
  });

  it('refuses without coins, keeps nothing, and the same send id may go once there are coins', async () => {
    const [sender, host] = [await person(), await person()];
    const id = sendId();
    const error = await refusal(gifts.send(sender, { sendId: id, toUserId: host, ...gift() }));
    expect(error.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(await sendsOf(sender)).toBe(0);
    await ledger.grant({ userId: sender, amount: rose.price, key: `later-${sender}`, memo: 'test' });
    expect((await gifts.send(sender, { sendId: id, toUserId: host, ...gift() })).balance).toBe(0);
  });

  it('answers a repeat with the first send, and refuses the id for another gift', async () => {
    const [sender, host] = [await person(500), await person()];
    const id = sendId();
    const first = await gifts.send(sender, { sendId: id, toUserId: host, ...gift() });
    const again = await gifts.send(sender, { sendId: id, toUserId: host, ...gift() });
    expect(again).toEqual({ ...first, duplicate: true });
    const other = await refusal(gifts.send(sender, { sendId: id, toUserId: host, ...gift('heart') }));
    expect(other.code).toBe(BUSINESS_CODES.giftSendIdConflict);
    expect(await ledger.balance(sender)).toBe(500 - rose.price);
  });

  it('refuses an unknown gift, oneself, nobody and a block as the spec says', async () => {
    const [sender, host] = [await person(500), await person()];
    expect(
      (await refusal(gifts.send(sender, { sendId: sendId(), toUserId: host, ...gift('nope') }))).code,
    ).toBe(BUSINESS_CODES.giftNotFound);
    for (const toUserId of [sender, 9_999_999]) {
      const error = await refusal(gifts.send(sender, { sendId: sendId(), toUserId, ...gift() }));
      expect(error).toMatchObject({ code: BUSINESS_CODES.giftSendFailed, message: 'Gift send failed.' });
    }
    await friends.block(host, sender);
    const blocked = await refusal(gifts.send(sender, { sendId: sendId(), toUserId: host, ...gift() }));
    expect(blocked.code).toBe(BUSINESS_CODES.giftSendFailed);
    expect(await ledger.balance(sender)).toBe(500);
  });
});

describe('the backpack', () => {
  it('grants once per key and sends its gifts at no cost, until it is empty', async () => {
    const [owner, host] = [await person(), await person()];
    const key = `mission:${owner}:1`;
    const grants = await Promise.all(
      Array.from({ length: 10 }, () =>
        gifts.grantToBackpack({ userId: owner, giftId: 'heart', count: 2, key }),
      ),
    );
    expect(grants.map((grant) => grant.granted).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(await gifts.backpack(owner)).toEqual([{ gift: DEFAULT_GIFT_CATALOGUE.gifts[1], count: 2 }]);
    const heart = DEFAULT_GIFT_CATALOGUE.gifts[1]!;
    for (let i = 0; i < 2; i += 1) {
      const answer = await gifts.send(owner, { sendId: sendId(), toUserId: host, ...gift('heart', true) });
      expect(answer).toMatchObject({ balance: 0, sent: { fromBackpack: true } });
    }
    expect(await gifts.backpack(owner)).toEqual([]);
    expect(await ledger.balance(host, 'point')).toBe(2 * heart.points);
    const empty = await refusal(
      gifts.send(owner, { sendId: sendId(), toUserId: host, ...gift('heart', true) }),
    );
    expect(empty.code).toBe(BUSINESS_CODES.backpackEmpty);
    expect(await sendsOf(owner)).toBe(2);
  });

  it('refuses a gift the catalogue does not offer', async () => {
    const owner = await person();
    const error = await refusal(
      gifts.grantToBackpack({ userId: owner, giftId: 'nope', count: 1, key: `x-${owner}` }),
    );
    expect(error.code).toBe(BUSINESS_CODES.giftNotFound);
  });
});

describe('the catalogue', () => {
  it('is the operator’s once set, and what sending prices by', async () => {
    const [sender, host] = [await person(100), await person()];
    const config = {
      gifts: [
        {
          giftId: 'star',
          name: 'Star',
          icon: '⭐',
          giftStar: 2,
          price: 30,
          points: 12,
          animation: 'spin' as const,
        },
      ],
      backpackEntrance: false,
      backpackGiftEntrance: true,
    };
    expect(await gifts.setCatalogue(config)).toEqual(config);
    expect((await gifts.send(sender, { sendId: sendId(), toUserId: host, ...gift('star') })).balance).toBe(
      70,
    );
    expect(await ledger.balance(host, 'point')).toBe(12);
    await gifts.setCatalogue(DEFAULT_GIFT_CATALOGUE);
  });
});
