import type { GatewayClient, RealtimeChannel } from '@aura/gateway-client';
import type * as BrowserEngine from './rtc/browser-engine.ts';
import type { BrowserRtcEngineOptions } from './rtc/browser-engine.ts';
import { gatewayAgoraTokens, gatewayCallApi } from './api.ts';
import { storageCallMemory } from './call-memory.ts';
import { CallStreams } from './call-streams.ts';
import { videoFrameGrabber } from './frame-grabber.ts';
import type { MediaDevicesPort } from './ports.ts';
import { channelCallRealtime } from './realtime-link.ts';
import { webAudioRinger } from './ringer.ts';
import type { RtcEngine } from './rtc/rtc-port.ts';
import type { CallDependencies } from './sagas/context.ts';
import { browserTabLock } from './tab-lock.ts';

export type { BrowserRtcEngineOptions } from './rtc/browser-engine.ts';

/**
 * The camera and microphone of this browser. Without `navigator.mediaDevices` (an insecure page, an old browser)
 * the call fails as `unsupported` rather than throwing at start-up.
 */
export function browserMediaDevices(): MediaDevicesPort {
  return {
    getUserMedia: (constraints) => {
      const devices = globalThis.navigator?.mediaDevices;
      if (!devices?.getUserMedia) return Promise.reject(new TypeError('This browser has no media devices'));
      return devices.getUserMedia(constraints);
    },
  };
}

/**
 * The media of the browser's calls and matches: a room joined with the gateway's Agora media goes through Agora RTC
 * (the SDK loaded then, its token renewed through the gateway), any other through WebRTC with the gateway's relay.
 * The adapters are a chunk loaded by the first join (`rtc/browser-engine.ts`), so the app's first load, which joins
 * nothing, does not carry them (docs/performance.md); a join answers once they are there, at once after `ready`.
 */
export function browserRtcEngine(options: BrowserRtcEngineOptions): RtcEngine {
  let loaded: RtcEngine | undefined;
  let loading: Promise<RtcEngine> | undefined;
  const load = () =>
    (loading ??= import('./rtc/browser-engine.ts').then(
      (module: typeof BrowserEngine) => (loaded = module.browserEngine(options)),
      (error: unknown) => {
        // A failed download (offline) is tried again by the next join.
        loading = undefined;
        throw error;
      },
    ));
  return {
    join: (join) => (loaded ? loaded.join(join) : load().then((engine) => engine.join(join))),
    ready: async () => void (await load()),
  };
}

/**
 * The call sagas' boundaries in the browser: the call endpoints on the tab's gateway client, the tab's realtime
 * channel for the server's call messages and the WebRTC signalling, the media (WebRTC, or Agora when the gateway
 * issues Agora media), the camera and microphone, the frames of the camera a video call uploads for moderation, the
 * synthesised ring, the Web Locks tab lock (one tab of the user holds a call) and the call memory in sessionStorage
 * (a reload takes its call up, a new visit is asked).
 */
export function browserCallDependencies(gateway: GatewayClient, channel: RealtimeChannel): CallDependencies {
  const realtime = channelCallRealtime(channel);
  return {
    api: gatewayCallApi(gateway),
    realtime,
    engine: browserRtcEngine({ realtime, agoraTokens: gatewayAgoraTokens(gateway) }),
    devices: browserMediaDevices(),
    // A page touched before this ran (sticky activation) needs no second touch for the ring's sound.
    ringer: webAudioRinger({
      hadGesture: () => globalThis.navigator?.userActivation?.hasBeenActive ?? false,
    }),
    streams: new CallStreams(),
    frames: videoFrameGrabber(),
    tabLock: browserTabLock(),
    callMemory: storageCallMemory(sessionStorageOrNone()),
  };
}

/** The tab's sessionStorage; none where reading it throws (storage disabled for the site). */
function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
