// Web push over real HTTP and a real push protocol: subscriptions made by the local push service
// (web-push-testing) as a browser would, messages encrypted and VAPID-signed by web-push, received and decrypted
// there; the one-time grants of initNotificationGiveCoin and initWebappGiveCoin paid through the ledger once.
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  PROTOCOL_ERRORS,
  getIsInitNotification,
  getIsInitWebapp,
  postInitNotificationGiveCoin,
  postInitWebappGiveCoin,
  postLike,
  postPushSubscribe,
  postPushUnsubscribe,
  putLogout,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.ts';
import { PushService, VAPID_FILE, type SendResult } from '../src/modules/push/index.ts';
import { DEFAULT_REWARDS_CONFIG, RewardService } from '../src/modules/rewards/index.ts';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, launch } from './call-kit.ts';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from './local-push-service.ts';

let bed: CallBed;
let pushService: LocalPushService;

beforeAll(async () => {
  [bed, pushService] = await Promise.all([CallBed.open(), startLocalPushService()]);
});
afterAll(async () => {
  await bed.close();
  await pushService.close();
});

const publicKey = () => bed.gateway.services.push.publicKey;

/** A subscription the local push service made for the gateway's key, stored for the user's device. */
async function subscribed(user: SignedInUser, locale = 'en'): Promise<LocalSubscription> {
  const subscription = await pushService.subscribe(publicKey());
  const { endpoint, keys } = subscription;
  const answer = await user.client.post(postPushSubscribe.path, { endpoint, keys, locale });
  expect(answer.body).toMatchObject({ code: 200, data: { subscribed: true } });
  return subscription;
}

/** The messages the subscription received once the gateway's pushes in flight are done, parsed. */
async function received(subscription: LocalSubscription): Promise<unknown[]> {
  await bed.gateway.services.push.idle();
  return pushService.messages(subscription.clientHash).map((text) => JSON.parse(text) as unknown);
}

describe('VAPID keys', () => {
  it('are made on first start into the keys directory, readable by the gateway alone', () => {
    const file = join(bed.gateway.config.keysDir, VAPID_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string };
    expect(keys.publicKey).toBe(publicKey());
    expect(publicKey()).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});

describe('subscriptions and notifications', () => {
  it('stores a subscription per device, tells the controller, and delivers a notification to it', async () => {
    const user = await bed.signIn('Mira');
    const before = await user.client.get(getIsInitNotification.path, {});
    expect(before.body.data).toMatchObject({
      support: true,
      status: false,
      hasCoin: true,
      publicKey: publicKey(),
    });
    const subscription = await subscribed(user, 'tr');
    const after = await user.client.get(getIsInitNotification.path, {});
    expect(after.body.data).toMatchObject({ status: true, hasCoin: true });

    const result = await bed.gateway.services.push.notify(user.userId, { kind: 'reward', coins: 5 });
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(await received(subscription)).toEqual([{ kind: 'reward', coins: 5, locale: 'tr' }]);
  });

  it('rings an incoming call by push when the callee has no tab open, and not when one is', async () => {
    const caller = await bed.caller(500, 'Caller');
    const callee = await bed.caller(0, 'Deniz');
    const subscription = await subscribed(callee);
    const launched = await launch(caller, callee.userId);
    expect(launched.body.code, launched.body.message).toBe(200);
    expect(await received(subscription)).toEqual([
      {
        kind: 'call',
        roomNum: launched.body.data.call.roomNum,
        callerName: 'Caller',
        media: 'video',
        locale: 'en',
      },
    ]);

    const other = await bed.caller(0, 'Tab open');
    const otherSubscription = await subscribed(other);
    const socket = await bed.socket(other);
    const second = await launch(await bed.caller(500), other.userId);
    expect(second.body.code).toBe(200);
    expect(await received(otherSubscription)).toEqual([]);
    socket.close();
  });

  it('tells the receiver of a new message by push, once per message', async () => {
    const sender = await bed.caller(0, 'Sender');
    const receiver = await bed.caller(0, 'Receiver');
    const subscription = await subscribed(receiver);
    await bed.gateway.services.im.send(sender.userId, receiver.userId, 'push-msg-1', 'hello');
    await bed.gateway.services.im.send(sender.userId, receiver.userId, 'push-msg-1', 'hello');
    expect(await received(subscription)).toEqual([
      { kind: 'message', friendId: String(sender.userId), senderName: 'Sender', locale: 'en' },
    ]);
  });

  it('tells a liked user with no tab open, once per like however often it is sent', async () => {
    const liker = await bed.caller(100, 'Liker');
    const liked = await bed.caller(0, 'Liked');
    const subscription = await subscribed(liked, 'nl');
    for (let i = 0; i < 2; i += 1) {
      const answer = await liker.client.post(postLike.path, { friendId: String(liked.userId) });
      expect(answer.body.code).toBe(200);
    }
    expect(await received(subscription)).toEqual([{ kind: 'like', locale: 'nl' }]);
  });

  it('tells a user with no tab that a task is done and its coins wait, once, after the commit', async () => {
    const [writer, friend] = [await bed.caller(0, 'Writer'), await bed.caller(0, 'Friend')];
    const subscription = await subscribed(writer, 'tr');
    await bed.gateway.services.friends.befriend(writer.userId, friend.userId);
    const task = DEFAULT_REWARDS_CONFIG.missions.find((m) => m.kind === 'daily' && m.event === 'message')!;
    const { im, rewardDone } = bed.gateway.services;
    const sent = async (count: number) => {
      for (let i = 0; i < count; i += 1) await im.send(writer.userId, friend.userId, randomUUID(), 'hi');
      await rewardDone.settled();
      return received(subscription);
    };
    expect(await sent(task.target - 1)).toEqual([]);
    expect(await sent(1)).toEqual([{ kind: 'reward', coins: task.coins, locale: 'tr' }]);
    // Past the target the task is done already: nothing more today.
    expect(await sent(2)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410), and one the user turns off', async () => {
    const user = await bed.signIn();
    const gone = await subscribed(user);
    pushService.expire(gone.clientHash);
    expect(await bed.gateway.services.push.notify(user.userId, { kind: 'reward', coins: 1 })).toEqual({
      sent: 0,
      removed: 1,
      failed: 0,
    });
    const rows = () =>
      bed.gateway.services.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.userId));
    expect(await rows()).toEqual([]);

    const again = await subscribed(user);
    const off = await user.client.post(postPushUnsubscribe.path, { endpoint: again.endpoint });
    expect(off.body.data).toEqual({ removed: true });
    expect(await rows()).toEqual([]);
  });

  it("forgets the device's subscription when the user signs out there", async () => {
    const user = await bed.signIn();
    const subscription = await subscribed(user);
    expect((await user.client.put(putLogout.path)).body).toMatchObject({ code: 200 });
    const rows = await bed.gateway.services.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId));
    expect(rows).toEqual([]);
    await bed.gateway.services.push.notify(user.userId, { kind: 'reward', coins: 1 });
    expect(await received(subscription)).toEqual([]);
  });

  it('keeps one subscription per device: a new one replaces the old', async () => {
    const user = await bed.signIn();
    await subscribed(user);
    const latest = await subscribed(user);
    const rows = await bed.gateway.services.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId));
    expect(rows).toEqual([{ endpoint: latest.endpoint }]);
  });

  it('refuses a key that is no P-256 point, and endpoints that are no push service in production', async () => {
    const user = await bed.signIn();
    const subscription = await pushService.subscribe(publicKey());
    const bad = await user.client.post(postPushSubscribe.path, {
      endpoint: subscription.endpoint,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: subscription.keys.auth },
    });
    expect(bad.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);

    const { database, ledger } = bed.gateway.services;
    const strict = new PushService({
      db: database.db,
      rewards: new RewardService(database.db, ledger),
      sender: { send: () => Promise.resolve({ status: 201 }) },
      publicKey: publicKey(),
      localEndpoints: false,
      grants: { notificationCoins: 1, webappCoins: 1 },
      now: bed.now,
    });
    for (const endpoint of [subscription.endpoint, 'https://127.0.0.1/x', 'https://push.example:8443/x']) {
      await expect(
        strict.subscribe(user.userId, user.identity.deviceId, { ...subscription, endpoint, locale: 'en' }),
      ).rejects.toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
    }
  });
});

describe('a push service that is busy, failing or out of reach', () => {
  /** A PushService on the bed's database whose sender answers `statuses` in turn and whose waits are recorded. */
  function scripted(statuses: SendResult[]) {
    const { database, ledger } = bed.gateway.services;
    const tries: number[] = [];
    const waits: number[] = [];
    const service = new PushService({
      db: database.db,
      rewards: new RewardService(database.db, ledger),
      sender: { send: async () => (tries.push(tries.length + 1), statuses.shift() ?? { status: 201 }) },
      publicKey: publicKey(),
      localEndpoints: true,
      grants: { notificationCoins: 1, webappCoins: 1 },
      now: bed.now,
      wait: async (ms) => void waits.push(ms),
    });
    return { service, tries, waits };
  }

  it("tries again after the service's Retry-After, or 1 s then 4 s, three tries in all", async () => {
    const user = await bed.signIn();
    await subscribed(user);
    const busy = scripted([{ status: 503, retryAfterMs: 2000 }, { status: 429 }, { status: 201 }]);
    expect(
      await busy.service.notify(user.userId, { kind: 'message', friendId: '1', senderName: 'A' }),
    ).toEqual({
      sent: 1,
      removed: 0,
      failed: 0,
    });
    expect(busy.waits).toEqual([2000, 4000]);

    const down = scripted([{ status: 500 }, { status: 0 }, { status: 502 }, { status: 201 }]);
    expect(await down.service.notify(user.userId, { kind: 'reward', coins: 1 })).toMatchObject({ failed: 1 });
    expect([down.tries.length, down.waits]).toEqual([3, [1000, 4000]]);

    // A refusal is final, and a bell is worthless after its minute: no wait past the message's TTL.
    const refused = scripted([{ status: 400 }]);
    expect(await refused.service.notify(user.userId, { kind: 'reward', coins: 1 })).toMatchObject({
      failed: 1,
    });
    const late = scripted([{ status: 429, retryAfterMs: 61_000 }]);
    const bell = { kind: 'call', roomNum: '1', callerName: 'A', media: 'video' } as const;
    expect(await late.service.notify(user.userId, bell)).toMatchObject({ failed: 1 });
    expect([refused.tries.length, late.tries.length, refused.waits, late.waits]).toEqual([1, 1, [], []]);
  });

  it('gives up waiting at shutdown', async () => {
    const user = await bed.signIn();
    await subscribed(user);
    const { database, ledger } = bed.gateway.services;
    const service = new PushService({
      db: database.db,
      rewards: new RewardService(database.db, ledger),
      sender: { send: async () => ({ status: 503, retryAfterMs: 20_000 }) },
      publicKey: publicKey(),
      localEndpoints: true,
      grants: { notificationCoins: 1, webappCoins: 1 },
      now: bed.now,
    });
    let result: unknown;
    service.background(async () => {
      result = await service.notify(user.userId, { kind: 'reward', coins: 1 });
    });
    // The real wait is 20 s; stop cuts it short, and the message counts as failed.
    await service.stop();
    expect(result).toMatchObject({ sent: 0, failed: 1 });
  });
});

describe('the notification grant (initNotificationGiveCoin)', () => {
  it('pays nothing without a subscription on the device, then once per account however often asked', async () => {
    const user = await bed.signIn();
    const coins = bed.gateway.config.push.notificationCoins;
    const start = await bed.coins(user.userId);
    const forged = await user.client.post(postInitNotificationGiveCoin.path, {});
    expect(forged.body).toMatchObject({ code: 200, data: { coinsGranted: 0 } });
    expect(await bed.coins(user.userId)).toBe(start);
    await subscribed(user);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => user.client.post(postInitNotificationGiveCoin.path, { countryId: 1 })),
    );
    const paid = answers.map((answer) => (answer.body.data as { coinsGranted: number }).coinsGranted);
    expect(paid.filter((granted) => granted > 0)).toEqual([coins]);
    expect(await bed.coins(user.userId)).toBe(start + coins);
    expect(await bed.keyCount(`reward:${user.userId}:push_notification`)).toBe(1);
    const controller = await user.client.get(getIsInitNotification.path, {});
    expect(controller.body.data).toMatchObject({ status: true, hasCoin: false, gold: coins });
  });
});

describe('the install grant (initWebappGiveCoin)', () => {
  it('pays once per account and once per device, 50 concurrent claims included', async () => {
    const coins = bed.gateway.config.push.webappCoins;
    const user = await bed.signIn();
    const start = await bed.coins(user.userId);
    expect((await user.client.get(getIsInitWebapp.path, {})).body.data).toEqual({
      status: false,
      hasCoin: true,
      gold: coins,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => user.client.post(postInitWebappGiveCoin.path, {})),
    );
    const paid = answers.map((answer) => (answer.body.data as { coinsGranted: number }).coinsGranted);
    expect(paid.filter((granted) => granted > 0)).toEqual([coins]);
    expect(await bed.coins(user.userId)).toBe(start + coins);
    expect((await user.client.get(getIsInitWebapp.path, {})).body.data).toEqual({
      status: true,
      hasCoin: false,
      gold: coins,
    });

    // Another account on the same device: the device had it.
    const { sessions } = bed.gateway.services;
    const second = await bed.signIn();
    const sameDevice = { ...second.identity, deviceId: user.identity.deviceId };
    sameDevice.loginToken = (await sessions.create(second.userId, sameDevice.deviceId)).loginToken;
    const onSameDevice = await bed.client(sameDevice);
    expect((await onSameDevice.get(getIsInitWebapp.path, {})).body.data).toMatchObject({ hasCoin: false });
    expect((await onSameDevice.post(postInitWebappGiveCoin.path, {})).body.data).toEqual({ coinsGranted: 0 });

    // The first account on another device: the account had it, and that device stays free for an account that never had.
    const otherDevice = { ...user.identity, deviceId: `${user.identity.deviceId}-b` };
    otherDevice.loginToken = (await sessions.create(user.userId, otherDevice.deviceId)).loginToken;
    const onOtherDevice = await bed.client(otherDevice);
    expect((await onOtherDevice.post(postInitWebappGiveCoin.path, {})).body.data).toEqual({
      coinsGranted: 0,
    });
    const third = await bed.signIn();
    const thirdThere = { ...third.identity, deviceId: otherDevice.deviceId };
    thirdThere.loginToken = (await sessions.create(third.userId, otherDevice.deviceId)).loginToken;
    const thirdClient = await bed.client(thirdThere);
    expect((await thirdClient.post(postInitWebappGiveCoin.path, {})).body.data).toEqual({
      coinsGranted: coins,
    });
  });
});
