// The wall over real HTTP (spec §6, §7): hosts with their prices and live statuses, online first; country groups;
// the guest list for visitors; globalconf; generated pictures; and the demo hosts a development start makes.
import {
  ALL_COUNTRIES_GROUP,
  COUNTRIES,
  GENDERS,
  GLOBAL_CONF,
  UNKNOWN_COUNTRY,
  USER_STATUS,
  WALL_LIMITS,
  getGlobalConf,
  getGuestHosts,
  getWall,
  getWallGroups,
  type HostCard,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOSTS, seedDemoHosts } from '../src/modules/hosts/demo-hosts.ts';
import { DEFAULT_HOST_PRICE } from '../src/modules/hosts/service.ts';
import { AccountBed, type SignedInUser } from './account-kit.ts';
import { startTestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { PhoneCaller } from './phone-client.ts';

let bed: AccountBed;
let viewer: SignedInUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  bed = await AccountBed.start();
  const { hosts, presence } = bed.gateway.services;
  const make = async (nickname: string, countryCode?: string, pricePerMinute?: number) => {
    const row = await hosts.create({
      nickname,
      ...(countryCode ? { countryCode } : {}),
      ...(pricePerMinute ? { pricePerMinute, friendPricePerMinute: pricePerMinute - 10 } : {}),
    });
    ids[nickname] = String(row.id);
    return row.id;
  };
  const offline = await make('Cem<script>', 'TR');
  const busy = await make('Bora', 'TR', 120);
  const online = await make('Anna', 'NL');
  const invisible = await make('Dewi', 'NL');
  await make('Eve');
  await presence.heartbeat(online);
  await presence.heartbeat(busy);
  await presence.setBusy(busy, true);
  await presence.setOwnStatus(invisible, USER_STATUS.invisible);
  void offline;
  viewer = await bed.signIn('Viewer', 'TR');
});

afterAll(() => bed.close());

const names = (hosts: HostCard[]) => hosts.map((host) => host.userName);

async function call<T>(client: IndependentClient, path: string, params: Record<string, string> = {}) {
  const answer = await client.get(path, params);
  return answer as typeof answer & { body: { code: number; data: T } };
}

describe('the wall', () => {
  it('lists hosts online first, then busy, with prices, status and a picture', async () => {
    const { body } = await call<{ hosts: HostCard[]; total: number }>(viewer.client, getWall.path);
    expect(body.code).toBe(200);
    expect(names(body.data.hosts)).toEqual(['Anna', 'Bora', 'Cem*script*', 'Dewi', 'Eve']);
    expect(body.data).toMatchObject({ page: 1, pageSize: WALL_LIMITS.pageSize, total: 5 });
    const [anna, bora, cem, dewi] = body.data.hosts;
    expect(anna).toMatchObject({
      userId: ids.Anna,
      countryId: COUNTRIES.NL,
      countryCode: 'NL',
      pricePerMinute: DEFAULT_HOST_PRICE,
      friendPricePerMinute: DEFAULT_HOST_PRICE,
      status: USER_STATUS.online,
      avatar: `/upload/avatars/${anna!.searchUserId}.svg`,
    });
    expect(bora).toMatchObject({ pricePerMinute: 120, friendPricePerMinute: 110, status: USER_STATUS.busy });
    expect(cem?.status).toBe(USER_STATUS.offline);
    expect(dewi?.status).toBe(USER_STATUS.invisible);
  });

  it('filters by country and pages', async () => {
    const turkey = await call<{ hosts: HostCard[] }>(viewer.client, getWall.path, {
      countryId: String(COUNTRIES.TR),
    });
    expect(names(turkey.body.data.hosts)).toEqual(['Bora', 'Cem*script*']);
    const second = await call<{ hosts: HostCard[]; total: number }>(viewer.client, getWall.path, {
      page: '2',
      pageSize: '2',
    });
    expect(names(second.body.data.hosts)).toEqual(['Cem*script*', 'Dewi']);
    expect(second.body.data.total).toBe(5);
    const nowhere = await call<{ hosts: HostCard[] }>(viewer.client, getWall.path, { countryId: '99999' });
    expect(nowhere.body.data.hosts).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    const visitor = new IndependentClient(bed.url, { deviceId: 'wall-visitor-1' });
    await visitor.handshake();
    expect((await visitor.get(getWall.path, {}, { signed: false })).httpStatus).toBe(401);
  });

  it('groups hosts by country: all, the caller’s country, then by hosts online', async () => {
    const { body } = await call<unknown[]>(viewer.client, getWallGroups.path, {
      countryId: String(COUNTRIES.TR),
    });
    expect(body.data).toEqual([
      { countryId: ALL_COUNTRIES_GROUP, countryCode: UNKNOWN_COUNTRY.ab, hosts: 5, online: 2 },
      { countryId: COUNTRIES.TR, countryCode: 'TR', hosts: 2, online: 1 },
      { countryId: COUNTRIES.NL, countryCode: 'NL', hosts: 2, online: 1 },
    ]);
  });

  it('says which hosts take video from friends only, and which of the page are the viewer’s friends', async () => {
    const { hosts, friends } = bed.gateway.services;
    const choosy = await hosts.create({ nickname: 'Choosy', countryCode: 'DE', videoFriendsOnly: true });
    await hosts.create({ nickname: 'Open', countryCode: 'DE' });
    const befriended = await bed.signIn('Befriended', 'TR');
    await friends.befriend(befriended.userId, choosy.id);
    const page = async (client: IndependentClient) => {
      const { body } = await call<{ hosts: HostCard[]; friendIds: string[] }>(client, getWall.path, {
        countryId: String(COUNTRIES.DE),
      });
      expect(body.code).toBe(200);
      return body.data;
    };
    const strangers = await page(viewer.client);
    expect(strangers.hosts.map((host) => [host.userName, host.videoFriendsOnly])).toEqual([
      ['Choosy', true],
      ['Open', false],
    ]);
    expect(strangers.friendIds).toEqual([]);
    // Same cards from the shared cache; the friend's own part says she may have video with Choosy.
    const friend = await page(befriended.client);
    expect(friend.hosts).toEqual(strangers.hosts);
    expect(friend.friendIds).toEqual([String(choosy.id)]);
    // Only the page's hosts are looked up: Choosy is on another page for a friend paging past her.
    const { body } = await call<{ friendIds: string[] }>(befriended.client, getWall.path, {
      countryId: String(COUNTRIES.DE),
      page: '2',
      pageSize: '1',
    });
    expect(body.data.friendIds).toEqual([]);
  });

  it('answers the placements of spec §9 in globalconf', async () => {
    const { body } = await call(viewer.client, getGlobalConf.path);
    expect(body.data).toEqual(GLOBAL_CONF);
  });
});

describe('visitors', () => {
  it('see the guest list without signing in', async () => {
    const visitor = new IndependentClient(bed.url, { deviceId: 'guest-visitor-1' });
    await visitor.handshake();
    const { body } = await visitor.get(getGuestHosts.path, {}, { signed: false });
    expect(body.code).toBe(200);
    expect(names(body.data as HostCard[]).slice(0, 2)).toEqual(['Anna', 'Bora']);
    expect((body.data as HostCard[]).length).toBeLessThanOrEqual(WALL_LIMITS.guestListSize);
  });
});

describe('generated pictures', () => {
  it('are SVG with the initial, and 404 for nobody', async () => {
    const { body } = await call<{ hosts: HostCard[] }>(viewer.client, getWall.path);
    const picture = await fetch(`${bed.url}${body.data.hosts[0]!.avatar}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toMatch(/<svg[\s\S]*>A<\/text>/);
    expect((await fetch(`${bed.url}/upload/avatars/1.svg`)).status).toBe(404);
    expect((await fetch(`${bed.url}/upload/avatars/..%2Fx.svg`)).status).toBe(404);
  });
});

describe('demo hosts', () => {
  it('are made once by a development start, and one can sign in by phone with the sandbox code', async () => {
    const gateway = await startTestGateway({ SEED_DEMO_HOSTS: 'true' });
    try {
      expect(gateway.demoHosts.map((host) => [host.nickname, host.created])).toEqual(
        DEMO_HOSTS.map((host) => [host.nickname, true]),
      );
      const again = await seedDemoHosts(gateway.services.database.db, gateway.services.hosts);
      expect(again.map((host) => host.created)).toEqual(DEMO_HOSTS.map(() => false));
      expect(again.map((host) => host.userId)).toEqual(gateway.demoHosts.map((host) => host.userId));

      await gateway.listen();
      const host = gateway.demoHosts[0]!;
      const person = await PhoneCaller.start(gateway);
      const login = await person.loginWithCode(host.phone);
      expect(login).toMatchObject({ userId: String(host.userId), isNewUser: false });
      // A demo host's profile is complete: signing in goes straight to the app, not to profile completion.
      expect(login.profile).toMatchObject({ complete: true, gender: GENDERS.female, adultConfirmed: true });
      const signedIn = await person.signedIn(login);
      const wall = await signedIn.client.get(getWall.path);
      expect((wall.body.data as { total: number }).total).toBe(DEMO_HOSTS.length);
    } finally {
      await gateway.close();
    }
  });

  it('are not made unless asked (tests and production)', async () => {
    expect(bed.gateway.demoHosts).toEqual([]);
  });
});
