import type { AgoraMedia } from '@aura/contracts';
import type { RtcEngine } from './rtc-port.ts';

export interface EngineChoice {
  /** Peer to peer, signalling over the gateway: for a room joined without Agora media. */
  webrtc: RtcEngine;
  /** Agora RTC for a room joined with this side's Agora media (`createAgoraEngine` in the app). */
  agora: (media: AgoraMedia) => RtcEngine;
}

/**
 * The one place where a call's media path is chosen: a room joined with the Agora media the gateway issued goes
 * through Agora RTC, any other through WebRTC. The gateway issues Agora media exactly when it is configured with an
 * Agora project, to both sides of every call and match alike, so the two sides of a room always choose the same.
 */
export function chooseEngine(choice: EngineChoice): RtcEngine {
  return {
    join: (options) => (options.agora ? choice.agora(options.agora) : choice.webrtc).join(options),
  };
}
