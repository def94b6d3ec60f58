// Bans end to end over real HTTP, spoken by the independent client: the next signed call of a banned account or
// device gets the spec's code (RESULT_CODES accountBanned, deviceBanned, or accountAndDeviceBanned with the
// operator's message), a block runs out and the user signs in again, and a lifted ban lets them back at once.
import { ACCOUNT_BLOCK_HOURS, RESULT_CODES, getUserInfo } from '@aura/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bans } from '../src/db/schema.ts';
import { GatewayError } from '../src/protocol/errors.ts';
import { userById } from '../src/modules/users/queries.ts';
import { AccountBed, type SignedInUser } from './account-kit.ts';

let bed: AccountBed;

const userInfo = (user: SignedInUser) => user.client.get(getUserInfo.path);

/** Signs the user in again on the same device, as every sign-in method ends (LoginService checks bans). */
async function signInAgain(user: SignedInUser): Promise<SignedInUser> {
  const row = await userById(bed.gateway.services.database.db, user.userId);
  const result = await bed.gateway.services.auth.login.signIn(
    row!,
    { deviceId: user.identity.deviceId },
    { isNewUser: false },
  );
  const identity = { ...user.identity, loginToken: result.loginToken };
  return { ...user, identity, client: await bed.client(identity) };
}

async function signInRefusal(user: SignedInUser): Promise<GatewayError | undefined> {
  try {
    await signInAgain(user);
    return undefined;
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
}

beforeAll(async () => {
  bed = await AccountBed.start();
});

afterAll(() => bed.close());

describe('bans', () => {
  it('answers an account ban with accountBanned on the next signed call', async () => {
    const user = await bed.signIn();
    expect((await userInfo(user)).body.code).toBe(200);
    const ban = await bed.gateway.services.auth.bans.ban({ userId: user.userId, createdBy: 'test' });
    expect(ban.sessionsEnded).toBe(1);
    const answer = await userInfo(user);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.code).toBe(RESULT_CODES.accountBanned);
    expect((await signInRefusal(user))?.code).toBe(RESULT_CODES.accountBanned);
  });

  it('answers a device ban with deviceBanned, leaving other devices alone', async () => {
    const user = await bed.signIn();
    await bed.gateway.services.auth.bans.ban({ deviceId: user.identity.deviceId, createdBy: 'test' });
    expect((await userInfo(user)).body.code).toBe(RESULT_CODES.deviceBanned);
    const elsewhere = await bed.signIn();
    expect((await userInfo(elsewhere)).body.code).toBe(200);
  });

  it("answers a ban of both with accountAndDeviceBanned and the operator's message", async () => {
    const user = await bed.signIn();
    const message = 'Your account and device were banned for spam.';
    await bed.gateway.services.auth.bans.ban({
      userId: user.userId,
      deviceId: user.identity.deviceId,
      message,
      createdBy: 'test',
    });
    expect((await userInfo(user)).body).toMatchObject({ code: RESULT_CODES.accountAndDeviceBanned, message });
  });

  it('treats an account ban and a device ban that meet as both', async () => {
    const user = await bed.signIn();
    await bed.gateway.services.auth.bans.ban({ userId: user.userId, createdBy: 'test' });
    await bed.gateway.services.auth.bans.ban({ deviceId: user.identity.deviceId, createdBy: 'test' });
    expect((await userInfo(user)).body.code).toBe(RESULT_CODES.accountAndDeviceBanned);
  });

  it(`ends a ${ACCOUNT_BLOCK_HOURS}-hour block on time: the user is a visitor, then signs in again`, async () => {
    const user = await bed.signIn();
    const { id } = await bed.gateway.services.auth.bans.ban({
      userId: user.userId,
      hours: ACCOUNT_BLOCK_HOURS,
      createdBy: 'test',
    });
    const blocked = await userInfo(user);
    expect(blocked.body.code).toBe(RESULT_CODES.accountBanned);
    const until = Date.parse((blocked.body.data as { until: string }).until);
    expect(until - Date.now()).toBeGreaterThan((ACCOUNT_BLOCK_HOURS - 1) * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(ACCOUNT_BLOCK_HOURS * 3_600_000);
    expect((await signInRefusal(user))?.code).toBe(RESULT_CODES.accountBanned);

    // Bans run out by the database's clock: the block's end passes.
    const db = bed.gateway.services.database.db;
    await db
      .update(bans)
      .set({ until: sql`now() - interval '1 second'` })
      .where(eq(bans.id, id));
    const expired = await userInfo(user);
    expect(expired.httpStatus).toBe(401);
    const again = await signInAgain(user);
    expect((await userInfo(again)).body).toMatchObject({ code: 200, data: { userId: String(user.userId) } });
  });

  it('lets the user sign in again once the ban is lifted', async () => {
    const user = await bed.signIn();
    await bed.gateway.services.auth.bans.ban({ userId: user.userId, createdBy: 'test' });
    expect((await userInfo(user)).body.code).toBe(RESULT_CODES.accountBanned);
    expect(await bed.gateway.services.auth.bans.unban({ userId: user.userId })).toBe(1);
    expect((await userInfo(user)).httpStatus).toBe(401);
    const again = await signInAgain(user);
    expect((await userInfo(again)).body.code).toBe(200);
  });
});
