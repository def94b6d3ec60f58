import type { AgoraMedia } from '@aura/contracts';
import { Listeners } from './listeners.ts';
import type { RtcConnectionState, RtcEngine, RtcQuality, RtcSession, RtcSessionEvents } from './rtc-port.ts';

/** The part of agora-rtc-sdk-ng's API this adapter uses (IAgoraRTC, IAgoraRTCClient, local and remote tracks). */
export interface AgoraLocalTrack {
  setEnabled(enabled: boolean): Promise<void>;
  replaceTrack?(track: MediaStreamTrack, stopOldTrack: boolean): Promise<void>;
  getMediaStreamTrack(): MediaStreamTrack;
  close(): void;
}
export interface AgoraRemoteTrack {
  getMediaStreamTrack(): MediaStreamTrack;
}
export interface AgoraRemoteUser {
  uid: number | string;
  audioTrack?: AgoraRemoteTrack;
  videoTrack?: AgoraRemoteTrack;
}
export type AgoraConnectionState =
  'DISCONNECTED' | 'CONNECTING' | 'CONNECTED' | 'RECONNECTING' | 'DISCONNECTING';
export interface AgoraClient {
  join(appId: string, channel: string, token: string | null, uid: number): Promise<number | string>;
  publish(tracks: AgoraLocalTrack[]): Promise<void>;
  subscribe(user: AgoraRemoteUser, mediaType: 'audio' | 'video'): Promise<unknown>;
  renewToken(token: string): Promise<void>;
  leave(): Promise<void>;
  on(event: 'user-published', listener: (user: AgoraRemoteUser, mediaType: 'audio' | 'video') => void): void;
  on(
    event: 'connection-state-change',
    listener: (current: AgoraConnectionState, previous: AgoraConnectionState, reason?: string) => void,
  ): void;
  on(
    event: 'network-quality',
    listener: (stats: { uplinkNetworkQuality: number; downlinkNetworkQuality: number }) => void,
  ): void;
  on(event: 'token-privilege-will-expire', listener: () => void): void;
}
export interface AgoraSdk {
  createClient(config: { mode: 'rtc'; codec: 'vp8' }): AgoraClient;
  createCustomAudioTrack(config: { mediaStreamTrack: MediaStreamTrack }): Promise<AgoraLocalTrack>;
  createCustomVideoTrack(config: { mediaStreamTrack: MediaStreamTrack }): Promise<AgoraLocalTrack>;
}

export interface AgoraEngineOptions {
  /** This side's channel, uid and token, from the gateway (call session, answer or bell). */
  media: AgoraMedia;
  /** Loads the SDK; the app passes `() => import('agora-rtc-sdk-ng').then((m) => m.default)` so it is a lazy chunk. */
  load: () => Promise<AgoraSdk>;
  /** A fresh token for the same channel and uid, asked when the SDK says the current one is about to expire. */
  renewToken?: () => Promise<string>;
}

/** Agora's network quality (0 unknown, 1 excellent … 6 down) as the port's. */
export function agoraQuality(up: number, down: number): RtcQuality {
  const worst = Math.max(up, down);
  if (up === 0 && down === 0) return 'unknown';
  if (worst <= 2) return 'good';
  if (worst <= 3) return 'fair';
  return 'poor';
}

/** Agora's connection state as the port's; a drop before it ever connected is a failure. */
export function agoraConnectionState(
  current: AgoraConnectionState,
  everConnected: boolean,
): RtcConnectionState {
  switch (current) {
    case 'CONNECTING':
      return 'connecting';
    case 'CONNECTED':
      return 'connected';
    case 'RECONNECTING':
      return 'reconnecting';
    case 'DISCONNECTING':
    case 'DISCONNECTED':
      return everConnected ? 'closed' : 'failed';
  }
}

/** The RTC port over Agora RTC (agora-rtc-sdk-ng): the SDK loads on the first join. */
export function createAgoraEngine(options: AgoraEngineOptions): RtcEngine {
  return { join: () => joinAgora(options) };
}

function joinAgora({ media, load, renewToken }: AgoraEngineOptions): RtcSession {
  const listeners = new Listeners<RtcSessionEvents>();
  const local = new Map<'audio' | 'video', AgoraLocalTrack>();
  const remote = new Map<'audio' | 'video', MediaStreamTrack>();
  let left = false;
  let everConnected = false;
  const ready = load().then(async (sdk) => {
    const client = sdk.createClient({ mode: 'rtc', codec: 'vp8' });
    client.on('connection-state-change', (current) => {
      if (current === 'CONNECTED') everConnected = true;
      if (left) return;
      listeners.emit('connectionState', agoraConnectionState(current, everConnected));
    });
    client.on('network-quality', (stats) =>
      listeners.emit('quality', agoraQuality(stats.uplinkNetworkQuality, stats.downlinkNetworkQuality)),
    );
    client.on('user-published', (user, mediaType) => {
      void client.subscribe(user, mediaType).then(() => {
        const track = (mediaType === 'audio' ? user.audioTrack : user.videoTrack)?.getMediaStreamTrack();
        if (!track || left) return;
        remote.set(mediaType, track);
        listeners.emit('remoteTrack', { track, stream: new MediaStream([...remote.values()]) });
      });
    });
    client.on('token-privilege-will-expire', () => {
      if (renewToken) void renewToken().then((token) => client.renewToken(token));
    });
    listeners.emit('connectionState', 'connecting');
    await client.join(media.appId, media.channel, media.token, media.uid);
    return { sdk, client };
  });
  ready.catch(() => {
    if (!left) listeners.emit('connectionState', 'failed');
  });

  return {
    async publish(stream) {
      const { sdk, client } = await ready;
      const fresh: AgoraLocalTrack[] = [];
      for (const track of stream.getTracks()) {
        const kind = track.kind === 'audio' ? 'audio' : 'video';
        if (local.has(kind)) continue;
        const wrapped =
          kind === 'audio'
            ? await sdk.createCustomAudioTrack({ mediaStreamTrack: track })
            : await sdk.createCustomVideoTrack({ mediaStreamTrack: track });
        local.set(kind, wrapped);
        fresh.push(wrapped);
      }
      if (fresh.length) await client.publish(fresh);
    },
    setMicrophoneEnabled(enabled) {
      void local.get('audio')?.setEnabled(enabled);
    },
    setCameraEnabled(enabled) {
      void local.get('video')?.setEnabled(enabled);
    },
    async replaceVideoTrack(track) {
      const video = local.get('video');
      if (!video?.replaceTrack) throw new Error('no published video track to replace');
      await video.replaceTrack(track, true);
    },
    on: (event, listener) => listeners.on(event, listener),
    leave() {
      if (left) return;
      left = true;
      for (const track of local.values()) track.close();
      local.clear();
      void ready.then(({ client }) => client.leave()).catch(() => undefined);
      listeners.emit('connectionState', 'closed');
    },
  };
}
