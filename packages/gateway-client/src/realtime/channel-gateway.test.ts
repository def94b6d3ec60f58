// RealtimeChannel against a real gateway (in-process, PGlite in memory), with `ws` as the WebSocket.
import { createHmac, randomInt } from 'node:crypto';
import {
  NONCE_LENGTH,
  PLATFORM_TYPE,
  PROTOCOL_ERRORS,
  REALTIME,
  USER_STATUS,
  canonicalUrl,
  envelopeToQuery,
  signingText,
} from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { reconnectDelay } from './backoff.ts';
import { RealtimeChannel, type RealtimeEvents } from './channel.ts';

/** `ws` with the browser's one-argument constructor. */
class NodeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
  }
}

interface Identity {
  userId: string;
  deviceId: string;
  loginToken: string;
}

let gateway: TestGateway;
let devices = 0;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

afterAll(() => gateway.close());

function nonce(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: NONCE_LENGTH }, () => letters[randomInt(letters.length)]).join('');
}

/** The upgrade URL as docs/realtime.md describes it: the envelope, and for a user a sign like a signed GET's. */
function socketUrl(baseUrl: string, who: Identity | { deviceId: string }, timestamp = Date.now()): string {
  const query = envelopeToQuery({
    appId: 'realtime-channel-test',
    version: '1.0.0',
    platformType: PLATFORM_TYPE,
    languageId: 1,
    deviceId: who.deviceId,
    ...('userId' in who ? { userId: who.userId } : {}),
  });
  if ('loginToken' in who) {
    query.timestamp = String(timestamp);
    query.nonce = nonce();
    const text = signingText({
      canonicalUrl: canonicalUrl(REALTIME.path, query),
      deviceId: who.deviceId,
      nonce: query.nonce,
      timestamp,
      userId: who.userId,
    });
    query.sign = createHmac('sha256', who.loginToken).update(text, 'utf8').digest('hex').toUpperCase();
  }
  return `${baseUrl.replace(/^http/, 'ws')}${REALTIME.path}?${new URLSearchParams(query)}`;
}

async function signedIn(nickname: string): Promise<Identity> {
  devices += 1;
  const deviceId = `device-channel-${devices}`;
  const user = await gateway.services.users.create({ nickname, countryCode: 'NL' });
  const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
  return { userId: String(user.id), deviceId, loginToken };
}

function channelFor(
  who: Identity | { deviceId: string } | undefined,
  options: { baseUrl?: () => string; timestamp?: () => number } = {},
) {
  devices += 1;
  const identity = who ?? { deviceId: `visitor-channel-${devices}` };
  const built: string[] = [];
  const channel = new RealtimeChannel({
    buildUrl: async () => {
      const url = socketUrl(options.baseUrl?.() ?? gateway.url, identity, options.timestamp?.());
      built.push(url);
      return url;
    },
    WebSocket: NodeWebSocket,
    random: () => 0,
  });
  channels.push(channel);
  return { channel, built };
}

/** The next event of this kind that passes `test`, or a rejection after `timeoutMs`. */
function next<K extends keyof RealtimeEvents>(
  channel: RealtimeChannel,
  event: K,
  test: (payload: RealtimeEvents[K]) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<RealtimeEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      remove();
      reject(new Error(`no ${String(event)} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const remove = channel.on(event, (payload) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      remove();
      resolve(payload);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RealtimeChannel against a real gateway', () => {
  it('connects a signed-in user, who is online until the channel closes', async () => {
    const user = await signedIn('Channel');
    const { channel } = channelFor(user);
    const watcher = channelFor(undefined).channel;
    watcher.watch([user.userId]);
    const watching = next(watcher, 'presence', (p) => p.status === USER_STATUS.offline);
    watcher.connect();
    await watching;

    const opened = next(channel, 'open');
    const online = next(watcher, 'presence', (p) => p.status === USER_STATUS.online);
    channel.connect();
    expect(await opened).toMatchObject({ userId: user.userId, reconnected: false });
    expect(channel.status).toBe('open');
    expect(await online).toEqual({ userId: user.userId, status: USER_STATUS.online });

    const offline = next(watcher, 'presence', (p) => p.status === USER_STATUS.offline);
    channel.close();
    await offline;
    expect(await gateway.services.presence.status(Number(user.userId))).toBe(USER_STATUS.offline);
  });

  it('reconnects with backoff after the server drops its socket, and watches again', async () => {
    const user = await signedIn('Rewatched');
    const { channel, built } = channelFor(undefined);
    channel.watch([user.userId]);
    const first = next(channel, 'presence');
    channel.connect();
    await first;

    const dropped = next(channel, 'close');
    const reopened = next(channel, 'open');
    for (const socket of gateway.app.websocketServer.clients) socket.terminate();
    const close = await dropped;
    const droppedAt = Date.now();
    expect(close).toMatchObject({ cause: 'dropped', code: 1006, retryInMs: reconnectDelay(0, () => 0) });
    expect(channel.status).toBe('connecting');
    expect(await reopened).toMatchObject({ reconnected: true });
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(close.retryInMs! - 5);
    expect(built).toHaveLength(2);

    // The new socket was told to watch again: the user's arrival reaches it.
    const online = next(channel, 'presence', (p) => p.status === USER_STATUS.online);
    channelFor(user).channel.connect();
    expect(await online).toEqual({ userId: user.userId, status: USER_STATUS.online });
  });

  it('does not reconnect after close()', async () => {
    const { channel, built } = channelFor(undefined);
    const opened = next(channel, 'open');
    channel.connect();
    await opened;
    channel.close();
    await sleep(reconnectDelay(1, () => 0) * 2);
    expect(channel.status).toBe('closed');
    expect(built).toHaveLength(1);
    expect(gateway.services.realtime.size).toBe(0);
  });

  it('stops when the server refuses a stale timestamp, and says why', async () => {
    const user = await signedIn('Skewed');
    const { channel, built } = channelFor(user, { timestamp: () => Date.now() - 6 * 60 * 1000 });
    const closed = next(channel, 'close');
    channel.connect();
    const close = await closed;
    expect(close).toMatchObject({
      cause: 'unauthorized',
      code: REALTIME.closeCodes.unauthorized,
      retryInMs: undefined,
      error: expect.objectContaining({ code: PROTOCOL_ERRORS.timestampOutOfWindow }),
    });
    await sleep(reconnectDelay(1, () => 0) * 2);
    expect(built).toHaveLength(1);
    expect(channel.status).toBe('closed');
  });

  describe('when the gateway restarts', () => {
    // Both gateways are made before the test (a start is a hook's worth of work): the first serves, goes away, and
    // the second takes its port.
    let first: TestGateway;
    let second: TestGateway;
    beforeAll(async () => {
      [first, second] = await Promise.all([startTestGateway(), startTestGateway()]);
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    it('comes back on the same port', async () => {
      const port = Number(new URL(await first.listen()).port);
      const { channel, built } = channelFor(undefined, { baseUrl: () => `http://127.0.0.1:${port}` });
      const opened = next(channel, 'open');
      channel.connect();
      await opened;

      const goingAway = next(channel, 'close');
      await first.close();
      expect(await goingAway).toMatchObject({ code: 1001, cause: 'dropped' });
      // Down for a while: attempts fail and the waits grow.
      await next(channel, 'close', (close) => close.retryInMs! > reconnectDelay(1, () => 0));

      const reopened = next(channel, 'open', () => true, 20_000);
      await second.app.listen({ port, host: '127.0.0.1' });
      expect(await reopened).toMatchObject({ reconnected: true });
      expect(built.length).toBeGreaterThan(2);
    });
  });
});
