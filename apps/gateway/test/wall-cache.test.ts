// The guest list and the wall come from a cache (modules/hosts/wall-cache.ts); over real HTTP, every change of what
// a host card shows is on the next read: a host coming online (heartbeat, realtime socket), going offline or busy,
// changing her price, her name or country by any writer, a new host; and presence reports how long statuses hold
// by time alone, which is when the cache loads anew without being told. Two instances: wall-instances.test.ts.
import {
  USER_STATUS,
  getGuestHosts,
  getWall,
  getWallGroups,
  postCallSettings,
  postHeartbeat,
  postStatus,
  type HostCard,
  type WallGroup,
} from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, act, launch, type CallAnswer } from './call-kit.ts';
import { IndependentClient } from './independent-client.ts';
import { SOCKET_TTL_SECONDS } from '../src/modules/presence/queries.ts';
import { afterWallChange } from './wall-kit.ts';

let bed: CallBed;
let visitor: IndependentClient;
let viewer: SignedInUser;

beforeAll(async () => {
  bed = await CallBed.open();
  visitor = new IndependentClient(bed.url, { deviceId: 'wall-cache-visitor-1' });
  await visitor.handshake();
  viewer = await bed.signIn('Viewer');
});
afterAll(() => bed.close());

async function guestCard(userId: number): Promise<HostCard | undefined> {
  const { body } = await visitor.get(getGuestHosts.path, {}, { signed: false });
  expect(body.code).toBe(200);
  return (body.data as HostCard[]).find((card) => card.userId === String(userId));
}

async function wallCard(userId: number, countryId?: number): Promise<HostCard | undefined> {
  const params: Record<string, string> = countryId === undefined ? {} : { countryId: String(countryId) };
  const { body } = (await viewer.client.get(getWall.path, params)) as CallAnswer<{ hosts: HostCard[] }>;
  expect(body.code).toBe(200);
  return body.data.hosts.find((card) => card.userId === String(userId));
}

/** Both lists agree on the host's status. */
async function statusOnBoth(userId: number): Promise<number | undefined> {
  const [guest, wall] = [await guestCard(userId), await wallCard(userId)];
  expect(guest?.status).toBe(wall?.status);
  return guest?.status;
}

/** A host who has not come online yet, read once so that the cache holds her. */
async function offlineHost(nickname: string): Promise<SignedInUser> {
  const host = await bed.host(40, 40, nickname);
  await bed.gateway.services.presence.setOwnStatus(host.userId, USER_STATUS.offline);
  expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.offline);
  return host;
}

describe('the guest list and the wall, on the next read', () => {
  it('show a host who comes online by heartbeat, and goes offline', async () => {
    const host = await offlineHost('Beat');
    await afterWallChange(bed.gateway, host.userId, () => host.client.post(postHeartbeat.path, {}));
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.online);
    await afterWallChange(bed.gateway, host.userId, () =>
      host.client.post(postStatus.path, { status: USER_STATUS.offline }),
    );
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.offline);
  });

  it('show a host who comes online by realtime socket, and leaves', async () => {
    const host = await offlineHost('Socket');
    let socket: Awaited<ReturnType<CallBed['socket']>> | undefined;
    await afterWallChange(bed.gateway, host.userId, async () => (socket = await bed.socket(host)));
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.online);
    // The server hears the close after the client has closed: its presence change comes a moment later.
    await afterWallChange(bed.gateway, host.userId, () => socket!.close(), false);
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.offline);
  });

  it('show a host busy in a call, and online again when it ends', async () => {
    const host = await bed.host(40, 40, 'Busy');
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.online);
    const caller = await bed.caller(400, 'Ringer');
    let roomNum = '';
    await afterWallChange(bed.gateway, host.userId, async () => {
      const call = await launch(caller, host.userId, 'video');
      expect(call.body.code).toBe(200);
      roomNum = call.body.data.call.roomNum;
    });
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.busy);
    await afterWallChange(bed.gateway, host.userId, () => act(caller, 'cancel', roomNum));
    expect(await statusOnBoth(host.userId)).toBe(USER_STATUS.online);
  });

  it('show a price the host changes, and her friends’ price', async () => {
    const host = await bed.host(40, 40, 'Pricey');
    expect(await guestCard(host.userId)).toMatchObject({ pricePerMinute: 40, friendPricePerMinute: 40 });
    await afterWallChange(bed.gateway, host.userId, () =>
      host.client.post(postCallSettings.path, { pricePerMinute: 70, friendPricePerMinute: 35 }),
    );
    expect(await guestCard(host.userId)).toMatchObject({ pricePerMinute: 70, friendPricePerMinute: 35 });
    expect(await wallCard(host.userId)).toMatchObject({ pricePerMinute: 70, friendPricePerMinute: 35 });
  });

  it('show a host who turns video from friends only on and off (issue 18)', async () => {
    const host = await bed.host(40, 40, 'Choosy');
    expect(await guestCard(host.userId)).toMatchObject({ videoFriendsOnly: false });
    await afterWallChange(bed.gateway, host.userId, () =>
      host.client.post(postCallSettings.path, { videoFriendsOnly: true }),
    );
    expect(await guestCard(host.userId)).toMatchObject({ videoFriendsOnly: true });
    expect(await wallCard(host.userId)).toMatchObject({ videoFriendsOnly: true });
    const { db } = bed.gateway.services.database;
    await afterWallChange(bed.gateway, host.userId, () =>
      db.execute(sql`UPDATE users SET video_friends_only = false WHERE id = ${host.userId}`),
    );
    expect(await wallCard(host.userId)).toMatchObject({ videoFriendsOnly: false });
  });

  it('show a name and a country changed by any writer, in the country’s group too', async () => {
    const host = await bed.host(40, 40, 'Before');
    const { db } = bed.gateway.services.database;
    expect(await wallCard(host.userId, 792)).toBeUndefined();
    // Straight into the table, as an operator or a later feature might: the database's trigger tells the cache.
    await afterWallChange(bed.gateway, host.userId, () =>
      db.execute(sql`UPDATE users SET nickname = 'After', country_code = 'TR' WHERE id = ${host.userId}`),
    );
    expect(await guestCard(host.userId)).toMatchObject({ userName: 'After', countryCode: 'TR' });
    expect(await wallCard(host.userId, 792)).toMatchObject({ userName: 'After' });
    const { body } = (await viewer.client.get(getWallGroups.path)) as CallAnswer<WallGroup[]>;
    expect(body.data.find((group) => group.countryCode === 'TR')).toMatchObject({ hosts: 1, online: 1 });
  });

  it('show a new host, and lose one taken off the wall', async () => {
    const { hosts, database } = bed.gateway.services;
    await guestCard(0);
    let userId = 0;
    const heard = hosts.nextWallChange();
    userId = (await hosts.create({ nickname: 'Newcomer' })).id;
    await heard;
    expect(await wallCard(userId)).toMatchObject({ userName: 'Newcomer', status: USER_STATUS.offline });
    await afterWallChange(bed.gateway, userId, () =>
      database.db.execute(sql`UPDATE host_profiles SET on_wall = false WHERE user_id = ${userId}`),
    );
    expect(await wallCard(userId)).toBeUndefined();
  });
});

describe('how long statuses hold by time alone', () => {
  it('is until the freshest heartbeat or socket of an online user lapses; forever when nobody is', async () => {
    const { presence, database } = bed.gateway.services;
    const a = await bed.host(40, 40, 'Lapsing');
    const b = await bed.host(40, 40, 'Fresh');
    const c = await offlineHost('Away');
    const ids = [a, b, c].map((host) => String(host.userId));
    // A's heartbeat is 80 s old (it lapses at 90) and her socket's beat older still; B's is new.
    await database.db.execute(
      sql`UPDATE presence SET last_heartbeat_at = now() - interval '80 seconds' WHERE user_id = ${a.userId}`,
    );
    await database.db.execute(sql`INSERT INTO presence_sockets (socket_id, user_id, instance_id, last_beat_at)
      VALUES ('lapse-test-1', ${a.userId}, 'elsewhere', now() - make_interval(secs => ${SOCKET_TTL_SECONDS - 5}))`);
    const { statuses, stableForMs } = await presence.statusesWithLapse(ids);
    expect(statuses.map((one) => one.status)).toEqual([
      USER_STATUS.online,
      USER_STATUS.online,
      USER_STATUS.offline,
    ]);
    expect(stableForMs).toBeGreaterThan(5_000);
    expect(stableForMs).toBeLessThanOrEqual(10_000);
    // The socket's beat, newer than the heartbeat, is what keeps her online now.
    await database.db.execute(
      sql`UPDATE presence_sockets SET last_beat_at = now() - interval '10 seconds' WHERE socket_id = 'lapse-test-1'`,
    );
    const later = await presence.statusesWithLapse(ids);
    expect(later.stableForMs).toBeGreaterThan((SOCKET_TTL_SECONDS - 12) * 1000);
    expect(later.stableForMs).toBeLessThanOrEqual((SOCKET_TTL_SECONDS - 10) * 1000);
    expect((await presence.statusesWithLapse([String(c.userId)])).stableForMs).toBe(Infinity);
  });

  it('announces a socket whose beat finds its row swept, and not an ordinary beat', async () => {
    const { presence, database, instanceId } = bed.gateway.services;
    const host = await offlineHost('Swept');
    const announced: number[] = [];
    const stop = await presence.onChange(({ userId, status }) => {
      if (userId === String(host.userId)) announced.push(status);
    });
    await presence.socketOpened('swept-socket-1', host.userId, instanceId);
    await presence.socketBeat('swept-socket-1', host.userId, instanceId);
    await database.db.execute(sql`DELETE FROM presence_sockets WHERE socket_id = 'swept-socket-1'`);
    await presence.socketBeat('swept-socket-1', host.userId, instanceId);
    // Delivered on PostgreSQL by the listener connection: wait for the second announcement.
    while (announced.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(announced).toEqual([USER_STATUS.online, USER_STATUS.online]);
    await presence.socketClosed('swept-socket-1', host.userId);
    await stop();
  });
});
