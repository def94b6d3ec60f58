// Two gateway instances on one database, as behind a load balancer: each serves the guest list and the wall from
// its own cache, and a change made through one (a host online, busy, offline, a new price) is on the other's next
// read once the database's notification has reached it (at once on PGlite, a moment later on PostgreSQL).
import {
  USER_STATUS,
  getGuestHosts,
  getWall,
  postCallSettings,
  postHeartbeat,
  postStatus,
  type HostCard,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { afterWallChange } from './wall-kit.ts';

let a: TestGateway;
let b: TestGateway;

beforeAll(async () => {
  a = await startTestGateway();
  await a.listen();
  b = await startTestGateway({}, { shareDatabaseWith: a });
  await b.listen();
});

afterAll(async () => {
  // The second instance first: on PGlite it borrows the first one's database.
  await b.close();
  await a.close();
});

async function signedIn(on: TestGateway, userId: number, deviceId: string): Promise<IndependentClient> {
  const { loginToken } = await on.services.sessions.create(userId, deviceId);
  const client = new IndependentClient(on.url, { userId: String(userId), deviceId, loginToken });
  await client.handshake();
  return client;
}

async function guestCard(on: TestGateway, userId: number): Promise<HostCard | undefined> {
  const visitor = new IndependentClient(on.url, { deviceId: 'wall-instances-visitor' });
  const { body } = await visitor.get(getGuestHosts.path, {}, { signed: false, encrypt: false });
  return (body.data as HostCard[]).find((card) => card.userId === String(userId));
}

describe('two instances on one database', () => {
  it('show on B what a host does on A: online, a price, busy, offline', async () => {
    const host = await a.services.hosts.create({ nickname: 'Both', pricePerMinute: 40 });
    const onA = await signedIn(a, host.id, 'wall-instances-host');
    const viewer = await a.services.users.create({ nickname: 'Watcher' });
    const viewerOnB = await signedIn(b, viewer.id, 'wall-instances-viewer');
    const wallCardOnB = async () => {
      const { body } = await viewerOnB.get(getWall.path);
      return (body.data as { hosts: HostCard[] }).hosts.find((card) => card.userId === String(host.id));
    };
    // B holds the host, offline, in its cache.
    expect(await guestCard(b, host.id)).toMatchObject({ status: USER_STATUS.offline, pricePerMinute: 40 });
    expect((await wallCardOnB())?.status).toBe(USER_STATUS.offline);

    await afterWallChange(b, host.id, () => onA.post(postHeartbeat.path, {}));
    expect((await guestCard(b, host.id))?.status).toBe(USER_STATUS.online);
    expect((await wallCardOnB())?.status).toBe(USER_STATUS.online);

    await afterWallChange(b, host.id, () => onA.post(postCallSettings.path, { pricePerMinute: 65 }));
    expect(await guestCard(b, host.id)).toMatchObject({ pricePerMinute: 65 });
    expect(await wallCardOnB()).toMatchObject({ pricePerMinute: 65 });

    await afterWallChange(b, host.id, () => a.services.presence.setBusy(host.id, true));
    expect((await guestCard(b, host.id))?.status).toBe(USER_STATUS.busy);
    await afterWallChange(b, host.id, () => a.services.presence.setBusy(host.id, false));
    expect((await guestCard(b, host.id))?.status).toBe(USER_STATUS.online);

    await afterWallChange(b, host.id, () => onA.post(postStatus.path, { status: USER_STATUS.offline }));
    expect((await guestCard(b, host.id))?.status).toBe(USER_STATUS.offline);
    expect((await wallCardOnB())?.status).toBe(USER_STATUS.offline);
  });

  it('show on B a host made on A', async () => {
    await guestCard(b, 0);
    const heard = b.services.hosts.nextWallChange();
    const host = await a.services.hosts.create({ nickname: 'Newcomer' });
    await heard;
    expect(await guestCard(b, host.id)).toMatchObject({ userName: 'Newcomer' });
  });
});
