// Messages across two gateway instances on one database (docs/messages.md, docs/realtime.md §8): a message sent
// through one instance reaches the other side's socket on the other, and a socket that was away catches up through
// either. With TEST_DATABASE_URL the two share one PostgreSQL database, as production instances do.
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

let a: TestGateway;
let b: TestGateway;
const clock = new TestClock();

beforeAll(async () => {
  a = await startTestGateway({}, { clock });
  b = await startTestGateway({}, { clock, shareDatabaseWith: a });
  await Promise.all([a.listen(), b.listen()]);
});

afterAll(async () => {
  await b.close();
  await a.close();
});

async function signedIn(gateway: TestGateway, userId: number) {
  const deviceId = `im-instances-${randomBytes(6).toString('hex')}`;
  const { loginToken } = await a.services.sessions.create(userId, deviceId);
  const client = new IndependentClient(gateway.url, { userId: String(userId), deviceId, loginToken });
  await client.handshake();
  return client;
}

const send = (client: IndependentClient, to: number, text: string) =>
  client.post('/api/im/send', {
    friendId: String(to),
    clientId: randomBytes(12).toString('hex'),
    text,
  }) as Promise<{ body: { code: number; data: { message: ChatMessage } } }>;

describe('messages across two instances', () => {
  it('reach the other side on the other instance, and catch up through either, in order', async () => {
    const { users, friends } = a.services;
    const [ada, bram] = await Promise.all([
      users.create({ nickname: 'Ada' }),
      users.create({ nickname: 'Bram' }),
    ]);
    await friends.befriend(ada.id, bram.id);
    const adaOnA = await signedIn(a, ada.id);
    const bramOnB = await signedIn(b, bram.id);
    const socket = TestSocket.open(socketUrl(bramOnB));
    await socket.next({ type: 'hello' });

    const sent = await send(adaOnA, bram.id, 'across');
    expect(sent.body.code).toBe(200);
    expect(await socket.next({ type: 'imMessage' })).toMatchObject({
      friendId: String(ada.id),
      message: { seq: 1, text: 'across' },
    });
    await socket.close();

    // Bram is away; Ada writes through both instances.
    for (const [gateway, text] of [
      [a, 'two'],
      [b, 'three'],
      [a, 'four'],
    ] as const) {
      const client = gateway === a ? adaOnA : await signedIn(b, ada.id);
      expect((await send(client, bram.id, text)).body.code).toBe(200);
    }
    for (const gateway of [a, b]) {
      const client = gateway === b ? bramOnB : await signedIn(a, bram.id);
      const page = (await client.get('/api/im/messages', { friendId: String(ada.id), afterSeq: '1' })) as {
        body: { data: { messages: ChatMessage[]; lastSeq: number } };
      };
      expect(page.body.data.messages.map((message) => [message.seq, message.text])).toEqual([
        [2, 'two'],
        [3, 'three'],
        [4, 'four'],
      ]);
    }
  });
});
