import type { BindState } from './flows/bind/slice.ts';
import type { EmailState } from './flows/email/slice.ts';
import type { MethodsState } from './flows/methods/slice.ts';
import type { PhoneState } from './flows/phone/slice.ts';
import type { ProfileState } from './flows/profile/slice.ts';
import type { AuthState } from './session/slice.ts';
import type { PointsAccount, WalletState } from './wallet/slice.ts';

/** The part of the app's state the session selectors read: `authSlice`. */
export interface AuthRootState {
  auth: AuthState;
}

/** The sign-in flows' slices (`signInFlowSlices`), each selector reading only its own. */
export interface SignInFlowsRootState {
  authMethods: MethodsState;
  authPhone: PhoneState;
  authEmail: EmailState;
  authProfile: ProfileState;
  authBind: BindState;
}

export const selectAuthStatus = (state: AuthRootState) => state.auth.status;
export const selectIsLoggedIn = (state: AuthRootState) => state.auth.status === 'loggedIn';
export const selectUser = (state: AuthRootState) => state.auth.user;
export const selectProfile = (state: AuthRootState) => state.auth.profile;
export const selectLoginPopup = (state: AuthRootState) => state.auth.loginPopup;
export const selectBanNotice = (state: AuthRootState) => state.auth.banned;
export const selectSessionDialog = (state: AuthRootState) => state.auth.sessionDialog;
export const selectAuthNotice = (state: AuthRootState) => state.auth.notice;

/** Whether a signed-in user's profile still misses what sign-up asks (the login popup holds them until done). */
export const selectProfileIncomplete = (state: AuthRootState) =>
  selectIsLoggedIn(state) && state.auth.profile !== undefined && !state.auth.profile.complete;

/** Whether the login popup shows: asked for, or held open by an incomplete profile. */
export const selectLoginPopupShown = (state: AuthRootState) =>
  state.auth.loginPopup.open || selectProfileIncomplete(state);

export const selectLoginMethods = (state: Pick<SignInFlowsRootState, 'authMethods'>) => state.authMethods;
export const selectPhoneFlow = (state: Pick<SignInFlowsRootState, 'authPhone'>) => state.authPhone;
export const selectEmailFlow = (state: Pick<SignInFlowsRootState, 'authEmail'>) => state.authEmail;
export const selectProfileFlow = (state: Pick<SignInFlowsRootState, 'authProfile'>) => state.authProfile;
export const selectBindFlow = (state: Pick<SignInFlowsRootState, 'authBind'>) => state.authBind;

/** The part of the app's state the wallet selectors read: `walletSlice`. */
export interface WalletRootState {
  wallet: WalletState;
}

export const selectWallet = (state: WalletRootState) => state.wallet;
/** The user's coins as the server last said (undefined before sign-in). */
export const selectCoins = (state: WalletRootState) => state.wallet.coins?.balance;
/** A host's points, with what she earned today and in total; undefined for anyone else. */
export const selectHostPoints = (state: WalletRootState): PointsAccount | undefined =>
  state.wallet.host ? (state.wallet.points ?? NO_POINTS) : undefined;

const NO_POINTS: PointsAccount = { balance: 0, seq: 0, earnedToday: 0, earnedTotal: 0 };
