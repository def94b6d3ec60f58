// Rewards against the real gateway (docs/rewards.md): the check-in and its messages, tasks counted from real
// calls and messages that start again at 0:00 UTC of the test clock, claims paid once whatever the concurrency,
// and grant requests the protocol refuses (forged, replayed) paying nothing.
import { randomUUID } from 'node:crypto';
import { BUSINESS_CODES, PROTOCOL_ERRORS, type CheckInState, type MissionView } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityRewards, DEFAULT_REWARDS_CONFIG, missionGiftKey } from '../src/modules/rewards/index.ts';
import { CallBed, act, launch } from './call-kit.ts';
import { type IndependentClient } from './independent-client.ts';

const CHECK_IN = '/wchat/activities/api/user/checkIn';
const MISSIONS = '/wchat/activities/api/mission/reward';
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_WEEK = DEFAULT_REWARDS_CONFIG.checkIn.firstWeek;
const mission = (id: string) => DEFAULT_REWARDS_CONFIG.missions.find((m) => m.id === id)!;

let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

/** Moves the gateway's clock to `ms` past the next 0:00 UTC. */
async function toNextMidnight(ms = 0): Promise<void> {
  const now = bed.now();
  await bed.advance(Math.ceil((now + 1) / DAY_MS) * DAY_MS + ms - now);
}

async function missions(client: IndependentClient): Promise<Map<string, MissionView>> {
  const { body } = await client.get(MISSIONS);
  expect(body.code).toBe(200);
  return new Map((body.data as { missions: MissionView[] }).missions.map((m) => [m.id, m]));
}

async function message(from: { client: IndependentClient }, toId: number) {
  const { body } = await from.client.post('/api/im/send', {
    friendId: String(toId),
    clientId: randomUUID(),
    text: 'hello',
  });
  expect(body.code).toBe(200);
}

describe('check-in', () => {
  it('pays the first week day by day, says when the next opens, and refuses a second account on the device', async () => {
    await toNextMidnight(60 * 60 * 1000);
    const user = await bed.caller(0, 'Checker');
    const before = await bed.coins(user.userId);
    const first = await user.client.post(CHECK_IN);
    expect(first.body).toMatchObject({ code: 200, data: { coins: FIRST_WEEK[0] } });
    expect((first.body.data as { checkIn: CheckInState }).checkIn).toMatchObject({
      hasCheck: true,
      day: 1,
      totalCoin: FIRST_WEEK[0],
      show: true,
    });
    expect(await bed.coins(user.userId)).toBe(before + FIRST_WEEK[0]!);

    // The same day again: the time left until 0:00 UTC (23 hours from 1:00).
    const again = await user.client.post(CHECK_IN);
    expect(again.body.code).toBe(BUSINESS_CODES.checkedInToday);
    const left = (again.body.data as { secondsLeft: number }).secondsLeft;
    expect(left).toBeLessThanOrEqual(23 * 60 * 60);
    expect(left).toBeGreaterThan(23 * 60 * 60 - 60);
    const has = await user.client.get(`${CHECK_IN}/hasCheckedIn`);
    expect(has.body.data).toEqual({ hasCheck: true, secondsLeft: expect.any(Number) });

    // Another account on the same device, the same day.
    const other = await bed.caller(0, 'Second account');
    const { sessions } = bed.gateway.services;
    const { loginToken } = await sessions.create(other.userId, user.identity.deviceId);
    const sameDevice = await bed.client({
      userId: String(other.userId),
      deviceId: user.identity.deviceId,
      loginToken,
    });
    expect((await sameDevice.post(CHECK_IN)).body.code).toBe(BUSINESS_CODES.checkedInOtherAccount);

    // Days 2 to 7, then the week is over: a user who is not VIP hears so.
    for (let day = 2; day <= 7; day += 1) {
      await toNextMidnight(60 * 60 * 1000);
      const next = await user.client.post(CHECK_IN);
      expect(next.body).toMatchObject({ code: 200, data: { coins: FIRST_WEEK[day - 1] } });
    }
    expect(
      await bed.keyCount(`checkin:${user.userId}:${new Date(bed.now()).toISOString().slice(0, 10)}`),
    ).toBe(1);
    expect(await bed.coins(user.userId)).toBe(before + FIRST_WEEK.reduce((a, b) => a + b, 0));
    await toNextMidnight(60 * 60 * 1000);
    const ended = await user.client.post(CHECK_IN);
    expect(ended.body.code).toBe(BUSINESS_CODES.firstWeekBonusEnded);
    const state = (await user.client.get(CHECK_IN)).body.data as CheckInState;
    expect(state).toMatchObject({ show: false, firstWeekEnded: true, days: [] });
  });

  it("pays a VIP's daily coins after the first week (the payments module says who is VIP)", async () => {
    const user = await bed.caller(0, 'VIP');
    const { database, ledger } = bed.gateway.services;
    const rewards = new ActivityRewards({ db: database.db, ledger, vip: async () => true, now: bed.now });
    expect((await rewards.checkIn(user.userId, user.identity.deviceId)).coins).toBe(
      FIRST_WEEK[0]! + DEFAULT_REWARDS_CONFIG.checkIn.vipDaily,
    );
    await bed.advance(8 * DAY_MS);
    const later = await rewards.checkIn(user.userId, user.identity.deviceId);
    expect(later).toMatchObject({ coins: DEFAULT_REWARDS_CONFIG.checkIn.vipDaily, checkIn: { show: true } });
  });

  it('pays 50 concurrent check-ins of one account once', async () => {
    const user = await bed.caller(0, 'Fifty');
    const before = await bed.coins(user.userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => user.client.post(CHECK_IN)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === BUSINESS_CODES.checkedInToday)).toHaveLength(49);
    expect(await bed.coins(user.userId)).toBe(before + FIRST_WEEK[0]!);
  });
});

describe('daily tasks', () => {
  it('count real messages of the UTC day, and start again at 0:00', async () => {
    const [ayla, bo] = [await bed.caller(0, 'Ayla'), await bed.caller(0, 'Bo')];
    await bed.gateway.services.friends.befriend(ayla.userId, bo.userId);
    await toNextMidnight(-60_000);
    for (let i = 0; i < 2; i += 1) await message(ayla, bo.userId);
    expect((await missions(ayla.client)).get('daily-message')).toMatchObject({
      progress: 2,
      completed: false,
    });
    await toNextMidnight();
    expect((await missions(ayla.client)).get('daily-message')!.progress).toBe(0);
    await message(ayla, bo.userId);
    expect((await missions(ayla.client)).get('daily-message')!.progress).toBe(1);
  });

  it('reset exactly at 0:00 UTC: an event a millisecond before counts for the day that ends', async () => {
    const user = await bed.caller(0, 'Boundary');
    const midnight = Math.ceil(bed.now() / DAY_MS) * DAY_MS + DAY_MS;
    let now = midnight - 1;
    const { database, ledger } = bed.gateway.services;
    const rewards = new ActivityRewards({ db: database.db, ledger, vip: async () => false, now: () => now });
    const progress = async () =>
      (await rewards.missions(user.userId)).missions.find((m) => m.id === 'daily-match')!.progress;
    await rewards.recordIn(database.db, user.userId, 'match', midnight - 1);
    expect(await progress()).toBe(1);
    expect((await rewards.missions(user.userId)).secondsLeft).toBe(1);
    now = midnight;
    expect(await progress()).toBe(0);
    await rewards.recordIn(database.db, user.userId, 'match', midnight);
    expect(await progress()).toBe(1);
    // Missions count every day.
    expect((await rewards.missions(user.userId)).missions.find((m) => m.id === 'ten-matches')!.progress).toBe(
      2,
    );
  });

  it('complete after a real call, pay a claim once among 50, and refuse what is not completed', async () => {
    await toNextMidnight(60 * 60 * 1000);
    const caller = await bed.caller(100, 'Task caller');
    expect((await caller.client.post(MISSIONS, { missionId: 'daily-call' })).body.code).toBe(
      BUSINESS_CODES.missionNotCompleted,
    );
    const host = await bed.host(10, 6);
    const launched = await launch(caller, host.userId);
    const roomNum = launched.body.data.call.roomNum;
    expect((await act(host, 'answer', roomNum)).body.code).toBe(200);
    expect((await act(caller, 'hangup', roomNum)).body.code).toBe(200);
    const views = await missions(caller.client);
    expect(views.get('daily-call')).toMatchObject({ progress: 1, completed: true, claimed: false });
    expect((await missions(host.client)).get('daily-call')!.completed).toBe(true);

    const before = await bed.coins(caller.userId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => caller.client.post(MISSIONS, { missionId: 'daily-call' })),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === BUSINESS_CODES.missionClaimed)).toHaveLength(49);
    expect(await bed.coins(caller.userId)).toBe(before + mission('daily-call').coins);
    const day = new Date(bed.now()).toISOString().slice(0, 10);
    expect(await bed.keyCount(`task:${caller.userId}:daily-call:${day}`)).toBe(1);

    // The mission of a first call pays on its own key; the completed list names both.
    expect((await caller.client.post(MISSIONS, { missionId: 'first-call' })).body.code).toBe(200);
    expect(await bed.keyCount(`mission:${caller.userId}:first-call`)).toBe(1);
    const completed = (await caller.client.get(`${MISSIONS}/getCompletedReward`)).body.data as {
      missions: MissionView[];
    };
    expect(completed.missions.map((m) => [m.id, m.claimed])).toEqual([
      ['daily-call', true],
      ['first-call', true],
    ]);
    expect((await caller.client.post(MISSIONS, { missionId: 'no-such' })).body.code).toBe(
      BUSINESS_CODES.missionNotFound,
    );

    // The next day the task is open again, not completed.
    await toNextMidnight();
    expect((await missions(caller.client)).get('daily-call')).toMatchObject({ progress: 0, claimed: false });
  });
});

describe("missions' backpack gifts", () => {
  it('go to the backpack with the claim, once among 50 concurrent claims, on a key naming mission and user', async () => {
    const { rewards, gifts } = bed.gateway.services;
    await rewards.setConfig({
      ...DEFAULT_REWARDS_CONFIG,
      missions: [
        ...DEFAULT_REWARDS_CONFIG.missions,
        {
          id: 'first-words',
          kind: 'once',
          event: 'message',
          target: 1,
          coins: 0,
          // A gift the catalogue does not offer is neither shown nor owed.
          gifts: [
            { giftId: 'rose', count: 2 },
            { giftId: 'heart', count: 1 },
            { giftId: 'gone', count: 1 },
          ],
        },
      ],
    });
    try {
      const [ayla, bo] = [await bed.caller(0, 'Gift Ayla'), await bed.caller(0, 'Gift Bo')];
      await bed.gateway.services.friends.befriend(ayla.userId, bo.userId);
      await message(ayla, bo.userId);
      const view = (await missions(ayla.client)).get('first-words')!;
      expect(view).toMatchObject({ completed: true, coins: 0 });
      expect(view.gifts.map(({ giftId, name, count }) => [giftId, name, count])).toEqual([
        ['rose', 'Rose', 2],
        ['heart', 'Heart', 1],
      ]);

      const before = await bed.coins(ayla.userId);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => ayla.client.post(MISSIONS, { missionId: 'first-words' })),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === BUSINESS_CODES.missionClaimed)).toHaveLength(49);
      expect(await bed.coins(ayla.userId)).toBe(before);
      expect((await gifts.backpack(ayla.userId)).map(({ gift, count }) => [gift.giftId, count])).toEqual([
        ['rose', 2],
        ['heart', 1],
      ]);
      // The same grant key again (a claim that somehow ran twice) adds nothing.
      const first = DEFAULT_REWARDS_CONFIG.missions[0]!;
      expect(
        await gifts.grantToBackpack({
          userId: ayla.userId,
          giftId: 'rose',
          count: 2,
          key: missionGiftKey(ayla.userId, { ...first, id: 'first-words', kind: 'once' }, '', 'rose'),
        }),
      ).toEqual({ granted: 0 });
    } finally {
      await rewards.setConfig(DEFAULT_REWARDS_CONFIG);
    }
  });
});

describe('grant requests the protocol refuses', () => {
  it('pay nothing when forged or replayed', async () => {
    const user = await bed.caller(0, 'Target');
    const before = await bed.coins(user.userId);
    // Forged: the right user id and device, signed without the login token.
    const forger = await bed.client({ ...user.identity, loginToken: 'f'.repeat(64) });
    expect((await forger.post(CHECK_IN)).body.code).toBe(PROTOCOL_ERRORS.signatureInvalid);
    // Another user's id in the envelope, signed with one's own token.
    const attacker = await bed.caller(0, 'Attacker');
    const posing = await bed.client({ ...attacker.identity, userId: String(user.userId) });
    expect((await posing.post(CHECK_IN)).httpStatus).toBe(401);
    expect(await bed.coins(user.userId)).toBe(before);

    // Replayed: one signed, sealed check-in sent twice byte for byte: the second never runs.
    const { client } = user;
    const body = { ...client.envelope(), ...client.signature(() => CHECK_IN) };
    const sealed = client.seal(JSON.stringify(body), `POST ${CHECK_IN}`);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: client.wrappedKey, kid: client.kid, data: sealed }),
    };
    const first = await client.raw(`${bed.url}${CHECK_IN}`, init, `POST ${CHECK_IN}`);
    expect(first.body.code).toBe(200);
    const paid = await bed.coins(user.userId);
    expect(paid).toBe(before + FIRST_WEEK[0]!);
    const replayed = await client.raw(`${bed.url}${CHECK_IN}`, init, `POST ${CHECK_IN}`);
    expect(replayed.body.code).toBe(PROTOCOL_ERRORS.signatureReplayed);
    expect(await bed.coins(user.userId)).toBe(paid);
  });
});

describe('an event', () => {
  it('reads the configuration by its version: a change made elsewhere counts from the next event', async () => {
    const { database, ledger, rewards: elsewhere } = bed.gateway.services;
    const told: string[][] = [];
    const rewards = new ActivityRewards({
      db: database.db,
      ledger,
      vip: async () => false,
      now: bed.now,
      completedIn: async (_db, _userId, missions) => void told.push(missions.map((m) => m.id)),
    });
    const task = (id: string, target: number) =>
      ({ id, kind: 'daily', event: 'message', target, coins: 1 }) as const;
    const { userId } = await bed.caller(0, 'Config Cy');
    try {
      await elsewhere.setConfig({ ...DEFAULT_REWARDS_CONFIG, missions: [task('one-word', 1)] });
      await rewards.recordIn(database.db, userId, 'message', bed.now());
      // Another holder of the configuration (an operator's command, another instance) changes it.
      await elsewhere.setConfig({ ...DEFAULT_REWARDS_CONFIG, missions: [task('two-words', 2)] });
      await rewards.recordIn(database.db, userId, 'message', bed.now());
      await rewards.recordIn(database.db, userId, 'message', bed.now());
      expect(told).toEqual([['one-word'], ['two-words']]);
    } finally {
      await elsewhere.setConfig(DEFAULT_REWARDS_CONFIG);
    }
  });
});
