import type { AgoraMedia } from '@aura/contracts';
import { Listeners } from './listeners.ts';
import {
  MEDIA_GIVE_UP_AFTER_MS,
  type RtcConnectionState,
  type ReadyRtcEngine,
  type RtcQuality,
  type RtcSession,
  type RtcSessionEvents,
} from './rtc-port.ts';

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
export interface AgoraClient<
  T extends AgoraLocalTrack = AgoraLocalTrack,
  U extends AgoraRemoteUser = AgoraRemoteUser,
> {
  join(appId: string, channel: string, token: string | null, uid: number): Promise<number | string>;
  publish(tracks: T[]): Promise<void>;
  subscribe(user: U, mediaType: 'audio' | 'video'): Promise<unknown>;
  renewToken(token: string): Promise<void>;
  leave(): Promise<void>;
  on(event: 'user-published', listener: (user: U, mediaType: 'audio' | 'video') => void): void;
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
/**
 * `T` and `U`: the SDK's own local track and remote user types (ILocalTrack, IAgoraRTCRemoteUser), which the client
 * takes back in `publish` and `subscribe`.
 */
export interface AgoraSdk<
  T extends AgoraLocalTrack = AgoraLocalTrack,
  U extends AgoraRemoteUser = AgoraRemoteUser,
> {
  createClient(config: { mode: 'rtc'; codec: 'vp8' }): AgoraClient<T, U>;
  /** Synchronous in agora-rtc-sdk-ng 4.x; awaited either way. */
  createCustomAudioTrack(config: { mediaStreamTrack: MediaStreamTrack }): T | Promise<T>;
  createCustomVideoTrack(config: { mediaStreamTrack: MediaStreamTrack }): T | Promise<T>;
}

export interface AgoraEngineOptions<
  T extends AgoraLocalTrack = AgoraLocalTrack,
  U extends AgoraRemoteUser = AgoraRemoteUser,
> {
  /** This side's channel, uid and token, from the gateway (call session, answer or bell). */
  media: AgoraMedia;
  /** Loads the SDK; the app passes `loadAgoraRtc` (agora-sdk.ts), a dynamic import, so it is a lazy chunk. */
  load: () => Promise<AgoraSdk<T, U>>;
  /** A fresh token for the same channel and uid, asked when the SDK says the current one is about to expire. */
  renewToken?: () => Promise<string>;
  /** How long joining or reconnecting may take before the call is given up as failed. */
  giveUpAfterMs?: number;
}

/** As the WebRTC adapter's: a path not up (or back) after this long is not coming. */
export const AGORA_GIVE_UP_AFTER_MS = MEDIA_GIVE_UP_AFTER_MS;

/** Agora's network quality (0 unknown, 1 excellent … 6 down) as the port's. */
export function agoraQuality(up: number, down: number): RtcQuality {
  const worst = Math.max(up, down);
  if (up === 0 && down === 0) return 'unknown';
  if (worst <= 2) return 'good';
  if (worst <= 3) return 'fair';
  return 'poor';
}

/**
 * Agora's connection state as the port's. The session reports `closed` itself when it is left; the SDK disconnects
 * on its own only when the call cannot go on (it could not connect, the token expired, the uid or channel was
 * banned), so a disconnection it reports is a failure, before or after a connection.
 */
export function agoraConnectionState(current: AgoraConnectionState): RtcConnectionState {
  switch (current) {
    case 'CONNECTING':
      return 'connecting';
    case 'CONNECTED':
      return 'connected';
    case 'RECONNECTING':
      return 'reconnecting';
    case 'DISCONNECTING':
    case 'DISCONNECTED':
      return 'failed';
  }
}

/** The RTC port over Agora RTC (agora-rtc-sdk-ng): the SDK loads on the first join. */
export function createAgoraEngine<T extends AgoraLocalTrack, U extends AgoraRemoteUser>(
  options: AgoraEngineOptions<T, U>,
): ReadyRtcEngine {
  return { join: () => joinAgora(options) };
}

function joinAgora<T extends AgoraLocalTrack, U extends AgoraRemoteUser>({
  media,
  load,
  renewToken,
  giveUpAfterMs = AGORA_GIVE_UP_AFTER_MS,
}: AgoraEngineOptions<T, U>): RtcSession {
  const listeners = new Listeners<RtcSessionEvents>();
  const local = new Map<'audio' | 'video', T>();
  const remote = new Map<'audio' | 'video', MediaStreamTrack>();
  let left = false;
  let client: AgoraClient<T, U> | undefined;
  let state: RtcConnectionState | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  // The SDK retries reaching Agora for as long as it is let (it never gave up in an offline Chromium): the port's
  // `failed` — could not come up, or did not come back in time — is this side's decision, as with WebRTC.
  const setState = (next: RtcConnectionState) => {
    if (left || next === state) return;
    state = next;
    clearTimeout(giveUp);
    giveUp =
      next === 'connecting' || next === 'reconnecting'
        ? setTimeout(() => setState('failed'), giveUpAfterMs)
        : undefined;
    listeners.emit('connectionState', next);
  };
  const ready = load().then(async (sdk) => {
    if (left) throw new Error('left before the SDK loaded');
    const joined = sdk.createClient({ mode: 'rtc', codec: 'vp8' });
    client = joined;
    joined.on('connection-state-change', (current) => setState(agoraConnectionState(current)));
    joined.on('network-quality', (stats) =>
      listeners.emit('quality', agoraQuality(stats.uplinkNetworkQuality, stats.downlinkNetworkQuality)),
    );
    joined.on('user-published', (user, mediaType) => {
      void joined.subscribe(user, mediaType).then(() => {
        const track = (mediaType === 'audio' ? user.audioTrack : user.videoTrack)?.getMediaStreamTrack();
        if (!track || left) return;
        remote.set(mediaType, track);
        listeners.emit('remoteTrack', { track, stream: new MediaStream([...remote.values()]) });
      });
    });
    joined.on('token-privilege-will-expire', () => {
      if (!renewToken || left) return;
      // A renewal that fails leaves the token to expire: the SDK then disconnects, and the call fails as any
      // lost connection does.
      renewToken()
        .then((token) => (left ? undefined : joined.renewToken(token)))
        .catch((error: unknown) => console.warn('[rtc-call] the Agora token could not be renewed', error));
    });
    await joined.join(media.appId, media.channel, media.token, media.uid);
    return { sdk, client: joined };
  });
  // After the caller had its turn to listen, as the SDK's own states come.
  queueMicrotask(() => setState('connecting'));
  ready.catch(() => setState('failed'));

  return {
    async publish(stream) {
      const { sdk, client } = await ready;
      const fresh: T[] = [];
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
      setState('closed');
      left = true;
      clearTimeout(giveUp);
      for (const track of local.values()) track.close();
      local.clear();
      // Also while the join is still trying: leaving aborts it.
      void client?.leave().catch(() => undefined);
    },
  };
}
