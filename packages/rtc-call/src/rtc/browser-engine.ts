import type { IAgoraRTCRemoteUser, ILocalTrack } from 'agora-rtc-sdk-ng';
import type { AgoraTokenSource, CallRealtime } from '../ports.ts';
import { createAgoraEngine, type AgoraSdk } from './agora-adapter.ts';
import { loadAgoraRtc } from './agora-sdk.ts';
import { chooseEngine } from './engine-choice.ts';
import { realtimeSignalling } from './realtime-signalling.ts';
import type { RtcEngine } from './rtc-port.ts';
import { webRtcEngine } from './webrtc-adapter.ts';

export interface BrowserRtcEngineOptions {
  /** The tab's realtime channel: WebRTC's signalling goes over it. */
  realtime: CallRealtime;
  /** Renews an Agora token when the SDK says it is about to expire. */
  agoraTokens: AgoraTokenSource;
  /** Loads agora-rtc-sdk-ng; the lazy chunk unless a test gives a fake. */
  loadAgora?: () => Promise<AgoraSdk<ILocalTrack, IAgoraRTCRemoteUser>>;
}

/** The browser's engine of `browserRtcEngine`: WebRTC for a room without Agora media, Agora RTC for one with it. */
export function browserEngine({
  realtime,
  agoraTokens,
  loadAgora = loadAgoraRtc,
}: BrowserRtcEngineOptions): RtcEngine {
  return chooseEngine({
    webrtc: webRtcEngine({ signalling: realtimeSignalling(realtime) }),
    agora: (media) =>
      createAgoraEngine({
        media,
        load: loadAgora,
        renewToken: async () => (await agoraTokens(media.channel)).token,
      }),
  });
}
