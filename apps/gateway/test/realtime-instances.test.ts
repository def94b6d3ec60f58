// Two gateway instances on one database, as behind a load balancer: presence fans out through LISTEN/NOTIFY,
// and an instance that shuts down takes its sockets (and their users' presence) with it.
import { USER_STATUS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, type Identity } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

let a: TestGateway;
let b: TestGateway;
let bClosed = false;

async function signedIn(on: TestGateway, nickname: string, deviceId: string): Promise<IndependentClient> {
  const user = await on.services.users.create({ nickname, countryCode: 'NL' });
  const { loginToken } = await on.services.sessions.create(user.id, deviceId);
  return new IndependentClient(on.url, { userId: String(user.id), deviceId, loginToken });
}

async function connected(client: IndependentClient): Promise<TestSocket> {
  const socket = TestSocket.open(socketUrl(client));
  await socket.next({ type: 'hello' });
  return socket;
}

async function batchStatus(on: TestGateway, userId: string): Promise<number> {
  const answer = await new IndependentClient(on.url, { deviceId: 'status-reader-1' }).get(
    '/facade/api/onlinestatus/exempt/batch',
    { userIds: userId },
    { encrypt: false, signed: false },
  );
  return (answer.body.data as { status: number }[])[0]!.status;
}

beforeAll(async () => {
  a = await startTestGateway();
  await a.listen();
  b = await startTestGateway({}, { shareDatabaseWith: a });
  await b.listen();
});

afterAll(async () => {
  // The second instance first: on PGlite it borrows the first one's database.
  if (!bClosed) await b.close();
  await a.close();
});

describe('two instances on one database', () => {
  it('shows a watcher on A a user who connects on B, and their leaving', async () => {
    // Created through A, used on B: the session lives in the shared database.
    const user = await signedIn(a, 'Elsewhere', 'device-instances-1');
    const onB = new IndependentClient(b.url, user.identity);
    const { userId } = user.identity as Identity;
    const watcher = await connected(new IndependentClient(a.url, { deviceId: 'watcher-instances-1' }));
    watcher.send({ type: 'watchPresence', userIds: [userId] });
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.offline });

    const socket = await connected(onB);
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.online });
    expect(await batchStatus(a, userId)).toBe(USER_STATUS.online);

    await socket.close();
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.offline });
    expect(await batchStatus(a, userId)).toBe(USER_STATUS.offline);
    await watcher.close();
  });

  it('closes its sockets with 1001 on shutdown, and A sees their users go offline', async () => {
    const user = await signedIn(a, 'Restarted', 'device-instances-2');
    const { userId } = user.identity as Identity;
    const watcher = await connected(new IndependentClient(a.url, { deviceId: 'watcher-instances-2' }));
    const socket = await connected(new IndependentClient(b.url, user.identity));
    watcher.send({ type: 'watchPresence', userIds: [userId] });
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.online });

    bClosed = true;
    await b.close();
    expect((await socket.closed).code).toBe(1001);
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.offline });
    expect(await batchStatus(a, userId)).toBe(USER_STATUS.offline);
    await watcher.close();
  });
});
