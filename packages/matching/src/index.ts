export {
  callConfirmDismissed,
  callConfirmed,
  callFinished,
  callPressed,
  hangUpPressed,
  inviteAccepted,
  inviteDeclined,
  matchBecameCall,
  matchingSlice,
  modeChosen,
  nextMatchPrice,
  nextPressed,
  partnerShown,
  partnerStayed,
  PARTNER_VIDEO_WAIT_MS,
  startPressed,
  stayPressed,
  stopPressed,
  type CallInvite,
  type CallQuote,
  type InviteNotice,
  type MatchLimit,
  type MatchPhase,
  type MatchingState,
} from './slice.ts';
export {
  selectCurrentMatch,
  selectMatchPhase,
  selectMatching,
  selectReport,
  type MatchingRootState,
  type ReportRootState,
} from './selectors.ts';
export {
  reportDismissed,
  reportFailed,
  reportOpened,
  reportSent,
  reportSlice,
  reportSubmitted,
  type ReportChoice,
  type ReportState,
  type ReportTarget,
} from './report-slice.ts';
export { ReportDialog, type ReportDialogProps } from './components/report-dialog.tsx';
export { ReportHost } from './components/report-host.tsx';
export { matchingSaga } from './sagas/matching-saga.ts';
export {
  MATCHING_DEPENDENCIES_CONTEXT_KEY,
  type MatchingApi,
  type MatchingDependencies,
  type MatchingRealtime,
  type MatchVideoPort,
} from './ports.ts';
export { gatewayMatchingApi } from './api.ts';
export { limitMessageKey } from './messages.ts';
export { MatchPage, type MatchPageProps } from './components/match-page.tsx';
export { MatchedPopup, type MatchedPopupProps } from './components/matched-popup.tsx';
export { CallPrompt, type CallPromptProps } from './components/call-prompt.tsx';
export { StartConfirm, type StartConfirmProps } from './components/start-confirm.tsx';
export {
  MatchStreams,
  rtcMatchVideo,
  type MatchHandover,
  type MatchMediaDevices,
  type MatchVideoMedia,
  type MatchRtcEngine,
  type MatchRtcSession,
  type MatchStreamsSnapshot,
} from './video.ts';
export { MatchVideo, type MatchVideoProps } from './components/match-video.tsx';
