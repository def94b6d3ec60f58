import type { AgoraMedia } from '@aura/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agoraConnectionState,
  agoraQuality,
  createAgoraEngine,
  type AgoraClient,
  type AgoraLocalTrack,
  type AgoraRemoteUser,
  type AgoraSdk,
} from './agora-adapter.ts';
import type { RtcConnectionState, RtcSessionEvents } from './rtc-port.ts';

/** jsdom has no MediaStream: the smallest one that holds tracks, as the adapter builds them. */
class FakeMediaStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
}
const track = (kind: 'audio' | 'video', id: string) => ({ kind, id }) as unknown as MediaStreamTrack;

/** A fake of agora-rtc-sdk-ng's client: records calls, and lets the test fire the SDK's events. */
class FakeClient {
  handlers = new Map<string, (...args: unknown[]) => void>();
  joined: unknown[] = [];
  published: AgoraLocalTrack[][] = [];
  renewed: string[] = [];
  left = 0;
  join = vi.fn(async (...args: unknown[]) => {
    this.joined = args;
    return args[3] as number;
  });
  publish = vi.fn(async (tracks: AgoraLocalTrack[]) => void this.published.push(tracks));
  subscribe = vi.fn(async (user: AgoraRemoteUser, mediaType: 'audio' | 'video') => {
    const remote = { getMediaStreamTrack: () => track(mediaType, `remote-${mediaType}`) };
    if (mediaType === 'audio') user.audioTrack = remote;
    else user.videoTrack = remote;
  });
  renewToken = vi.fn(async (token: string) => void this.renewed.push(token));
  leave = vi.fn(async () => void this.left++);
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, handler);
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)!(...args);
  }
}

class FakeLocalTrack implements AgoraLocalTrack {
  enabled = true;
  closed = false;
  constructor(public current: MediaStreamTrack) {}
  setEnabled = async (enabled: boolean) => void (this.enabled = enabled);
  replaceTrack = async (next: MediaStreamTrack) => void (this.current = next);
  getMediaStreamTrack = () => this.current;
  close = () => void (this.closed = true);
}

const media: AgoraMedia = {
  provider: 'agora',
  appId: '970CA35de60c44645bbae8a215061b33',
  channel: '0123456789abcdef',
  uid: 42,
  token: '007first',
  expiresAt: 1,
};

let client: FakeClient;
let created: FakeLocalTrack[];
let sdk: AgoraSdk;

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeMediaStream);
  client = new FakeClient();
  created = [];
  const wrap = async ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) => {
    const local = new FakeLocalTrack(mediaStreamTrack);
    created.push(local);
    return local;
  };
  sdk = {
    createClient: () => client as unknown as AgoraClient,
    createCustomAudioTrack: wrap,
    createCustomVideoTrack: wrap,
  };
});
afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Agora adapter', () => {
  it('loads the SDK only on join, joins the channel with the gateway’s app id, token and uid', async () => {
    const load = vi.fn(async () => sdk);
    const engine = createAgoraEngine({ media, load });
    expect(load).not.toHaveBeenCalled();
    engine.join({ room: media.channel, role: 'caller', iceServers: [] });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.joined).toEqual([media.appId, media.channel, media.token, media.uid]);
  });

  it('publishes each track once, wraps them as custom tracks, and toggles and replaces them', async () => {
    const session = createAgoraEngine({ media, load: async () => sdk }).join({
      room: media.channel,
      role: 'callee',
      iceServers: [],
    });
    const mic = track('audio', 'mic');
    const cam = track('video', 'cam');
    await session.publish(new FakeMediaStream([mic]) as unknown as MediaStream);
    await session.publish(new FakeMediaStream([mic, cam]) as unknown as MediaStream);
    expect(client.published.map((batch) => batch.map((t) => t.getMediaStreamTrack().id))).toEqual([
      ['mic'],
      ['cam'],
    ]);
    session.setMicrophoneEnabled(false);
    session.setCameraEnabled(false);
    expect(created.map((t) => t.enabled)).toEqual([false, false]);
    await session.replaceVideoTrack(track('video', 'back-camera'));
    expect(created[1]!.getMediaStreamTrack().id).toBe('back-camera');
    session.leave();
    session.leave();
    await flush();
    expect(created.every((t) => t.closed)).toBe(true);
    expect(client.left).toBe(1);
  });

  it('subscribes to what the other side publishes and hands over a stream holding every remote track', async () => {
    const session = createAgoraEngine({ media, load: async () => sdk }).join({
      room: media.channel,
      role: 'caller',
      iceServers: [],
    });
    const got: RtcSessionEvents['remoteTrack'][] = [];
    session.on('remoteTrack', (event) => got.push(event));
    await flush();
    const peer: AgoraRemoteUser = { uid: 7 };
    client.fire('user-published', peer, 'audio');
    await flush();
    client.fire('user-published', peer, 'video');
    await flush();
    expect(got.map((event) => event.track.id)).toEqual(['remote-audio', 'remote-video']);
    expect((got[1]!.stream as unknown as FakeMediaStream).getTracks().map((t) => t.id)).toEqual([
      'remote-audio',
      'remote-video',
    ]);
    expect(got[0]!.stream).not.toBe(got[1]!.stream);
  });

  it('maps connection states and network quality, and renews the token when it is about to expire', async () => {
    const renewToken = vi.fn(async () => '007second');
    const session = createAgoraEngine({ media, load: async () => sdk, renewToken }).join({
      room: media.channel,
      role: 'caller',
      iceServers: [],
    });
    const states: RtcConnectionState[] = [];
    const qualities: string[] = [];
    session.on('connectionState', (state) => states.push(state));
    session.on('quality', (quality) => qualities.push(quality));
    await flush();
    client.fire('connection-state-change', 'CONNECTED', 'CONNECTING');
    client.fire('connection-state-change', 'RECONNECTING', 'CONNECTED');
    client.fire('connection-state-change', 'CONNECTED', 'RECONNECTING');
    client.fire('network-quality', { uplinkNetworkQuality: 1, downlinkNetworkQuality: 4 });
    client.fire('network-quality', { uplinkNetworkQuality: 0, downlinkNetworkQuality: 0 });
    client.fire('token-privilege-will-expire');
    await flush();
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    expect(qualities).toEqual(['poor', 'unknown']);
    expect(client.renewed).toEqual(['007second']);
  });

  it('fails when the SDK disconnects on its own during a call (an expired token), closes when left', async () => {
    const session = createAgoraEngine({ media, load: async () => sdk }).join({
      room: media.channel,
      role: 'caller',
      iceServers: [],
    });
    const states: RtcConnectionState[] = [];
    session.on('connectionState', (state) => states.push(state));
    await flush();
    client.fire('connection-state-change', 'CONNECTED', 'CONNECTING');
    client.fire('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'TOKEN_EXPIRE');
    session.leave();
    // The SDK's own disconnection after leave() is not reported again.
    client.fire('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'LEAVE');
    expect(states).toEqual(['connecting', 'connected', 'failed', 'closed']);
  });

  it('keeps the call going when a renewal fails, and renews nothing once left', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const renewToken = vi.fn(async () => Promise.reject(new Error('gateway unreachable')));
    const session = createAgoraEngine({ media, load: async () => sdk, renewToken }).join({
      room: media.channel,
      role: 'caller',
      iceServers: [],
    });
    await flush();
    client.fire('token-privilege-will-expire');
    await flush();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(client.renewed).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    session.leave();
    client.fire('token-privilege-will-expire');
    await flush();
    expect(renewToken).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reports failed when the SDK cannot load or join', async () => {
    const session = createAgoraEngine({ media, load: async () => Promise.reject(new Error('offline')) }).join(
      {
        room: media.channel,
        role: 'caller',
        iceServers: [],
      },
    );
    const states: RtcConnectionState[] = [];
    session.on('connectionState', (state) => states.push(state));
    await flush();
    expect(states).toEqual(['connecting', 'failed']);
  });

  it('gives up a join or a reconnection that takes longer than giveUpAfterMs, as the WebRTC adapter does', async () => {
    vi.useFakeTimers();
    try {
      // The SDK retries reaching Agora for as long as it is let: this join never settles.
      client.join.mockImplementation(() => new Promise(() => undefined));
      const states: RtcConnectionState[] = [];
      const hanging = createAgoraEngine({ media, load: async () => sdk, giveUpAfterMs: 5_000 }).join({
        room: media.channel,
        role: 'caller',
        iceServers: [],
      });
      hanging.on('connectionState', (state) => states.push(state));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(states).toEqual(['connecting']);
      await vi.advanceTimersByTimeAsync(1);
      expect(states).toEqual(['connecting', 'failed']);
      // Leaving a join still under way aborts it.
      hanging.leave();
      expect(client.leave).toHaveBeenCalledTimes(1);
      expect(states).toEqual(['connecting', 'failed', 'closed']);

      client = new FakeClient();
      const later: RtcConnectionState[] = [];
      const session = createAgoraEngine({ media, load: async () => sdk, giveUpAfterMs: 5_000 }).join({
        room: media.channel,
        role: 'caller',
        iceServers: [],
      });
      session.on('connectionState', (state) => later.push(state));
      await vi.advanceTimersByTimeAsync(0);
      client.fire('connection-state-change', 'CONNECTING', 'DISCONNECTED');
      client.fire('connection-state-change', 'CONNECTED', 'CONNECTING');
      await vi.advanceTimersByTimeAsync(10_000);
      client.fire('connection-state-change', 'RECONNECTING', 'CONNECTED');
      await vi.advanceTimersByTimeAsync(3_000);
      client.fire('connection-state-change', 'CONNECTED', 'RECONNECTING');
      await vi.advanceTimersByTimeAsync(10_000);
      client.fire('connection-state-change', 'RECONNECTING', 'CONNECTED');
      await vi.advanceTimersByTimeAsync(5_000);
      // Each state once, however often the SDK repeats it; the blip that healed in 3 s is not a failure.
      expect(later).toEqual([
        'connecting',
        'connected',
        'reconnecting',
        'connected',
        'reconnecting',
        'failed',
      ]);
      session.leave();
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins nothing when left before the SDK has loaded', async () => {
    let loaded: (value: AgoraSdk) => void = () => undefined;
    const session = createAgoraEngine({
      media,
      load: () => new Promise<AgoraSdk>((resolve) => (loaded = resolve)),
    }).join({
      room: media.channel,
      role: 'caller',
      iceServers: [],
    });
    const states: RtcConnectionState[] = [];
    session.on('connectionState', (state) => states.push(state));
    await flush();
    session.leave();
    loaded(sdk);
    await flush();
    expect(client.join).not.toHaveBeenCalled();
    expect(states).toEqual(['connecting', 'closed']);
  });

  it('maps every Agora state and quality level', () => {
    expect(agoraConnectionState('CONNECTING')).toBe('connecting');
    expect(agoraConnectionState('RECONNECTING')).toBe('reconnecting');
    expect(agoraConnectionState('DISCONNECTED')).toBe('failed');
    expect(agoraConnectionState('DISCONNECTING')).toBe('failed');
    expect([1, 2, 3, 4, 5, 6].map((q) => agoraQuality(q, q))).toEqual([
      'good',
      'good',
      'fair',
      'poor',
      'poor',
      'poor',
    ]);
  });
});
