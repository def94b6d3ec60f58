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
  sessionDialogDismissed,
  visitorSettled,
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
export {
  selectAuthNotice,
  selectAuthStatus,
  selectBanNotice,
  selectBindFlow,
  selectEmailFlow,
  selectIsLoggedIn,
  selectLoginMethods,
  selectLoginPopup,
  selectLoginPopupShown,
  selectPhoneFlow,
  selectProfile,
  selectProfileFlow,
  selectSessionDialog,
  selectUser,
  selectWallet,
  selectCoins,
  selectHostPoints,
  type AuthRootState,
  type SignInFlowsRootState,
  type WalletRootState,
} from './selectors.ts';
// The live wallet (issue 11): coins and a host's points, right at every moment in every tab.
export {
  UNSEQUENCED,
  balanceChanged,
  walletLoaded,
  walletSlice,
  rechargeRequested,
  rechargeHref,
  isAppPath,
  type PointsAccount,
  type WalletState,
} from './wallet/slice.ts';
export { walletSaga } from './wallet/sagas/wallet-saga.ts';
export { walletApi } from './wallet/api.ts';
export { PointsBadge, type PointsBadgeProps } from './components/points-badge.tsx';
export { RechargeLink, type RechargeLinkProps } from './components/recharge-link.tsx';
export { HostEarnings, type HostEarningsProps } from './components/host-earnings.tsx';
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
export { AdultGate, type AdultGateProps } from './components/adult-gate.tsx';
export {
  ADULT_GATE_ITEM,
  ADULT_GATE_LEAVE_URL,
  isAdultConfirmed,
  type AdultGateStorage,
} from './components/adult-confirmation.ts';
export { SettingsDialog, type SettingsDialogProps } from './components/settings-dialog.tsx';
export { AccountMenu, type AccountMenuProps } from './components/account-menu.tsx';
// Sign-in flows, profile completion and binding (issue 4).
export { signInFlowsSaga, type SignInFlowsOptions } from './flows/flows-saga.ts';
export { signInFlowSlices } from './flows/slices.ts';
export { OPEN_URL_CONTEXT_KEY, type OpenUrl } from './flows/context.ts';
export {
  loginLinkOpened,
  methodsSlice,
  socialLoginRequested,
  type LoginLink,
  type MethodsState,
} from './flows/methods/slice.ts';
export { loginLinkOf } from './flows/methods/link.ts';
export { phoneSlice, type PhoneState } from './flows/phone/slice.ts';
export { emailSlice, type EmailState } from './flows/email/slice.ts';
export { profileSlice, type ProfileState } from './flows/profile/slice.ts';
export { bindDialogClosed, bindSlice, bound, type BindState } from './flows/bind/slice.ts';
export { ERROR_MESSAGES, messageFor } from './errors/messages.ts';
export { placeError, type FieldErrors, type PlacedError, type Placement } from './errors/fields.ts';
export type { ErrorLike, Message } from './errors/message.ts';
export { useMessageText } from './errors/use-message-text.ts';
export { LoginPopup } from './components/login-popup.tsx';
export { LoginPage, type LoginPageProps } from './components/login-page.tsx';
export { LoginContent } from './components/login-content.tsx';
export { ProfileCompletion, type ProfileCompletionProps } from './components/profile-completion.tsx';
export { BindDialog } from './components/bind-dialog.tsx';
