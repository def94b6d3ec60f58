import type { AgoraMedia } from '@aura/contracts';
import type { IAgoraRTCRemoteUser, ILocalTrack } from 'agora-rtc-sdk-ng';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRtcEngine } from './browser-dependencies.ts';
import type { AgoraSdk } from './rtc/agora-adapter.ts';
import { FakeRealtime } from './testing/fakes.ts';

const media: AgoraMedia = {
  provider: 'agora',
  appId: '970CA35de60c44645bbae8a215061b33',
  channel: '0123456789abcdef',
  uid: 42,
  token: '007first',
  expiresAt: 1,
};

/** agora-rtc-sdk-ng's client as far as joining and renewing go; the test fires its events. */
function fakeAgora() {
  const handlers = new Map<string, () => void>();
  const client = {
    joined: [] as unknown[],
    renewed: [] as string[],
    join: vi.fn(async (...args: unknown[]) => void (client.joined = args)),
    renewToken: vi.fn(async (token: string) => void client.renewed.push(token)),
    leave: vi.fn(async () => undefined),
    on: (event: string, handler: () => void) => void handlers.set(event, handler),
    fire: (event: string) => handlers.get(event)!(),
  };
  const sdk = { createClient: () => client };
  const load = vi.fn(async () => sdk as unknown as AgoraSdk<ILocalTrack, IAgoraRTCRemoteUser>);
  return { client, load };
}

/** Enough of RTCPeerConnection for the WebRTC adapter to set up a callee's connection (jsdom has none). */
class StubPeerConnection {
  static made = 0;
  constructor() {
    StubPeerConnection.made += 1;
  }
  close() {}
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => vi.unstubAllGlobals());

describe('browserRtcEngine', () => {
  it('joins a room with Agora media through Agora: the SDK loads then, and tokens are renewed at the gateway', async () => {
    const { client, load } = fakeAgora();
    const realtime = new FakeRealtime();
    const agoraTokens = vi.fn(async (roomNum: string) => ({
      ...media,
      channel: roomNum,
      token: '007second',
    }));
    const engine = browserRtcEngine({ realtime, agoraTokens, loadAgora: load });
    expect(load).not.toHaveBeenCalled();

    const session = await engine.join({ room: media.channel, role: 'caller', iceServers: [], agora: media });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.joined).toEqual([media.appId, media.channel, media.token, media.uid]);
    // No WebRTC signalling for an Agora room.
    expect(realtime.sent).toEqual([]);

    client.fire('token-privilege-will-expire');
    await flush();
    expect(agoraTokens).toHaveBeenCalledWith(media.channel);
    expect(client.renewed).toEqual(['007second']);
    session.leave();
  });

  it('joins a room without Agora media through WebRTC with the gateway’s relay, never loading the SDK', async () => {
    vi.stubGlobal('RTCPeerConnection', StubPeerConnection);
    const { load } = fakeAgora();
    const realtime = new FakeRealtime();
    const engine = browserRtcEngine({ realtime, agoraTokens: vi.fn(), loadAgora: load });
    const session = await engine.join({ room: media.channel, role: 'callee', iceServers: [] });
    expect(StubPeerConnection.made).toBe(1);
    expect(realtime.sent).toEqual([{ type: 'rtcSignal', roomNum: media.channel, signal: { kind: 'ready' } }]);
    expect(load).not.toHaveBeenCalled();
    session.leave();
  });
});
