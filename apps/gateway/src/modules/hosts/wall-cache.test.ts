// The wall's cache (wall-cache.ts) on its own, with a clock the test moves and a loader that counts: it loads once
// for many readers, drops its snapshot on every change it is told of, on a wall host's presence change but not on
// somebody else's, when the statuses would lapse and at its maximum age; a load overtaken by a change is not kept.
// Against the real database and HTTP: test/wall-cache.test.ts and test/wall-instances.test.ts.
import { USER_STATUS, type HostCard, type UserStatus } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import type { PubSub } from '../../db/pubsub.ts';
import type { PresenceChange } from '../presence/index.ts';
import { HOSTS_CHANNEL, WallCache, type WallLoad } from './wall-cache.ts';

function card(userId: string, status: UserStatus = USER_STATUS.online, pricePerMinute = 40): HostCard {
  return {
    userId,
    searchUserId: `9${userId}`,
    userName: `Host ${userId}`,
    countryId: 528,
    countryCode: 'NL',
    avatar: `/upload/avatars/9${userId}.svg`,
    pricePerMinute,
    friendPricePerMinute: pricePerMinute,
    status,
    videoFriendsOnly: false,
  };
}

/** In-memory channels, delivered at once as PGlite does. */
class Channels implements PubSub {
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  async publish(channel: string, payload: string): Promise<void> {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void) {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set);
    set.add(onMessage);
    return async () => void set.delete(onMessage);
  }

  async close(): Promise<void> {}
}

/** A cache over a wall the test edits, on a clock the test moves; `loads` counts the database reads. */
async function cacheOver(wall: { cards: HostCard[]; stableForMs: number }, maxAgeMs = 5_000) {
  const channels = new Channels();
  let now = 1_000;
  const state = { loads: 0 };
  const gates: (() => void)[] = [];
  const held = { on: false };
  const load = async (): Promise<WallLoad> => {
    state.loads += 1;
    // What the database holds when the load reads it, before any wait.
    const read = { cards: wall.cards.map((one) => ({ ...one })), stableForMs: wall.stableForMs };
    if (held.on) await new Promise<void>((release) => gates.push(release));
    return read;
  };
  const cache = new WallCache(load, () => now, maxAgeMs);
  await cache.start({
    pubsub: channels,
    onPresenceChange: (listener) =>
      channels.subscribe('presence', (payload) => listener(JSON.parse(payload) as PresenceChange)),
  });
  return {
    cache,
    state,
    advance: (ms: number) => (now += ms),
    hostChanged: (userId: string) => channels.publish(HOSTS_CHANNEL, userId),
    presenceChanged: (userId: string, status: UserStatus) =>
      channels.publish('presence', JSON.stringify({ userId, status })),
    /** Loads wait until `release` while held. */
    hold: () => (held.on = true),
    release: () => {
      held.on = false;
      for (const open of gates.splice(0)) open();
    },
  };
}

const guestIds = async (cache: WallCache) => (await cache.current()).guestList().map((one) => one.userId);

describe('the wall cache', () => {
  it('loads once for every reader until something changes', async () => {
    const { cache, state } = await cacheOver({ cards: [card('1'), card('2')], stableForMs: Infinity });
    const answers = await Promise.all(Array.from({ length: 20 }, () => guestIds(cache)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ['1', '2']));
    expect(await guestIds(cache)).toEqual(['1', '2']);
    expect(state.loads).toBe(1);
  });

  it('loads anew when a host’s card changes, and shows the change', async () => {
    const wall = { cards: [card('1'), card('2')], stableForMs: Infinity };
    const { cache, state, hostChanged } = await cacheOver(wall);
    expect((await cache.current()).cards[1]!.pricePerMinute).toBe(40);
    wall.cards[1] = card('2', USER_STATUS.online, 55);
    await hostChanged('2');
    expect((await cache.current()).cards[1]!.pricePerMinute).toBe(55);
    expect(state.loads).toBe(2);
  });

  it('loads anew when the presence of a host on the wall changes, not of anybody else', async () => {
    const wall = { cards: [card('1'), card('2')], stableForMs: Infinity };
    const { cache, state, presenceChanged } = await cacheOver(wall);
    await cache.current();
    await presenceChanged('77', USER_STATUS.online);
    await cache.current();
    expect(state.loads).toBe(1);
    wall.cards = [card('2'), card('1', USER_STATUS.offline)];
    await presenceChanged('1', USER_STATUS.offline);
    expect(await guestIds(cache)).toEqual(['2', '1']);
    expect(state.loads).toBe(2);
  });

  it('does not keep a load that a change overtook, and readers after the change wait for a new one', async () => {
    const wall = { cards: [card('1', USER_STATUS.online, 40)], stableForMs: Infinity };
    const { cache, state, hostChanged, hold, release } = await cacheOver(wall);
    hold();
    const early = cache.current();
    // The change commits while the first load is on its way back with what it read before.
    wall.cards = [card('1', USER_STATUS.online, 60)];
    await hostChanged('1');
    const late = cache.current();
    release();
    expect((await early).cards[0]!.pricePerMinute).toBe(40);
    expect((await late).cards[0]!.pricePerMinute).toBe(60);
    expect((await cache.current()).cards[0]!.pricePerMinute).toBe(60);
    expect(state.loads).toBe(2);
  });

  it('loads anew once the statuses would lapse by time alone, and at its maximum age', async () => {
    const wall = { cards: [card('1')], stableForMs: 1_500 };
    const { cache, state, advance } = await cacheOver(wall, 5_000);
    await cache.current();
    advance(1_499);
    await cache.current();
    expect(state.loads).toBe(1);
    wall.cards = [card('1', USER_STATUS.offline)];
    wall.stableForMs = Infinity;
    advance(1);
    expect((await cache.current()).cards[0]!.status).toBe(USER_STATUS.offline);
    expect(state.loads).toBe(2);
    advance(4_999);
    await cache.current();
    expect(state.loads).toBe(2);
    advance(1);
    await cache.current();
    expect(state.loads).toBe(3);
  });

  it('keeps no failed load: the next reader tries again', async () => {
    let fail = true;
    const cache = new WallCache(async () => {
      if (fail) throw new Error('database away');
      return { cards: [card('1')], stableForMs: Infinity };
    });
    await expect(cache.current()).rejects.toThrow('database away');
    fail = false;
    expect(await guestIds(cache)).toEqual(['1']);
  });

  it('tells a waiting test of the change that concerns it, not of another', async () => {
    const { cache, hostChanged } = await cacheOver({ cards: [card('1')], stableForMs: Infinity });
    const heard: string[] = [];
    void cache.nextInvalidation('1').then(() => heard.push('1'));
    void cache.nextInvalidation().then(() => heard.push('any'));
    await hostChanged('2');
    await Promise.resolve();
    expect(heard).toEqual(['any']);
    await hostChanged('1');
    await Promise.resolve();
    expect(heard).toEqual(['any', '1']);
  });
});
