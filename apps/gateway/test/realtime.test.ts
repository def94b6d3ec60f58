// The realtime channel over a real socket: admission like a signed GET, hello, ping, validation, presence.
import { PROTOCOL_ERRORS, REALTIME, RESULT_CODES, USER_STATUS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, type Identity } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

let gateway: TestGateway;
let serial = 0;

async function signedIn(nickname: string): Promise<IndependentClient> {
  serial += 1;
  const deviceId = `device-realtime-${serial}`;
  const user = await gateway.services.users.create({ nickname, countryCode: 'NL' });
  const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
  const identity: Identity = { userId: String(user.id), deviceId, loginToken };
  return new IndependentClient(gateway.url, identity);
}

function visitor(): IndependentClient {
  serial += 1;
  return new IndependentClient(gateway.url, { deviceId: `visitor-realtime-${serial}` });
}

function userIdOf(client: IndependentClient): string {
  return (client.identity as Identity).userId;
}

async function batchStatus(userId: string): Promise<number> {
  const answer = await visitor().get(
    '/facade/api/onlinestatus/exempt/batch',
    { userIds: userId },
    { encrypt: false, signed: false },
  );
  return (answer.body.data as { status: number }[])[0]!.status;
}

/** Opens a socket and waits for its hello. */
async function connected(client: IndependentClient): Promise<TestSocket> {
  const socket = TestSocket.open(socketUrl(client));
  await socket.next({ type: 'hello' });
  return socket;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});

afterAll(() => gateway.close());

describe('admission', () => {
  it('greets a signed socket with its user id and the heartbeat', async () => {
    const client = await signedIn('Ayla');
    const socket = TestSocket.open(socketUrl(client));
    const hello = await socket.next({ type: 'hello' });
    expect(hello).toMatchObject({
      userId: userIdOf(client),
      heartbeatSeconds: REALTIME.heartbeatSeconds,
      heartbeatMs: REALTIME.heartbeatSeconds * 1000,
    });
    expect(hello.connectionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs((hello.serverTime as number) - Date.now())).toBeLessThan(60_000);
    await socket.close();
  });

  it('knows a user has a socket on this instance until it closes, as the push hooks ask', async () => {
    const client = await signedIn('Tabby');
    const userId = Number(userIdOf(client));
    expect(gateway.services.realtime.hasSocketHere(userId)).toBe(false);
    const socket = await connected(client);
    expect(gateway.services.realtime.hasSocketHere(userId)).toBe(true);
    await socket.close();
    await expect.poll(() => gateway.services.realtime.hasSocketHere(userId)).toBe(false);
  });

  it('greets a visitor without a user id', async () => {
    const socket = TestSocket.open(socketUrl(visitor()));
    const hello = await socket.next({ type: 'hello' });
    expect(hello.userId).toBeUndefined();
    await socket.close();
  });

  it('refuses a tampered sign with the unauthorized close code', async () => {
    const client = await signedIn('Tamper');
    const socket = TestSocket.open(
      socketUrl(client, {
        tamper: (query) => (query.sign = query.sign!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))),
      }),
    );
    expect(await socket.closed).toMatchObject({ code: REALTIME.closeCodes.unauthorized });
    expect(socket.received).toEqual([
      expect.objectContaining({ type: 'error', code: PROTOCOL_ERRORS.signatureInvalid }),
    ]);
  });

  it('refuses a query changed after signing', async () => {
    const client = await signedIn('Changed');
    const socket = TestSocket.open(socketUrl(client, { tamper: (query) => (query.languageId = '20') }));
    const closed = await socket.closed;
    expect(closed.code).toBe(REALTIME.closeCodes.unauthorized);
    expect(closed.reason).toMatch(/sign/);
  });

  it('refuses a replayed sign', async () => {
    const client = await signedIn('Replay');
    const url = socketUrl(client);
    const first = TestSocket.open(url);
    await first.next({ type: 'hello' });
    const again = TestSocket.open(url);
    expect((await again.closed).code).toBe(REALTIME.closeCodes.unauthorized);
    expect(again.received[0]).toMatchObject({ type: 'error', code: PROTOCOL_ERRORS.signatureReplayed });
    await first.close();
  });

  it('refuses a stale timestamp and tells the server time', async () => {
    const client = await signedIn('Stale');
    const socket = TestSocket.open(socketUrl(client, { timestamp: Date.now() - 6 * 60 * 1000 }));
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthorized);
    const error = socket.received[0]!;
    expect(error).toMatchObject({ type: 'error', code: PROTOCOL_ERRORS.timestampOutOfWindow });
    expect(Math.abs((error.data as { serverTime: number }).serverTime - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a sign from a user without a session', async () => {
    const client = await signedIn('Nobody');
    const stranger = new IndependentClient(gateway.url, {
      ...(client.identity as Identity),
      userId: '999999',
    });
    const socket = TestSocket.open(socketUrl(stranger));
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthorized);
  });

  it('closes with protocolError when the envelope is invalid, naming the field', async () => {
    const socket = TestSocket.open(socketUrl(visitor(), { tamper: (query) => (query.platformType = '7') }));
    const closed = await socket.closed;
    expect(closed.code).toBe(REALTIME.closeCodes.protocolError);
    expect(closed.reason).toContain('platformType');
  });

  it('answers a plain GET of the path with 426', async () => {
    const response = await fetch(`${gateway.url}${REALTIME.path}`);
    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
  });
});

describe('messages', () => {
  let socket: TestSocket;

  beforeAll(async () => {
    socket = await connected(visitor());
  });

  afterAll(() => socket.close());

  it('answers ping with pong', async () => {
    socket.send({ type: 'ping' });
    const pong = await socket.next({ type: 'pong' });
    expect(typeof pong.serverTime).toBe('number');
  });

  it.each([
    ['text that is not JSON', '{nope', '(message)'],
    ['an unknown type', { type: 'dance' }, 'type'],
    ['a bad user id', { type: 'watchPresence', userIds: ['12', 'x'] }, 'userIds.1'],
    ['a missing field', { type: 'unwatchPresence' }, 'userIds'],
  ])('answers %s with an error naming the field', async (_, message, field) => {
    socket.send(message);
    const error = await socket.next({ type: 'error' });
    expect(error.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(error.message).toContain(`${field}:`);
    expect(error.data).toEqual({ issues: [expect.objectContaining({ field })] });
    // Still open: one mistake is not garbage.
    socket.send({ type: 'ping' });
    await socket.next({ type: 'pong' });
  });

  it('answers a binary frame with an error', async () => {
    socket.socket.send(Buffer.from('{"type":"ping"}'), { binary: true });
    const error = await socket.next({ type: 'error' });
    expect(error).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
    expect(error.message).toContain('binary');
  });

  it('drops messages over the rate limit with an error, and keeps the socket', async () => {
    const chatty = await connected(visitor());
    for (let i = 0; i <= REALTIME.maxMessagesPerMinute; i += 1) chatty.send({ type: 'ping' });
    const error = await chatty.next({ type: 'error' });
    expect(error).toMatchObject({ code: PROTOCOL_ERRORS.rateLimited });
    expect((error.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Pongs come from the socket's queue, so some may still be on their way when the error arrives.
    await expect
      .poll(() => chatty.received.filter((message) => message.type === 'pong').length)
      .toBe(REALTIME.maxMessagesPerMinute);
    expect(chatty.socket.readyState).toBe(chatty.socket.OPEN);
    await chatty.close();
  });

  it('closes a socket that keeps sending garbage', async () => {
    const noisy = await connected(visitor());
    for (let i = 0; i < REALTIME.invalidMessages.limit; i += 1) noisy.send('garbage');
    expect((await noisy.closed).code).toBe(REALTIME.closeCodes.protocolError);
    const errors = noisy.received.filter((message) => message.type === 'error');
    expect(errors).toHaveLength(REALTIME.invalidMessages.limit);
  });

  it('refuses to watch more users than the limit', async () => {
    const greedy = await connected(visitor());
    const ids = Array.from({ length: REALTIME.maxWatchedUsers }, (_, i) => String(i + 1));
    greedy.send({ type: 'watchPresence', userIds: ids });
    await greedy.next({ type: 'presence', userId: String(REALTIME.maxWatchedUsers) });
    greedy.send({ type: 'watchPresence', userIds: [String(REALTIME.maxWatchedUsers + 1)] });
    const error = await greedy.next({ type: 'error' });
    expect(error).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
    expect(error.message).toContain('userIds:');
    await greedy.close();
  });
});

describe('presence', () => {
  it('makes a signed socket online and its close offline, alike for watchers and the status batch', async () => {
    const user = await signedIn('Online');
    const userId = userIdOf(user);
    const watcher = await connected(visitor());
    watcher.send({ type: 'watchPresence', userIds: [userId] });
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.offline });
    expect(await batchStatus(userId)).toBe(USER_STATUS.offline);

    const socket = await connected(user);
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.online });
    expect(await batchStatus(userId)).toBe(USER_STATUS.online);

    await socket.close();
    await watcher.next({ type: 'presence', userId, status: USER_STATUS.offline });
    expect(await batchStatus(userId)).toBe(USER_STATUS.offline);
    await watcher.close();
  });

  it('sends the current status on watch and nothing after unwatch', async () => {
    const user = await signedIn('Watched');
    const userId = userIdOf(user);
    const socket = await connected(user);
    const watcher = await connected(visitor());
    const witness = await connected(visitor());
    for (const each of [watcher, witness]) {
      each.send({ type: 'watchPresence', userIds: [userId] });
      await each.next({ type: 'presence', userId, status: USER_STATUS.online });
    }

    watcher.send({ type: 'unwatchPresence', userIds: [userId] });
    watcher.send({ type: 'ping' });
    await watcher.next({ type: 'pong' });
    await socket.close();
    // The witness still watches: once it has the change, every watcher on this instance was sent it.
    await witness.next({ type: 'presence', userId, status: USER_STATUS.offline });
    watcher.send({ type: 'ping' });
    await watcher.next({ type: 'pong' });
    expect(watcher.received.filter((message) => message.userId === userId)).toHaveLength(1);
    await watcher.close();
    await witness.close();
  });

  it('keeps a user online while one of two sockets is open', async () => {
    const user = await signedIn('Two tabs');
    const userId = userIdOf(user);
    const first = await connected(user);
    const second = await connected(user);
    await first.close();
    expect(await batchStatus(userId)).toBe(USER_STATUS.online);
    await second.close();
    await expect.poll(() => batchStatus(userId)).toBe(USER_STATUS.offline);
  });

  it('closes the socket of a session that ended, and the user goes offline', async () => {
    const user = await signedIn('Logout');
    const { userId, deviceId } = user.identity as Identity;
    const socket = await connected(user);
    const lookup = await gateway.services.sessions.lookup(Number(userId), deviceId);
    if (lookup.status !== 'active') throw new Error('expected an active session');
    await gateway.services.sessions.revoke(lookup.session.id, 'logout');
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthorized);
    await expect.poll(() => batchStatus(userId)).toBe(USER_STATUS.offline);
  });

  it('closes with `replaced` when the account signs in on another device', async () => {
    const user = await signedIn('Replaced');
    const { userId, deviceId } = user.identity as Identity;
    const socket = await connected(user);
    const lookup = await gateway.services.sessions.lookup(Number(userId), deviceId);
    if (lookup.status !== 'active') throw new Error('expected an active session');
    await gateway.services.sessions.revoke(lookup.session.id, 'replaced');
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.replaced);
    expect(socket.received.at(-1)).toMatchObject({
      type: 'error',
      code: RESULT_CODES.activeOnAnotherDevice,
    });
  });
});
