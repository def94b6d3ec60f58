import type { AgoraMedia } from '@aura/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agoraRtmSignalling,
  type AgoraRtmClient,
  type AgoraRtmMessageEvent,
  type AgoraRtmSdk,
} from './agora-rtm-adapter.ts';
import type { SignalMessage } from './signalling-port.ts';

const ROOM = '0123456789abcdef';
const media = (uid: number): AgoraMedia => ({
  provider: 'agora',
  appId: '970CA35de60c44645bbae8a215061b33',
  channel: ROOM,
  uid,
  token: `007token-of-${uid}`,
  expiresAt: 1,
});

/**
 * A fake of Agora RTM's service and agora-rtm-sdk's RTMClient: clients logged in to one broker, which delivers a
 * message channel's messages to every client subscribed to it (the publisher too, as RTM does).
 */
class FakeBroker {
  clients: FakeRtmClient[] = [];
  readonly sdk: AgoraRtmSdk;
  constructor() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const broker = this;
    this.sdk = {
      RTM: class extends FakeRtmClient {
        constructor(appId: string, userId: string) {
          super(broker, appId, userId);
          broker.clients.push(this);
        }
      },
    };
  }
  deliver(event: AgoraRtmMessageEvent) {
    for (const client of this.clients) {
      if (client.loggedIn && client.channels.has(event.channelName)) client.emit('message', event);
    }
  }
}

class FakeRtmClient implements AgoraRtmClient {
  log: string[] = [];
  loggedIn = false;
  channels = new Set<string>();
  private readonly handlers = new Map<string, (payload: never) => void>();
  constructor(
    private readonly broker: FakeBroker,
    readonly appId: string,
    readonly userId: string,
  ) {}
  async login(options?: { token?: string }) {
    this.log.push(`login ${options?.token}`);
    this.loggedIn = true;
  }
  async logout() {
    this.log.push('logout');
    this.loggedIn = false;
  }
  async subscribe(channel: string) {
    this.log.push(`subscribe ${channel}`);
    this.channels.add(channel);
  }
  async unsubscribe(channel: string) {
    this.log.push(`unsubscribe ${channel}`);
    this.channels.delete(channel);
  }
  async publish(channel: string, message: string, options?: { channelType?: 'MESSAGE' }) {
    if (!this.loggedIn) throw new Error('not logged in');
    this.log.push(`publish ${channel} ${options?.channelType} ${message}`);
    this.broker.deliver({ channelName: channel, messageType: 'STRING', message, publisher: this.userId });
  }
  async renewToken(token: string) {
    this.log.push(`renew ${token}`);
  }
  addEventListener(event: string, listener: (payload: never) => void) {
    this.handlers.set(event, listener);
  }
  emit(event: string, payload: unknown) {
    (this.handlers.get(event) as ((value: unknown) => void) | undefined)?.(payload);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => vi.restoreAllMocks());

describe('Agora RTM signalling', () => {
  it('loads the SDK and logs in (uid, gateway token) only when first used, then carries each side’s signals to the other', async () => {
    const broker = new FakeBroker();
    const load = vi.fn(async () => broker.sdk);
    const caller = agoraRtmSignalling({ media: media(1), load });
    const callee = agoraRtmSignalling({ media: media(2), load });
    expect(load).not.toHaveBeenCalled();

    const toCaller: SignalMessage[] = [];
    const toCallee: SignalMessage[] = [];
    caller.subscribe(ROOM, (message) => toCaller.push(message));
    callee.subscribe(ROOM, (message) => toCallee.push(message));
    await settle();
    expect(broker.clients.map((c) => [c.appId, c.userId, c.log])).toEqual([
      [media(1).appId, '1', [`login ${media(1).token}`, `subscribe ${ROOM}`]],
      [media(2).appId, '2', [`login ${media(2).token}`, `subscribe ${ROOM}`]],
    ]);

    const offer: SignalMessage = { kind: 'description', description: { type: 'offer', sdp: 'v=0 offer' } };
    const candidate: SignalMessage = {
      kind: 'candidate',
      candidate: { candidate: 'candidate:1', sdpMid: '0' },
    };
    caller.send(ROOM, { kind: 'ready' });
    caller.send(ROOM, offer);
    caller.send(ROOM, candidate);
    callee.send(ROOM, { kind: 'candidate', candidate: null });
    await settle();
    // In order, to the other side only (RTM hands a publisher its own messages too).
    expect(toCallee).toEqual([{ kind: 'ready' }, offer, candidate]);
    expect(toCaller).toEqual([{ kind: 'candidate', candidate: null }]);
    expect(broker.clients[0]!.log.slice(2, 3)).toEqual([`publish ${ROOM} MESSAGE {"kind":"ready"}`]);
  });

  it('ignores other channels, binary messages and anything that is no signal', async () => {
    const broker = new FakeBroker();
    const port = agoraRtmSignalling({ media: media(1), load: async () => broker.sdk });
    const got: SignalMessage[] = [];
    port.subscribe(ROOM, (message) => got.push(message));
    await settle();
    const client = broker.clients[0]!;
    const event = (patch: Partial<AgoraRtmMessageEvent>) =>
      client.emit('message', {
        channelName: ROOM,
        messageType: 'STRING',
        message: '{"kind":"ready"}',
        publisher: '2',
        ...patch,
      });
    event({ channelName: 'fedcba9876543210' });
    event({ messageType: 'BINARY', message: new Uint8Array([1]) });
    event({ message: 'not json' });
    event({ message: '{"kind":"bye"}' });
    event({ message: 'null' });
    expect(got).toEqual([]);
    event({});
    expect(got).toEqual([{ kind: 'ready' }]);
  });

  it('unsubscribes the room when its last listener goes, and logs out when no room is listened to', async () => {
    const broker = new FakeBroker();
    const port = agoraRtmSignalling({ media: media(1), load: async () => broker.sdk });
    const offA = port.subscribe(ROOM, () => undefined);
    const offB = port.subscribe(ROOM, () => undefined);
    const offOther = port.subscribe('fedcba9876543210', () => undefined);
    await settle();
    const client = broker.clients[0]!;
    offA();
    await settle();
    expect(client.log).toEqual([
      `login ${media(1).token}`,
      `subscribe ${ROOM}`,
      'subscribe fedcba9876543210',
    ]);
    offB();
    offB();
    await settle();
    expect(client.log.slice(3)).toEqual([`unsubscribe ${ROOM}`]);
    offOther();
    await settle();
    expect(client.log.slice(4)).toEqual(['unsubscribe fedcba9876543210', 'logout']);
    // Used again: a new login.
    port.subscribe(ROOM, () => undefined);
    await settle();
    expect(broker.clients).toHaveLength(2);
    expect(broker.clients[1]!.log).toEqual([`login ${media(1).token}`, `subscribe ${ROOM}`]);
  });

  it('renews the login token through the gateway when RTM says it is about to expire', async () => {
    const broker = new FakeBroker();
    const renewToken = vi.fn(async () => '007second');
    const port = agoraRtmSignalling({ media: media(1), load: async () => broker.sdk, renewToken });
    port.subscribe(ROOM, () => undefined);
    await settle();
    broker.clients[0]!.emit('tokenPrivilegeWillExpire', ROOM);
    await settle();
    expect(broker.clients[0]!.log.at(-1)).toBe('renew 007second');
  });

  it('warns and goes on when the SDK cannot load: nothing is delivered, nothing throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = agoraRtmSignalling({ media: media(1), load: () => Promise.reject(new Error('offline')) });
    port.subscribe(ROOM, () => undefined);
    port.send(ROOM, { kind: 'ready' });
    await settle();
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      '[rtc-call] Agora RTM subscribe failed',
      '[rtc-call] Agora RTM publish failed',
    ]);
  });
});
