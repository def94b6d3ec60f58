export {
  answerPressed,
  callSlice,
  callStartRequested,
  cameraSwitchPressed,
  cameraToggled,
  cancelPressed,
  endingDismissed,
  ended,
  hangUpPressed,
  microphoneToggled,
  refusePressed,
  soundUnlockPressed,
  speakerToggled,
  type CallEnding,
  type CallPeer,
  type CallPhase,
  type CallState,
  type MediaFailure,
} from './slice.ts';
export {
  selectCall,
  selectCallPhase,
  selectCallOverlayShown,
  selectCallScreenOpen,
  selectCostMeter,
  selectIncomingCall,
  type CallRootState,
} from './selectors.ts';
export { callSaga } from './sagas/call-saga.ts';
export { callMessageReceived } from './sagas/realtime.ts';
export {
  CALL_DEPENDENCIES_CONTEXT_KEY,
  type CallDependencies,
  type MatchMediaSource,
  type RtcHandover,
} from './sagas/context.ts';
export type {
  AgoraTokenSource,
  CallApi,
  CallRealtime,
  FrameGrabber,
  MediaDevicesPort,
  Ringer,
} from './ports.ts';
export { videoFrameGrabber, SNAPSHOT_MAX_SIDE } from './frame-grabber.ts';
export { gatewayAgoraTokens, gatewayCallApi } from './api.ts';
export { CallStreams, type CallStreamsSnapshot } from './call-streams.ts';
export { formatCallDuration } from '@aura/ui-kit';
export type {
  IceServer,
  JoinOptions,
  RtcConnectionState,
  ReadyRtcEngine,
  RtcEngine,
  RtcQuality,
  RtcSession,
  RtcSessionEvents,
} from './rtc/rtc-port.ts';
export type { SignalMessage, SignallingPort } from './rtc/signalling-port.ts';
export { webRtcEngine, type WebRtcEngineOptions } from './rtc/webrtc-adapter.ts';
export { memorySignallingPair } from './rtc/memory-signalling.ts';
export { realtimeSignalling } from './rtc/realtime-signalling.ts';
export { createAgoraEngine, type AgoraEngineOptions } from './rtc/agora-adapter.ts';
export { agoraRtmSignalling, type AgoraRtmSignallingOptions } from './rtc/agora-rtm-adapter.ts';
export { loadAgoraRtc, loadAgoraRtm } from './rtc/agora-sdk.ts';
export { chooseEngine, type EngineChoice } from './rtc/engine-choice.ts';
export { channelCallRealtime } from './realtime-link.ts';
export { browserTabLock, CALL_TAB_LOCK, webLocksTabLock, type TabLock } from './tab-lock.ts';
export { CALL_MEMORY_ITEM, storageCallMemory, type CallMemory, type ItemStorage } from './call-memory.ts';
export { webAudioChime, webAudioRinger, type WebAudioRingerOptions } from './ringer.ts';
export { CallOverlay, type CallOverlayProps } from './components/call-overlay.tsx';
export { CallScreen, type CallScreenProps } from './components/call-screen.tsx';
export { CallControls, type CallControlsProps } from './components/call-controls.tsx';
export { IncomingCallBell, type IncomingCallBellProps } from './components/incoming-call-bell.tsx';
export { PermissionPrompt, type PermissionPromptProps } from './components/permission-prompt.tsx';
export { CallOutcome, type CallOutcomeProps } from './components/call-outcome.tsx';
export { RejoinPrompt, type RejoinPromptProps } from './components/rejoin-prompt.tsx';
export { CallStreamsContext } from './components/call-streams-context.ts';
export {
  browserCallDependencies,
  browserMediaDevices,
  browserRtcEngine,
  type BrowserRtcEngineOptions,
} from './browser-dependencies.ts';
