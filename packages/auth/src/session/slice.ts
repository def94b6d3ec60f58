import type { LoginResult, ProfileSummary, UserInfo } from '@aura/contracts';
import { sessionBanned, sessionExpired, sessionReloginRequired } from '@aura/gateway-client';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';

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

/** A notice about the start of the session that is not a session error: a failed auto-login link. */
export interface AuthNotice {
  kind: 'autoLoginFailed';
  code: number;
}

/** What an account binding is of (SettingsDialog's buttons; the binding flow handles `auth/bindRequested`). */
export type BindKind = 'email' | 'phone';

export interface AuthState {
  status: AuthStatus;
  user: UserInfo | undefined;
  profile: ProfileSummary | undefined;
  loginPopup: LoginPopupState;
  banned: BanNotice | undefined;
  sessionDialog: SessionDialog | undefined;
  notice: AuthNotice | undefined;
  /** Between `logoutRequested` and `signedOut`: the session's own errors are expected then, not shown. */
  loggingOut: boolean;
}

const closedPopup: LoginPopupState = { open: false, origin: undefined, view: 'methods', returnTo: undefined };

const initialState: AuthState = {
  status: 'starting',
  user: undefined,
  profile: undefined,
  loginPopup: closedPopup,
  banned: undefined,
  sessionDialog: undefined,
  notice: undefined,
  loggingOut: false,
};

/**
 * Whether a re-login or expiry event should open the session dialog: not while logging out (the session's end is
 * what was asked for), not for a visitor (a late answer to a request of the ended session), and not over a dialog
 * already open (one call's error is enough).
 */
function sessionDialogWanted(state: AuthState): boolean {
  return !state.loggingOut && state.status !== 'visitor' && state.sessionDialog === undefined;
}

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
      state.notice = undefined;
      state.loggingOut = false;
      state.loginPopup = profile.complete
        ? closedPopup
        : { ...state.loginPopup, open: true, view: 'completeProfile' };
    },
    signedOut(state, _action: PayloadAction<{ reason: SignOutReason }>) {
      state.status = 'visitor';
      state.user = undefined;
      state.profile = undefined;
      state.loginPopup = closedPopup;
      state.loggingOut = false;
    },
    /** The user asked to log out (SettingsDialog); the logout saga ends the session. */
    logoutRequested(state) {
      state.loggingOut = true;
    },
    /** An auto-login link did not sign in (spec §2 "Startup"); startup went on as a visitor. */
    autoLoginFailed(state, action: PayloadAction<{ code: number }>) {
      state.notice = { kind: 'autoLoginFailed', code: action.payload.code };
    },
    noticeDismissed(state) {
      state.notice = undefined;
    },
    /** The user asked to bind (or change) an e-mail address or phone number; the binding flow takes it. */
    bindRequested(_state, _action: PayloadAction<{ kind: BindKind }>) {},
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
        if (!sessionDialogWanted(state)) return;
        state.sessionDialog = { kind: 'relogin', code: action.payload.code, message: action.payload.message };
      })
      .addCase(sessionExpired, (state, action) => {
        if (!sessionDialogWanted(state)) return;
        state.sessionDialog = { kind: 'expired', message: action.payload.message };
      });
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
  logoutRequested,
  autoLoginFailed,
  noticeDismissed,
  bindRequested,
} = authSlice.actions;

/**
 * The tab is a visitor now: startup found no session, or a sign-out ended one. The shell dials the realtime socket
 * on this; a sign-in (startup's or a later one) dials it itself, signed as the user (`restartRealtime`), so a tab
 * whose startup signs in opens one socket rather than a visitor's closed half-open and then the user's.
 */
export const visitorSettled = isAnyOf(visitorConfirmed, signedOut);
