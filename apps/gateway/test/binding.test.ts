// Binding an e-mail address or phone number over real HTTP, spoken by the independent client, with the codes read
// from the sandbox outbox (/dev/outbox.json) and the gateway's clock moved forward for the rebind lock.
import {
  BUSINESS_CODES,
  REBIND_LOCK_DAYS,
  postBindSendCode,
  postBindVerify,
  type CodeChannel,
} from '@aura/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardClaims, users } from '../src/db/schema.ts';
import { userById } from '../src/modules/users/queries.ts';
import { AccountBed, DAY_MS, type SignedInUser } from './account-kit.ts';

let bed: AccountBed;
let reward: number;

let sequence = 0;
const newEmail = (label: string) => `${label}.${Date.now()}.${(sequence += 1)}@example.test`;
/** Dutch mobile numbers (06 …), a new one each time. */
const newPhone = () =>
  `+31 6 ${1 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const e164 = (typed: string) => typed.replace(/ /g, '');

type Kind = 'email' | 'phone';

function sendCode(user: SignedInUser, kind: Kind, value: string, channel?: CodeChannel) {
  return user.client.post(postBindSendCode.path, { kind, value, ...(channel ? { channel } : {}) });
}

async function verify(
  user: SignedInUser,
  kind: Kind,
  value: string,
  requestId: string,
  fields: { code?: string; confirmTakeover?: boolean } = {},
) {
  const recipient = kind === 'email' ? value.toLowerCase() : e164(value);
  const code = fields.code ?? (await bed.codeSentTo(recipient));
  return user.client.post(postBindVerify.path, {
    kind,
    value,
    requestId,
    code,
    ...(fields.confirmTakeover === undefined ? {} : { confirmTakeover: fields.confirmTakeover }),
  });
}

/** Sends a code, reads it from the outbox and verifies it; returns the verify answer. */
async function bind(user: SignedInUser, kind: Kind, value: string, confirmTakeover?: boolean) {
  const sent = await sendCode(user, kind, value);
  expect(sent.body.code, sent.body.message).toBe(200);
  const { requestId } = sent.body.data as { requestId: string };
  return verify(user, kind, value, requestId, confirmTakeover === undefined ? {} : { confirmTakeover });
}

const claims = (userId: number) =>
  bed.gateway.services.database.db.select().from(rewardClaims).where(eq(rewardClaims.userId, userId));

beforeAll(async () => {
  bed = await AccountBed.start();
  reward = bed.gateway.config.accounts.bindRewardCoins;
});

afterAll(() => bed.close());

describe('binding an e-mail address', () => {
  it('sends a code by mail and binds the address with it, claiming the reward once', async () => {
    const user = await bed.signIn();
    const typed = newEmail('Ayla').replace('ayla', 'AYLA');
    const address = typed.toLowerCase();
    const sent = await sendCode(user, 'email', typed);
    expect(sent.sealedWith).toBe(user.client.fingerprint);
    expect(sent.body).toMatchObject({ code: 200, data: { takeover: false, requestId: expect.any(String) } });
    const mail = await bed.lastMessage(address);
    expect(mail).toMatchObject({ channel: 'email', recipient: address });
    const { requestId } = sent.body.data as { requestId: string };

    const code = await bed.codeSentTo(address);
    const wrong = String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
    const refused = await verify(user, 'email', typed, requestId, { code: wrong });
    expect(refused.body.code).toBe(BUSINESS_CODES.codeIncorrect);

    const bound = await verify(user, 'email', typed, requestId);
    expect(bound.body).toMatchObject({ code: 200, data: { bound: true, coinsGranted: reward } });
    const row = await userById(bed.gateway.services.database.db, user.userId);
    expect(row?.email).toBe(address);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.emailBoundAt).toBeInstanceOf(Date);
    expect(await claims(user.userId)).toEqual([
      expect.objectContaining({ reward: 'bind_email', coins: reward, paidAt: expect.any(Date) }),
    ]);
    // The ledger paid the reward in the same transaction: the coins are in the user's balance.
    expect(await bed.gateway.services.ledger.balance(user.userId)).toBe(reward);

    const reused = await verify(user, 'email', typed, requestId, { code });
    expect(reused.body.code).toBe(BUSINESS_CODES.codeExpired);
  });

  it('refuses the same value as the current binding', async () => {
    const user = await bed.signIn();
    const address = newEmail('same');
    expect((await bind(user, 'email', address)).body.code).toBe(200);
    const again = await sendCode(user, 'email', address.toUpperCase());
    expect(again.body.code).toBe(BUSINESS_CODES.bindSameValue);
  });

  it('refuses an address verified on another account', async () => {
    const owner = await bed.signIn();
    const address = newEmail('owned');
    expect((await bind(owner, 'email', address)).body.code).toBe(200);
    const other = await bed.signIn();
    const answer = await sendCode(other, 'email', address);
    expect(answer.body.code).toBe(BUSINESS_CODES.emailAlreadyUsed);
  });

  it("does not accept another account's code", async () => {
    const first = await bed.signIn();
    const address = newEmail('theirs');
    const sent = await sendCode(first, 'email', address);
    const { requestId } = sent.body.data as { requestId: string };
    const second = await bed.signIn();
    const answer = await verify(second, 'email', address, requestId);
    expect(answer.body.code).toBe(BUSINESS_CODES.codeIncorrect);
  });
});

describe('binding a phone number', () => {
  it.each([
    ['sms', undefined],
    ['whatsapp', 'whatsapp'],
  ] as const)('sends the code by %s and binds the number in E.164', async (expected, channel) => {
    const user = await bed.signIn();
    const typed = newPhone();
    const sent = await sendCode(user, 'phone', typed, channel);
    expect(sent.body).toMatchObject({ code: 200, data: { takeover: false } });
    expect(await bed.lastMessage(e164(typed))).toMatchObject({ channel: expected, recipient: e164(typed) });
    const { requestId } = sent.body.data as { requestId: string };
    const bound = await verify(user, 'phone', typed, requestId);
    expect(bound.body).toMatchObject({ code: 200, data: { bound: true, coinsGranted: reward } });
    const row = await userById(bed.gateway.services.database.db, user.userId);
    expect(row?.phone).toBe(e164(typed));
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await claims(user.userId)).toEqual([
      expect.objectContaining({ reward: 'bind_phone', coins: reward, paidAt: expect.any(Date) }),
    ]);
    // The ledger paid the reward in the same transaction: the coins are in the user's balance.
    expect(await bed.gateway.services.ledger.balance(user.userId)).toBe(reward);
  });

  it('reads a national number in the account country', async () => {
    const user = await bed.signIn('Daan', 'NL');
    const typed = newPhone();
    const national = `0${e164(typed).slice(3)}`;
    const sent = await sendCode(user, 'phone', national);
    expect(sent.body.code).toBe(200);
    expect(await bed.lastMessage(e164(typed))).toBeDefined();
  });

  it('refuses a number that is no mobile number', async () => {
    const user = await bed.signIn();
    const answer = await sendCode(user, 'phone', '+31 20 123 4567');
    expect(answer.body.code).toBe(BUSINESS_CODES.phoneInvalid);
  });

  it('refuses a number verified on another account (bindLocked, reason taken)', async () => {
    const owner = await bed.signIn();
    const number = newPhone();
    expect((await bind(owner, 'phone', number)).body.code).toBe(200);
    const other = await bed.signIn();
    const answer = await sendCode(other, 'phone', number);
    expect(answer.body).toMatchObject({ code: BUSINESS_CODES.bindLocked, data: { reason: 'taken' } });
  });

  it('gives coins for each kind once: e-mail and phone each pay their first bind', async () => {
    const user = await bed.signIn();
    expect((await bind(user, 'email', newEmail('both'))).body.data).toMatchObject({ coinsGranted: reward });
    expect((await bind(user, 'phone', newPhone())).body.data).toMatchObject({ coinsGranted: reward });
    expect((await claims(user.userId)).map((claim) => claim.reward).sort()).toEqual([
      'bind_email',
      'bind_phone',
    ]);
  });
});

describe('taking over an address bound, unverified, to another account', () => {
  async function unverifiedElsewhere(kind: Kind, value: string): Promise<number> {
    const holder = await bed.gateway.services.users.create({ nickname: 'Holder' });
    const at = new Date(bed.now());
    await bed.gateway.services.database.db
      .update(users)
      .set(kind === 'email' ? { email: value, emailBoundAt: at } : { phone: value, phoneBoundAt: at })
      .where(eq(users.id, holder.id));
    return holder.id;
  }

  it.each(['email', 'phone'] as const)(
    'warns (takeover), refuses without confirmation, and moves the %s with it',
    async (kind) => {
      const value = kind === 'email' ? newEmail('unverified') : newPhone();
      const stored = kind === 'email' ? value : e164(value);
      const holderId = await unverifiedElsewhere(kind, stored);
      const user = await bed.signIn();
      const sent = await sendCode(user, kind, value);
      expect(sent.body).toMatchObject({ code: 200, data: { takeover: true } });
      const { requestId } = sent.body.data as { requestId: string };

      const unconfirmed = await verify(user, kind, value, requestId);
      expect(unconfirmed.body.code).toBe(BUSINESS_CODES.bindTakeoverNeedsConfirmation);
      const declined = await verify(user, kind, value, requestId, { confirmTakeover: false });
      expect(declined.body.code).toBe(BUSINESS_CODES.bindTakeoverNeedsConfirmation);
      const db = bed.gateway.services.database.db;
      expect((await userById(db, holderId))?.[kind]).toBe(stored);

      const confirmed = await verify(user, kind, value, requestId, { confirmTakeover: true });
      expect(confirmed.body).toMatchObject({ code: 200, data: { bound: true, coinsGranted: reward } });
      const holder = await userById(db, holderId);
      expect(holder?.[kind]).toBeNull();
      expect(holder?.[kind === 'email' ? 'emailBoundAt' : 'phoneBoundAt']).toBeNull();
      expect((await userById(db, user.userId))?.[kind]).toBe(stored);
    },
  );

  it('checks the code before telling anything about a takeover', async () => {
    const address = newEmail('probe');
    await unverifiedElsewhere('email', address);
    const user = await bed.signIn();
    const sent = await sendCode(user, 'email', address);
    const { requestId } = sent.body.data as { requestId: string };
    const code = await bed.codeSentTo(address);
    const wrong = String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
    const answer = await verify(user, 'email', address, requestId, { code: wrong });
    expect(answer.body.code).toBe(BUSINESS_CODES.codeIncorrect);
  });
});

describe(`the ${REBIND_LOCK_DAYS}-day rebind lock`, () => {
  it('refuses changing a binding too soon, pays nothing for a change, and keeps a released address from others', async () => {
    const user = await bed.signIn();
    const first = newEmail('first');
    expect((await bind(user, 'email', first)).body.data).toMatchObject({ coinsGranted: reward });
    const boundAt = (await userById(bed.gateway.services.database.db, user.userId))!.emailBoundAt!;
    const unlocksAt = new Date(boundAt.getTime() + REBIND_LOCK_DAYS * DAY_MS).toISOString();

    await bed.advance((REBIND_LOCK_DAYS - 1) * DAY_MS);
    const second = newEmail('second');
    const early = await sendCode(user, 'email', second);
    expect(early.body).toMatchObject({
      code: BUSINESS_CODES.bindLocked,
      data: { reason: 'recentBind', until: unlocksAt },
    });

    await bed.advance(DAY_MS + 60_000);
    const changed = await bind(user, 'email', second);
    expect(changed.body).toMatchObject({ code: 200, data: { bound: true, coinsGranted: 0 } });
    expect(await claims(user.userId)).toHaveLength(1);
    const releasedAt = (await userById(bed.gateway.services.database.db, user.userId))!.emailBoundAt!;

    // The released address stays out of other accounts' reach for the lock's length.
    const other = await bed.signIn();
    const taken = await sendCode(other, 'email', first);
    expect(taken.body).toMatchObject({
      code: BUSINESS_CODES.bindLocked,
      data: {
        reason: 'released',
        until: new Date(releasedAt.getTime() + REBIND_LOCK_DAYS * DAY_MS).toISOString(),
      },
    });

    await bed.advance(REBIND_LOCK_DAYS * DAY_MS + 60_000);
    const moved = await bind(other, 'email', first);
    expect(moved.body).toMatchObject({ code: 200, data: { coinsGranted: reward } });
  });

  it('counts a binding made at sign-up: changing it pays nothing', async () => {
    const user = await bed.signIn();
    const signedUpWith = e164(newPhone());
    const long = new Date(bed.now() - 30 * DAY_MS);
    await bed.gateway.services.database.db
      .update(users)
      .set({ phone: signedUpWith, phoneVerifiedAt: long, phoneBoundAt: long })
      .where(eq(users.id, user.userId));
    const changed = await bind(user, 'phone', newPhone());
    expect(changed.body).toMatchObject({ code: 200, data: { coinsGranted: 0 } });
    const db = bed.gateway.services.database.db;
    expect(
      await db
        .select()
        .from(rewardClaims)
        .where(and(eq(rewardClaims.userId, user.userId), eq(rewardClaims.reward, 'bind_phone'))),
    ).toEqual([]);
  });
});
