import type { EndpointOutput, OAuthProvider, getLoginMethods } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../../errors/message.ts';

export type LoginMethods = EndpointOutput<typeof getLoginMethods>;

/** What the login screen's first view offers (getLoginMethods), and a social sign-in's outcome. */
export interface MethodsState {
  status: 'idle' | 'loading' | 'ready';
  /** Undefined until loaded, and when the gateway did not answer (phone and e-mail are offered anyway). */
  methods: LoginMethods | undefined;
  /** The provider whose sign-in page the app is leaving for. */
  leavingFor: OAuthProvider | undefined;
  /** Why the last social sign-in came back without signing in (`?oauthError=…`). */
  error: Message | undefined;
}

/** The query parameters of /login that start or end a flow (mailed links, social sign-in's way back). */
export interface LoginLink {
  verifyEmail?: string;
  resetPassword?: string;
  oauthError?: string;
}

const initialState: MethodsState = {
  status: 'idle',
  methods: undefined,
  leavingFor: undefined,
  error: undefined,
};

/** `?oauthError=permission` is the spec's "Google login needs permission"; any other value, a failed sign-in. */
function oauthErrorMessage(reason: string): Message {
  return reason === 'permission'
    ? { key: 'base:signIn.googlePermission' }
    : { key: 'app:auth.login.errors.socialFailed' };
}

export const methodsSlice = createSlice({
  name: 'authMethods',
  initialState,
  reducers: {
    /** The login screen is showing its methods; they load once. */
    loginMethodsWanted(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    loginMethodsLoaded(state, action: PayloadAction<LoginMethods | undefined>) {
      state.status = 'ready';
      state.methods = action.payload;
    },
    /** Leaves for the provider's sign-in page; it comes back to `returnTo` (the page asked for, by default). */
    socialLoginRequested(state, action: PayloadAction<{ provider: OAuthProvider; returnTo?: string }>) {
      state.leavingFor = action.payload.provider;
      state.error = undefined;
    },
    /** /login was opened with a mailed link's token or social sign-in's error. */
    loginLinkOpened(state, action: PayloadAction<LoginLink>) {
      if (action.payload.oauthError) state.error = oauthErrorMessage(action.payload.oauthError);
    },
    socialErrorDismissed(state) {
      state.error = undefined;
    },
  },
});

export const {
  loginMethodsWanted,
  loginMethodsLoaded,
  socialLoginRequested,
  loginLinkOpened,
  socialErrorDismissed,
} = methodsSlice.actions;
