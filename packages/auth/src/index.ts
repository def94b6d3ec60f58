export {
  authSlice,
  autoLoginFailed,
  autoLoginStarted,
  banNoticeDismissed,
  bindRequested,
  loginPopupClosed,
  loginRequested,
  loginViewChanged,
  logoutRequested,
  noticeDismissed,
  profileUpdated,
  selectAuthNotice,
  selectAuthStatus,
  selectBanNotice,
  selectIsLoggedIn,
  selectLoginPopup,
  selectProfile,
  selectSessionDialog,
  selectUser,
  sessionDialogDismissed,
  signedIn,
  signedOut,
  userInfoRefreshed,
  visitorConfirmed,
  type AuthNotice,
  type AuthState,
  type AuthStatus,
  type BanNotice,
  type BindKind,
  type LoginOrigin,
  type LoginPopupState,
  type LoginView,
  type SessionDialog,
  type SignOutReason,
} from './session/slice.ts';
export { sessionSaga } from './sagas/session-saga.ts';
export {
  LOCATION_CONTEXT_KEY,
  NAVIGATE_CONTEXT_KEY,
  REALTIME_CHANNEL_CONTEXT_KEY,
  browserLocation,
  memoryLocation,
  type Navigate,
  type PageLocation,
  type SessionSagaContext,
} from './sagas/context.ts';
export { autoLoginTokenOf, withoutAutoLoginToken } from './sagas/startup.ts';
export {
  FROM_SHOP_QUERY,
  LOGIN_REQUIRED_EVENT,
  guardNavigation,
  requiresLogin,
  type GuardDecision,
  type GuardInput,
} from './guard/route-guard.ts';
export { browserAnalytics, type AnalyticsEvent, type AnalyticsPort } from './guard/analytics.ts';
export { SessionNotices } from './components/session-notices.tsx';
export { BannedNotice, type BannedNoticeProps } from './components/banned-notice.tsx';
export { SessionEndedDialog, type SessionEndedDialogProps } from './components/session-ended-dialog.tsx';
export { AutoLoginNotice, type AutoLoginNoticeProps } from './components/auto-login-notice.tsx';
export {
  ADULT_GATE_ITEM,
  ADULT_GATE_LEAVE_URL,
  AdultGate,
  type AdultGateProps,
  type AdultGateStorage,
} from './components/adult-gate.tsx';
export { SettingsDialog, type SettingsDialogProps } from './components/settings-dialog.tsx';
export { AccountMenu } from './components/account-menu.tsx';
