// The wall against a real gateway in process (PGlite in memory): real HTTP calls through the real gateway client,
// real presence over a real realtime socket, as the shell runs it.
import { COUNTRIES, LANGUAGE_IDS, USER_STATUS, type UserInfo } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import {
  createGatewayClient,
  createRealtimeChannel,
  ensureDeviceId,
  memoryStorage,
  storeSessionCookies,
  type GatewayClient,
  type StorageAdapter,
} from '@aura/gateway-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostsStore, type HostsStore } from '../../test/hosts-store.ts';
import { selectGuestList, selectIsFriend, selectWall, selectWallGroups } from '../selectors.ts';
import { groupSelected, guestListOpened, wallOpened } from '../slice.ts';

let gateway: TestGateway;
const hostIds: Record<string, number> = {};
const stores: HostsStore[] = [];

function appClient(storage: StorageAdapter): GatewayClient {
  const client = createGatewayClient({
    baseURL: gateway.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage,
  });
  // jsdom would apply CORS between its page origin and the gateway's; Node's HTTP adapter talks directly.
  return client;
}

/** The store of a tab, signed in as a new Dutch user unless `visitor`, with its realtime socket connected. */
async function tab({ visitor = false } = {}) {
  const storage = memoryStorage();
  let user: UserInfo | undefined;
  if (!visitor) {
    const row = await gateway.services.users.create({ nickname: 'Noor', countryCode: 'NL' });
    const { loginToken } = await gateway.services.sessions.create(row.id, ensureDeviceId(storage));
    storeSessionCookies(storage, { userId: String(row.id), loginToken });
    user = {
      id: row.id,
      userId: String(row.id),
      userName: 'Noor',
      goldNum: 0,
      countryId: COUNTRIES.NL,
      pushToken: '',
      searchUserId: String(row.id),
    };
  }
  const client = appClient(storage);
  const realtime = createRealtimeChannel(client);
  const store = startHostsStore({
    client,
    auth: visitor ? { status: 'visitor' } : { status: 'loggedIn', user },
    realtime,
    connectRealtime: true,
  });
  stores.push(store);
  return { ...store, realtime, userId: user?.id };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
  const { hosts, presence } = gateway.services;
  for (const [nickname, countryCode, price] of [
    ['Anna', 'NL', 40],
    ['Bora', 'TR', 70],
    ['Cem', 'TR', 50],
  ] as const) {
    const row = await hosts.create({ nickname, countryCode, pricePerMinute: price });
    hostIds[nickname] = row.id;
  }
  await presence.heartbeat(hostIds.Anna!);
});

afterAll(async () => {
  for (const store of stores) store.stop();
  await gateway.close();
});

describe('the wall against the gateway', () => {
  it('loads the groups and the hosts, online first, and follows a status change live', async () => {
    const { store, until } = await tab();
    store.dispatch(wallOpened());
    let state = await until((s) => s.hosts.wall.status === 'ready' && s.hosts.groups.status === 'ready');
    expect(selectWallGroups(state).items.map((group) => [group.countryCode, group.hosts])).toEqual([
      ['ZZ', 3],
      ['NL', 1],
      ['TR', 2],
    ]);
    const wall = selectWall(state);
    expect(wall.hosts.map((host) => [host.userName, host.status, host.pricePerMinute])).toEqual([
      ['Anna', USER_STATUS.online, 40],
      ['Bora', USER_STATUS.offline, 70],
      ['Cem', USER_STATUS.offline, 50],
    ]);
    expect(wall.total).toBe(3);

    // Bora comes online and Anna starts a call: the cards change in place, over the realtime socket.
    await gateway.services.presence.heartbeat(hostIds.Bora!);
    await gateway.services.presence.setBusy(hostIds.Anna!, true);
    state = await until((s) =>
      s.hosts.wall.hosts.some((host) => host.userName === 'Anna' && host.status === USER_STATUS.busy),
    );
    state = await until((s) =>
      s.hosts.wall.hosts.some((host) => host.userName === 'Bora' && host.status === USER_STATUS.online),
    );
    expect(selectWall(state).hosts.map((host) => host.userName)).toEqual(['Anna', 'Bora', 'Cem']);
    await gateway.services.presence.setBusy(hostIds.Anna!, false);

    store.dispatch(groupSelected({ countryId: COUNTRIES.TR }));
    state = await until((s) => s.hosts.wall.countryId === COUNTRIES.TR && s.hosts.wall.status === 'ready');
    expect(
      selectWall(state)
        .hosts.map((host) => host.userName)
        .sort(),
    ).toEqual(['Bora', 'Cem']);
  });

  it('tells a friend from a stranger at a host who takes video from friends only', async () => {
    const { friends } = gateway.services;
    await friends.setVideoFriendsOnly(hostIds.Bora!, true);
    const friend = await tab();
    await friends.befriend(friend.userId!, hostIds.Bora!);
    const stranger = await tab();
    for (const { store } of [friend, stranger]) store.dispatch(wallOpened());
    const [mine, theirs] = await Promise.all(
      [friend, stranger].map(({ until }) => until((s) => s.hosts.wall.status === 'ready')),
    );
    const bora = selectWall(mine!).hosts.find((host) => host.userName === 'Bora');
    expect(bora?.videoFriendsOnly).toBe(true);
    expect(selectWall(mine!).friendIds).toEqual([String(hostIds.Bora)]);
    expect(selectIsFriend(mine!, String(hostIds.Bora))).toBe(true);
    expect(selectIsFriend(theirs!, String(hostIds.Bora))).toBe(false);
    await friends.setVideoFriendsOnly(hostIds.Bora!, false);
  });

  it('gives a visitor the guest list', async () => {
    const { store, until } = await tab({ visitor: true });
    store.dispatch(guestListOpened());
    const state = await until((s) => s.hosts.guest.status === 'ready');
    expect(selectGuestList(state).hosts.map((host) => host.userName)).toContain('Anna');
    expect(selectGuestList(state).hosts).toHaveLength(3);
  });
});
