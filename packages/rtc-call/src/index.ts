export type {
  IceServer,
  JoinOptions,
  RtcConnectionState,
  RtcEngine,
  RtcQuality,
  RtcSession,
  RtcSessionEvents,
} from './rtc/rtc-port.ts';
export type { SignalMessage, SignallingPort } from './rtc/signalling-port.ts';
export { webRtcEngine, type WebRtcEngineOptions } from './rtc/webrtc-adapter.ts';
export { memorySignallingPair } from './rtc/memory-signalling.ts';
