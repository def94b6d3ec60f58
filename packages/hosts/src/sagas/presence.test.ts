import { signedOut } from '@aura/auth';
import {
  COUNTRIES,
  GLOBAL_CONF,
  USER_STATUS,
  getGlobalConf,
  getGuestHosts,
  getWall,
  getWallGroups,
} from '@aura/contracts';
import { realtimePresenceChanged } from '@aura/gateway-client';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGateway } from '../../test/fake-gateway.ts';
import { idleChannel, startHostsStore, type HostsStore } from '../../test/hosts-store.ts';
import { selectGuestList, selectWall } from '../selectors.ts';
import { groupSelected, guestListOpened, wallOpened } from '../slice.ts';
import { sampleGroups, sampleHosts } from '../testing/fixtures.ts';

const stores: HostsStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.stop()));

const ids = (hosts: { userId: string }[]) => hosts.map((host) => host.userId);

function start() {
  const gateway = fakeGateway();
  gateway.on(getGlobalConf, () => GLOBAL_CONF);
  gateway.on(getWallGroups, () => sampleGroups);
  gateway.on(getGuestHosts, () => sampleHosts.slice(0, 3));
  gateway.on(getWall, (input) => {
    const hosts = input.countryId
      ? sampleHosts.filter((host) => host.countryId === input.countryId)
      : sampleHosts;
    return { hosts, page: 1, pageSize: GLOBAL_CONF.wall.pageSize, total: hosts.length, friendIds: [] };
  });
  const realtime = idleChannel();
  const store = startHostsStore({ client: gateway.client, auth: { status: 'loggedIn' }, realtime });
  stores.push(store);
  return { ...store, realtime };
}

describe('live status', () => {
  it('watches the hosts shown, wall and guest list alike', async () => {
    const { store, until, realtime } = start();
    store.dispatch(guestListOpened());
    await until((s) => s.hosts.guest.status === 'ready');
    expect([...realtime.watched]).toEqual(ids(sampleHosts.slice(0, 3)));
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    expect([...realtime.watched].sort()).toEqual(ids(sampleHosts).sort());
  });

  it('applies each status change to every card of that host, in place', async () => {
    const { store, until } = start();
    store.dispatch(guestListOpened());
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready' && s.hosts.guest.status === 'ready');
    const ayla = sampleHosts[0]!;
    store.dispatch(realtimePresenceChanged({ userId: ayla.userId, status: USER_STATUS.busy }));
    const state = store.getState();
    expect(selectWall(state).hosts[0]).toEqual({ ...ayla, status: USER_STATUS.busy });
    expect(selectGuestList(state).hosts[0]).toEqual({ ...ayla, status: USER_STATUS.busy });
    // Nobody else changed, and nobody moved.
    expect(selectWall(state).hosts.slice(1)).toEqual(sampleHosts.slice(1));
  });

  it('lets go of hosts no longer shown, and of all of them when it stops', async () => {
    const { store, until, realtime, stop } = start();
    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    store.dispatch(groupSelected({ countryId: COUNTRIES.NL }));
    await until((s) => s.hosts.wall.status === 'ready');
    expect([...realtime.watched]).toEqual(ids(sampleHosts.filter((host) => host.countryId === COUNTRIES.NL)));
    store.dispatch(signedOut({ reason: 'logout' }));
    expect([...realtime.watched]).toEqual([]);

    store.dispatch(wallOpened());
    await until((s) => s.hosts.wall.status === 'ready');
    // Another feature's watch is not this package's to drop.
    realtime.watch(['999999']);
    stop();
    expect([...realtime.watched]).toEqual(['999999']);
  });
});
