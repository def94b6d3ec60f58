import type { LoginResult, ProfileSummary, UserInfo } from '@aura/contracts';
import { sessionBanned, sessionExpired, sessionReloginRequired } from '@aura/gateway-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Login state (spec §4): `loggedIn` when the userId and loginToken cookies exist and no auto-login is pending.
 * `starting` until the app has checked what it holds; `autoLoginPending` while an app-side token is exchanged.
 */
export type AuthStatus = 'starting' | 'autoLoginPending' | 'visitor' | 'loggedIn';

/** Who opened the login popup: the route guard, a header button, a feature needing a user, a link. */
export type LoginOrigin = 'router' | 'header' | 'feature' | 'link';

/** The screens of the login popup and page. */
export type LoginView =
  | 'methods'
  | 'phone'
  | 'phonePassword'
  | 'phoneForgot'
  | 'email'
  | 'emailForgot'
  | 'emailReset'
  | 'emailVerify'
  | 'completeProfile';

export interface LoginPopupState {
  open: boolean;
  origin: LoginOrigin | undefined;
  view: LoginView;
  /** Where to go after signing in (the guarded route that asked, with its query string). */
  returnTo: string | undefined;
}

export interface BanNotice {
  code: number;
  message: string;
  /** The end of a temporary block, ISO time. */
  until?: string;
}

export interface SessionDialog {
  kind: 'relogin' | 'expired';
  code?: number;
  message: string;
}

export interface AuthState {
  status: AuthStatus;
  user: UserInfo | undefined;
  profile: ProfileSummary | undefined;
  loginPopup: LoginPopupState;
  banned: BanNotice | undefined;
  sessionDialog: SessionDialog | undefined;
}

const closedPopup: LoginPopupState = { open: false, origin: undefined, view: 'methods', returnTo: undefined };

const initialState: AuthState = {
  status: 'starting',
  user: undefined,
  profile: undefined,
  loginPopup: closedPopup,
  banned: undefined,
  sessionDialog: undefined,
};

/** Why a session ended on this device. */
export type SignOutReason = 'logout' | 'expired' | 'relogin' | 'banned';

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** An app-side auto-login token was found in the URL and is being exchanged (spec §2 "Startup"). */
    autoLoginStarted(state) {
      state.status = 'autoLoginPending';
    },
    /** Startup found no session to use. */
    visitorConfirmed(state) {
      state.status = 'visitor';
      state.user = undefined;
      state.profile = undefined;
    },
    /** Any sign-in method succeeded; the saga stores the cookies. An incomplete profile keeps the popup open. */
    signedIn(state, action: PayloadAction<LoginResult>) {
      const { loginToken: _token, profile, isNewUser: _isNew, ...user } = action.payload;
      state.status = 'loggedIn';
      state.user = user;
      state.profile = profile;
      state.banned = undefined;
      state.sessionDialog = undefined;
      state.loginPopup = profile.complete
        ? closedPopup
        : { ...state.loginPopup, open: true, view: 'completeProfile' };
    },
    signedOut(state, _action: PayloadAction<{ reason: SignOutReason }>) {
      state.status = 'visitor';
      state.user = undefined;
      state.profile = undefined;
      state.loginPopup = closedPopup;
    },
    /** Opens the login popup (the guard does, with origin `router`, keeping the asked-for route). */
    loginRequested(
      state,
      action: PayloadAction<{ origin: LoginOrigin; returnTo?: string; view?: LoginView }>,
    ) {
      state.loginPopup = {
        open: true,
        origin: action.payload.origin,
        view: action.payload.view ?? 'methods',
        returnTo: action.payload.returnTo,
      };
    },
    loginViewChanged(state, action: PayloadAction<LoginView>) {
      state.loginPopup.view = action.payload;
    },
    loginPopupClosed(state) {
      // The profile must be completed before the popup lets a new user go.
      if (state.status === 'loggedIn' && state.profile && !state.profile.complete) return;
      state.loginPopup = closedPopup;
    },
    profileUpdated(state, action: PayloadAction<ProfileSummary>) {
      state.profile = action.payload;
      if (action.payload.complete && state.loginPopup.view === 'completeProfile')
        state.loginPopup = closedPopup;
    },
    userInfoRefreshed(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
    },
    banNoticeDismissed(state) {
      state.banned = undefined;
    },
    sessionDialogDismissed(state) {
      state.sessionDialog = undefined;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionBanned, (state, action) => {
        state.banned = action.payload;
      })
      .addCase(sessionReloginRequired, (state, action) => {
        state.sessionDialog = { kind: 'relogin', code: action.payload.code, message: action.payload.message };
      })
      .addCase(sessionExpired, (state, action) => {
        state.sessionDialog = { kind: 'expired', message: action.payload.message };
      });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectIsLoggedIn: (state) => state.status === 'loggedIn',
    selectUser: (state) => state.user,
    selectProfile: (state) => state.profile,
    selectLoginPopup: (state) => state.loginPopup,
    selectBanNotice: (state) => state.banned,
    selectSessionDialog: (state) => state.sessionDialog,
  },
});

export const {
  autoLoginStarted,
  visitorConfirmed,
  signedIn,
  signedOut,
  loginRequested,
  loginViewChanged,
  loginPopupClosed,
  profileUpdated,
  userInfoRefreshed,
  banNoticeDismissed,
  sessionDialogDismissed,
} = authSlice.actions;

export const {
  selectAuthStatus,
  selectIsLoggedIn,
  selectUser,
  selectProfile,
  selectLoginPopup,
  selectBanNotice,
  selectSessionDialog,
} = authSlice.selectors;
