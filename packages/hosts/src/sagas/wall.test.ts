import { signedOut } from '@aura/auth';
import {
  ALL_COUNTRIES_GROUP,
  COUNTRIES,
  GLOBAL_CONF,
  getGlobalConf,
  getWall,
  getWallGroups,
  type HostCard,
  type UserInfo,
} from '@aura/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, fakeGateway, type FakeGateway } from '../../test/fake-gateway.ts';
import { startHostsStore, type HostsStore } from '../../test/hosts-store.ts';
import { selectHasMoreHosts, selectIsFriend, selectWall, selectWallGroups } from '../selectors.ts';
import { groupSelected, moreRequested, refreshRequested, wallOpened } from '../slice.ts';
import { manyHosts, sampleGroups, sampleHosts } from '../testing/fixtures.ts';

const viewer: UserInfo = {
  id: 100_077,
  userId: '100077',
  userName: 'Noor',
  goldNum: 300,
  countryId: COUNTRIES.NL,
  pushToken: '',
  searchUserId: '8800077',
};

const stores: HostsStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.stop()));

function start(gateway: FakeGateway) {
  const store = startHostsStore({ client: gateway.client, auth: { status: 'loggedIn', user: viewer } });
  stores.push(store);
  return store;
}

/** A gateway whose wall serves `hosts` page by page, as the real one pages its sorted list. */
function wallOf(hosts: HostCard[], pageSize = 4): FakeGateway {
  const gateway = fakeGateway();
  gateway.on(getGlobalConf, () => ({ ...GLOBAL_CONF, wall: { ...GLOBAL_CONF.wall, pageSize } }));
  gateway.on(getWallGroups, () => sampleGroups);
  gateway.on(getWall, (input) => {
    const page = Number(input.page);
    const size = Number(input.pageSize);
    return {
      hosts: hosts.slice((page - 1) * size, page * size),
      page,
      pageSize: size,
      total: hosts.length,
      friendIds: [],
    };
  });
  return gateway;
}

const wallCalls = (gateway: FakeGateway) => gateway.calls.filter((call) => call.path === getWall.path);

describe('opening the wall', () => {
  it('loads the groups for the viewer’s country and the first page at the configured size', async () => {
    const gateway = wallOf(manyHosts(10));
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    const state = await until((s) => s.hosts.wall.status === 'ready' && s.hosts.groups.status === 'ready');
    expect(selectWallGroups(state).items).toEqual(sampleGroups);
    expect(gateway.calls.find((call) => call.path === getWallGroups.path)?.input).toEqual({
      countryId: COUNTRIES.NL,
    });
    expect(wallCalls(gateway).map((call) => call.input)).toEqual([
      { countryId: ALL_COUNTRIES_GROUP, page: 1, pageSize: 4 },
    ]);
    expect(selectWall(state)).toMatchObject({ page: 1, total: 10, more: 'idle' });
    expect(selectWall(state).hosts.map((host) => host.userName)).toEqual(
      manyHosts(4).map((host) => host.userName),
    );
    expect(selectHasMoreHosts(state)).toBe(true);
  });

  it('does not load again when opened again', async () => {
    const gateway = wallOf(sampleHosts);
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    const calls = gateway.calls.length;
    store.dispatch(wallOpened());
    store.dispatch(wallOpened());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.calls).toHaveLength(calls);
  });

  it('uses the gateway’s default page size when globalconf fails', async () => {
    const gateway = wallOf(sampleHosts);
    gateway.on(getGlobalConf, () => {
      throw new Error('globalconf rejects (spec §7)');
    });
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    expect(wallCalls(gateway)[0]?.input).toEqual({ countryId: ALL_COUNTRIES_GROUP, page: 1 });
  });
});

describe('pages', () => {
  it('appends the next page, each host once, until the group is shown whole', async () => {
    const hosts = manyHosts(10);
    const gateway = wallOf(hosts);
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');

    // Between pages a host went offline and moved down onto the next page: shown once, where first seen. (The one
    // that moved up past the page boundary in its place is seen after a refresh: offset pages cannot tell.)
    gateway.on(getWall, (input) => {
      const page = Number(input.page);
      const moved = [...hosts.slice(0, 3), hosts[4]!, hosts[3]!, ...hosts.slice(5)];
      return { hosts: moved.slice((page - 1) * 4, page * 4), page, pageSize: 4, total: 10, friendIds: [] };
    });
    store.dispatch(moreRequested());
    let state = await until((s) => s.hosts.wall.page === 2);
    expect(selectWall(state).hosts.map((host) => host.userId)).toEqual(
      [...hosts.slice(0, 4), ...hosts.slice(5, 8)].map((host) => host.userId),
    );

    store.dispatch(moreRequested());
    state = await until((s) => s.hosts.wall.page === 3);
    expect(selectWall(state).hosts.map((host) => host.userId)).toEqual(
      [...hosts.slice(0, 4), ...hosts.slice(5)].map((host) => host.userId),
    );
    expect(selectHasMoreHosts(state)).toBe(false);
    const calls = wallCalls(gateway).length;
    store.dispatch(moreRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(wallCalls(gateway)).toHaveLength(calls);
  });

  it('keeps the friends each page names, and a refresh’s first page replaces them', async () => {
    const hosts = manyHosts(8);
    const gateway = wallOf(hosts);
    const friendsOf = (ids: string[]) => (input: Record<string, unknown>) => {
      const [page, size] = [Number(input.page), Number(input.pageSize)];
      const shown = hosts.slice((page - 1) * size, page * size);
      const friendIds = shown.map((host) => host.userId).filter((id) => ids.includes(id));
      return { hosts: shown, page, pageSize: size, total: hosts.length, friendIds };
    };
    gateway.on(getWall, friendsOf([hosts[1]!.userId, hosts[6]!.userId]));
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    let state = await until((s) => s.hosts.wall.status === 'ready');
    expect(selectWall(state).friendIds).toEqual([hosts[1]!.userId]);
    store.dispatch(moreRequested());
    state = await until((s) => s.hosts.wall.page === 2);
    expect(selectWall(state).friendIds).toEqual([hosts[1]!.userId, hosts[6]!.userId]);
    expect(selectIsFriend(state, hosts[6]!.userId)).toBe(true);
    expect(selectIsFriend(state, hosts[2]!.userId)).toBe(false);
    // No longer friends with the second: the refreshed first page says so.
    gateway.on(getWall, friendsOf([]));
    store.dispatch(refreshRequested());
    state = await until((s) => !s.hosts.wall.refreshing && s.hosts.wall.page === 1);
    expect(selectWall(state).friendIds).toEqual([]);
  });

  it('asks for one page at a time, however often the button is pressed', async () => {
    const gateway = wallOf(manyHosts(12));
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    const held = deferred<void>();
    const serve = gateway.calls.length;
    gateway.on(getWall, async (input) => {
      await held.promise;
      const page = Number(input.page);
      return {
        hosts: manyHosts(12).slice((page - 1) * 4, page * 4),
        page,
        pageSize: 4,
        total: 12,
        friendIds: [],
      };
    });
    store.dispatch(moreRequested());
    store.dispatch(moreRequested());
    expect(selectWall(store.getState()).more).toBe('loading');
    held.resolve();
    await until((s) => s.hosts.wall.more === 'idle' && s.hosts.wall.page === 2);
    expect(gateway.calls.slice(serve).map((call) => call.input.page)).toEqual([2]);
  });

  it('keeps the pages shown when the next one fails, and tries again on the next press', async () => {
    const gateway = wallOf(manyHosts(6));
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    gateway.on(getWall, () => undefined);
    store.dispatch(moreRequested());
    const state = await until((s) => s.hosts.wall.more === 'failed');
    expect(selectWall(state).hosts).toHaveLength(4);
    gateway.on(getWall, (input) => ({
      hosts: manyHosts(6).slice(4),
      page: input.page,
      pageSize: 4,
      total: 6,
      friendIds: [],
    }));
    store.dispatch(moreRequested());
    await until((s) => s.hosts.wall.hosts.length === 6);
  });
});

describe('groups', () => {
  it('shows the picked group only, even when the previous group answers late', async () => {
    const gateway = wallOf(sampleHosts);
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');

    const slow = deferred<void>();
    const turkish = sampleHosts.filter((host) => host.countryCode === 'TR');
    const dutch = sampleHosts.filter((host) => host.countryCode === 'NL');
    gateway.on(getWall, async (input) => {
      if (input.countryId === COUNTRIES.TR) await slow.promise;
      const hosts = input.countryId === COUNTRIES.TR ? turkish : dutch;
      return { hosts, page: 1, pageSize: 4, total: hosts.length, friendIds: [] };
    });
    store.dispatch(groupSelected({ countryId: COUNTRIES.TR }));
    expect(selectWall(store.getState())).toMatchObject({
      countryId: COUNTRIES.TR,
      status: 'loading',
      hosts: [],
    });
    store.dispatch(groupSelected({ countryId: COUNTRIES.NL }));
    await until((s) => s.hosts.wall.status === 'ready');
    slow.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectWall(store.getState())).toMatchObject({ countryId: COUNTRIES.NL, hosts: dutch });
  });

  it('goes back to all countries when a refresh finds the picked group gone', async () => {
    const gateway = wallOf(sampleHosts);
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    store.dispatch(groupSelected({ countryId: COUNTRIES.IN }));
    await until((s) => s.hosts.wall.status === 'ready');
    gateway.on(getWallGroups, () => sampleGroups.filter((group) => group.countryCode !== 'IN'));
    store.dispatch(refreshRequested());
    const state = await until(
      (s) => s.hosts.wall.countryId === ALL_COUNTRIES_GROUP && s.hosts.wall.status === 'ready',
    );
    expect(selectWall(state).hosts).toHaveLength(4);
  });
});

describe('failures and refresh', () => {
  it('shows the failure of an empty wall, and loads on retry', async () => {
    const gateway = wallOf(sampleHosts);
    gateway.on(getWall, () => undefined);
    gateway.on(getWallGroups, () => undefined);
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    let state = await until((s) => s.hosts.wall.status === 'failed' && s.hosts.groups.status === 'failed');
    expect(selectWall(state).hosts).toEqual([]);

    const healthy = wallOf(sampleHosts);
    gateway.on(getWall, (input) => healthy.client.call(getWall, input as never));
    gateway.on(getWallGroups, () => sampleGroups);
    store.dispatch(refreshRequested());
    state = await until((s) => s.hosts.wall.status === 'ready');
    expect(selectWall(state).hosts).toHaveLength(4);
    expect(selectWallGroups(state).status).toBe('ready');
  });

  it('keeps the hosts shown while refreshing and when a refresh fails', async () => {
    const gateway = wallOf(sampleHosts);
    const { store, until } = start(gateway);
    store.dispatch(wallOpened());
    const before = selectWall(await until((s) => s.hosts.wall.status === 'ready')).hosts;
    const held = deferred<void>();
    gateway.on(getWall, async () => {
      await held.promise;
      return undefined;
    });
    store.dispatch(refreshRequested());
    await until((s) => s.hosts.wall.refreshing);
    expect(selectWall(store.getState())).toMatchObject({ status: 'ready', hosts: before });
    held.resolve();
    const state = await until((s) => !s.hosts.wall.refreshing);
    expect(selectWall(state)).toMatchObject({ status: 'ready', hosts: before });
  });

  it('drops the wall and any load under way when the user signs out', async () => {
    const gateway = wallOf(sampleHosts);
    const held = deferred<void>();
    const inner = gateway.client;
    gateway.on(getWall, async (input) => {
      await held.promise;
      return {
        hosts: sampleHosts.slice(0, 4),
        page: input.page,
        pageSize: 4,
        total: sampleHosts.length,
        friendIds: [],
      };
    });
    const { store, until } = start({ ...gateway, client: inner });
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'loading');
    store.dispatch(signedOut({ reason: 'logout' }));
    held.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectWall(store.getState())).toMatchObject({ status: 'idle', hosts: [] });
    expect(selectWallGroups(store.getState()).status).not.toBe('loading');
  });
});
