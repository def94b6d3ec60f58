// RealtimeChannel against a scripted socket and fake timers: heartbeats, backoff and reconnects without waiting.
// channel-gateway.test.ts runs the same class against a real gateway.
import { PROTOCOL_ERRORS, REALTIME, USER_STATUS, type ServerMessage } from '@aura/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from './backoff.ts';
import { RealtimeChannel, type RealtimeClose, type RealtimeEvents } from './channel.ts';
import type { RealtimeSocket } from './socket.ts';

const HEARTBEAT_MS = 1000;

/** A socket the test plays the server of. */
class ScriptedSocket implements RealtimeSocket {
  static made: ScriptedSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | undefined;
  private readonly handlers = new Map<string, ((event: never) => void)[]>();

  constructor(readonly url: string) {
    ScriptedSocket.made.push(this);
  }

  addEventListener(type: string, listener: (event: never) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  receive(message: ServerMessage | string): void {
    this.readyState = 1;
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.fire('message', { data });
  }

  hello(userId?: string): void {
    this.receive({
      type: 'hello',
      connectionId: `connection-${ScriptedSocket.made.indexOf(this)}`,
      userId,
      serverTime: Date.now(),
      heartbeatSeconds: 1,
      heartbeatMs: HEARTBEAT_MS,
    });
  }

  serverCloses(code: number, reason = ''): void {
    this.readyState = 3;
    this.fire('close', { code, reason });
  }

  private fire(type: string, event: object): void {
    for (const handler of this.handlers.get(type) ?? []) (handler as (event: object) => void)(event);
  }
}

function latest(): ScriptedSocket {
  const socket = ScriptedSocket.made.at(-1);
  if (!socket) throw new Error('no socket was made');
  return socket;
}

function record<K extends keyof RealtimeEvents>(channel: RealtimeChannel, event: K): RealtimeEvents[K][] {
  const seen: RealtimeEvents[K][] = [];
  channel.on(event, (payload) => seen.push(payload));
  return seen;
}

let urls = 0;
function newChannel(options: { buildUrl?: () => Promise<string> } = {}) {
  return new RealtimeChannel({
    buildUrl: options.buildUrl ?? (async () => `ws://gateway.test/ws?n=${(urls += 1)}`),
    WebSocket: ScriptedSocket,
    random: () => 0,
  });
}

/** Lets the async URL builder finish and runs timers due by then. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  ScriptedSocket.made = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeChannel', () => {
  it('is connecting until hello, then open, and reports the hello', async () => {
    const channel = newChannel();
    const statuses = record(channel, 'status');
    const opens = record(channel, 'open');
    expect(channel.status).toBe('closed');
    channel.connect();
    await tick();
    expect(channel.status).toBe('connecting');
    expect(latest().url).toMatch(/^ws:\/\/gateway\.test\/ws\?n=\d+$/);
    latest().hello('42');
    expect(channel.status).toBe('open');
    expect(statuses).toEqual(['connecting', 'open']);
    expect(opens).toEqual([
      { connectionId: 'connection-0', userId: '42', reconnected: false, serverTime: Date.now() },
    ]);
    channel.close();
  });

  it('pings every interval the server announced', async () => {
    const channel = newChannel();
    channel.connect();
    await tick();
    const socket = latest();
    socket.hello();
    await tick(HEARTBEAT_MS * 3);
    // The server answers nothing here: the second tick finds two silent intervals and gives the socket up.
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    expect(socket.closedWith).toBeDefined();
    channel.close();
  });

  it('keeps pinging while the server answers', async () => {
    const channel = newChannel();
    channel.connect();
    await tick();
    const socket = latest();
    socket.hello();
    for (let i = 0; i < 5; i += 1) {
      await tick(HEARTBEAT_MS);
      socket.receive({ type: 'pong', serverTime: Date.now() });
    }
    expect(socket.sent).toHaveLength(5);
    expect(ScriptedSocket.made).toHaveLength(1);
    channel.close();
  });

  it('gives up a silent connection and dials again', async () => {
    const channel = newChannel();
    const closes = record(channel, 'close');
    channel.connect();
    await tick();
    const silent = latest();
    silent.hello();
    await tick(HEARTBEAT_MS * 2);
    expect(closes).toEqual([expect.objectContaining({ cause: 'dropped', code: 1006 })]);
    expect(silent.closedWith).toBeDefined();
    await tick(closes[0]!.retryInMs!);
    expect(ScriptedSocket.made).toHaveLength(2);
    channel.close();
  });

  it('waits longer after each failed attempt, up to the cap, and starts over after a hello', async () => {
    const channel = newChannel();
    const closes = record(channel, 'close');
    channel.connect();
    await tick();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      latest().serverCloses(1006);
      const wait = reconnectDelay(attempt, () => 0);
      expect(closes.at(-1)).toMatchObject({ cause: 'dropped', retryInMs: wait });
      const made = ScriptedSocket.made.length;
      await tick(wait - 1);
      expect(ScriptedSocket.made).toHaveLength(made);
      expect(channel.status).toBe('connecting');
      await tick(1);
      expect(ScriptedSocket.made).toHaveLength(made + 1);
    }
    expect(closes.at(-1)!.retryInMs).toBe(REALTIME.reconnect.maxMs / 2);

    latest().hello();
    latest().serverCloses(REALTIME.closeCodes.heartbeatMissed);
    expect(closes.at(-1)!.retryInMs).toBe(reconnectDelay(0, () => 0));
    channel.close();
  });

  it('watches again on every new socket, and says when it reconnected', async () => {
    const channel = newChannel();
    const opens = record(channel, 'open');
    channel.watch(['7', '8']);
    channel.connect();
    await tick();
    latest().hello();
    expect(latest().sent).toEqual([{ type: 'watchPresence', userIds: ['7', '8'] }]);
    channel.watch(['8', '9']);
    channel.unwatch(['7']);
    expect(latest().sent.slice(1)).toEqual([
      { type: 'watchPresence', userIds: ['9'] },
      { type: 'unwatchPresence', userIds: ['7'] },
    ]);

    latest().serverCloses(1001, 'The server is shutting down.');
    await tick(reconnectDelay(0, () => 0));
    latest().hello();
    expect(latest().sent).toEqual([{ type: 'watchPresence', userIds: ['8', '9'] }]);
    expect(opens.map((open) => open.reconnected)).toEqual([false, true]);
    channel.close();
  });

  it('reports presence', async () => {
    const channel = newChannel();
    const presence = record(channel, 'presence');
    channel.connect();
    await tick();
    latest().hello();
    latest().receive({ type: 'presence', userId: '7', status: USER_STATUS.busy });
    expect(presence).toEqual([{ userId: '7', status: USER_STATUS.busy }]);
    channel.close();
  });

  it('ignores what it cannot read: not JSON, unknown types, wrong fields', async () => {
    const channel = newChannel();
    const messages = record(channel, 'message');
    channel.connect();
    await tick();
    latest().hello();
    latest().receive('{not json');
    latest().receive(JSON.stringify({ type: 'fromTheFuture', x: 1 }));
    latest().receive(JSON.stringify({ type: 'presence', userId: 'x', status: 99 }));
    expect(messages.map((message) => message.type)).toEqual(['hello']);
    expect(channel.status).toBe('open');
    channel.close();
  });

  it('stops on an unauthorized close and reports why', async () => {
    const channel = newChannel();
    const closes = record(channel, 'close');
    channel.connect();
    await tick();
    latest().receive({
      type: 'error',
      code: PROTOCOL_ERRORS.timestampOutOfWindow,
      message: 'The timestamp is too far from the server clock.',
      data: { serverTime: 1 },
    });
    latest().serverCloses(
      REALTIME.closeCodes.unauthorized,
      'The timestamp is too far from the server clock.',
    );
    expect(channel.status).toBe('closed');
    expect(closes).toEqual<RealtimeClose[]>([
      {
        code: REALTIME.closeCodes.unauthorized,
        reason: 'The timestamp is too far from the server clock.',
        cause: 'unauthorized',
        retryInMs: undefined,
        error: expect.objectContaining({ code: PROTOCOL_ERRORS.timestampOutOfWindow }),
      },
    ]);
    await tick(REALTIME.reconnect.maxMs * 2);
    expect(ScriptedSocket.made).toHaveLength(1);
  });

  it('stops when the session was replaced', async () => {
    const channel = newChannel();
    const closes = record(channel, 'close');
    channel.connect();
    await tick();
    latest().hello('42');
    latest().serverCloses(REALTIME.closeCodes.replaced);
    expect(closes.at(-1)).toMatchObject({ cause: 'unauthorized', code: REALTIME.closeCodes.replaced });
    await tick(REALTIME.reconnect.maxMs * 2);
    expect(ScriptedSocket.made).toHaveLength(1);
  });

  it('stops for good on close(), and a late close event from the old socket changes nothing', async () => {
    const channel = newChannel();
    const closes = record(channel, 'close');
    channel.connect();
    await tick();
    const socket = latest();
    socket.hello();
    channel.close();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Closed by the client.' });
    socket.serverCloses(1000);
    await tick(REALTIME.reconnect.maxMs * 2);
    expect(ScriptedSocket.made).toHaveLength(1);
    expect(channel.status).toBe('closed');
    expect(closes).toEqual([expect.objectContaining({ cause: 'closed' })]);
  });

  it('closed while still building the URL, it opens no socket', async () => {
    let release: (url: string) => void = () => {};
    const channel = newChannel({ buildUrl: () => new Promise((resolve) => (release = resolve)) });
    channel.connect();
    channel.close();
    release('ws://gateway.test/ws');
    await tick();
    expect(ScriptedSocket.made).toHaveLength(0);
  });

  it('retries with backoff when the URL cannot be built', async () => {
    let calls = 0;
    const channel = newChannel({
      buildUrl: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'ws://gateway.test/ws';
      },
    });
    channel.connect();
    await tick();
    expect(ScriptedSocket.made).toHaveLength(0);
    await tick(reconnectDelay(0, () => 0));
    expect(ScriptedSocket.made).toHaveLength(1);
    channel.close();
  });

  it('gives up a server that never says hello', async () => {
    const channel = newChannel();
    channel.connect();
    await tick();
    await tick(REALTIME.heartbeatSeconds * 1000);
    expect(ScriptedSocket.made[0]!.closedWith).toBeDefined();
    expect(channel.status).toBe('connecting');
    channel.close();
  });

  it('counts watchers per user: the server stops sending a user when the last of them lets go', async () => {
    const channel = newChannel();
    channel.connect();
    await tick();
    latest().hello();
    channel.watch(['7', '8']);
    channel.watch(['8']);
    channel.unwatch(['7', '8']);
    expect(channel.watched).toEqual(new Set(['8']));
    channel.unwatch(['8']);
    channel.unwatch(['8']);
    expect(channel.watched).toEqual(new Set());
    expect(latest().sent).toEqual([
      { type: 'watchPresence', userIds: ['7', '8'] },
      { type: 'unwatchPresence', userIds: ['7'] },
      { type: 'unwatchPresence', userIds: ['8'] },
    ]);
    channel.close();
  });

  it('refuses to watch more users than a socket may', () => {
    const channel = newChannel();
    const many = Array.from({ length: REALTIME.maxWatchedUsers }, (_, i) => String(i + 1));
    channel.watch(many);
    expect(() => channel.watch(['999999'])).toThrow(RangeError);
    expect(channel.watched.size).toBe(REALTIME.maxWatchedUsers);
  });

  it('sends a message on the open socket only, and says whether it did', async () => {
    const channel = newChannel();
    const signal = {
      type: 'rtcSignal',
      roomNum: '0123456789abcdef',
      signal: { kind: 'candidate', candidate: null },
    } as const;
    expect(channel.send(signal)).toBe(false);
    channel.connect();
    await tick();
    expect(channel.send(signal)).toBe(false);
    latest().hello();
    expect(channel.send(signal)).toBe(true);
    expect(latest().sent).toContainEqual(signal);
    channel.close();
  });
});
