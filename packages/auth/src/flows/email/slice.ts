import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldErrors, PlacedError } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import { loginPopupClosed, loginViewChanged, signedIn } from '../../session/slice.ts';

/** The e-mail screen (view `email`): the address, then the password of an existing account. */
export type EmailStep = 'address' | 'password';
/**
 * After sign-up (view `emailVerify`): "check your inbox" while the address is unverified, then the first
 * password. Signed in by the mailed link, the password step comes without the inbox.
 */
export type EmailVerifyStep = 'inbox' | 'password';
export type EmailField = 'email' | 'password';
export type EmailPending =
  'exists' | 'login' | 'register' | 'resend' | 'setPassword' | 'forgot' | 'reset' | 'link';

/** A mail that was sent; `sentCount` restarts the resend countdown on every send. */
export interface SentMail {
  resendAfterSeconds: number;
  sentCount: number;
}

export interface EmailState {
  email: string;
  step: EmailStep;
  /** An existing account without a password cannot sign in with one: it is pointed to Forgot password. */
  hasPassword: boolean;
  /** Proves this device's sign-up; never in a mail. */
  registrationToken: string | undefined;
  verifyStep: EmailVerifyStep;
  verifyMail: SentMail | undefined;
  forgotMail: SentMail | undefined;
  /** The token of a /login?resetPassword=… link. */
  resetToken: string | undefined;
  pending: EmailPending | undefined;
  error: Message | undefined;
  fieldErrors: FieldErrors<EmailField>;
}

const initialState: EmailState = {
  email: '',
  step: 'address',
  hasPassword: false,
  registrationToken: undefined,
  verifyStep: 'inbox',
  verifyMail: undefined,
  forgotMail: undefined,
  resetToken: undefined,
  pending: undefined,
  error: undefined,
  fieldErrors: {},
};

function start(state: EmailState, pending: EmailPending) {
  state.pending = pending;
  state.error = undefined;
  state.fieldErrors = {};
}

const nextMail = (previous: SentMail | undefined, resendAfterSeconds: number): SentMail => ({
  resendAfterSeconds,
  sentCount: (previous?.sentCount ?? 0) + 1,
});

export const emailSlice = createSlice({
  name: 'authEmail',
  initialState,
  reducers: {
    addressSubmitted(state, action: PayloadAction<{ email: string }>) {
      state.email = action.payload.email;
      start(state, 'exists');
    },
    /** The address has a verified account: ask for its password. */
    accountFound(state, action: PayloadAction<{ email: string; hasPassword: boolean }>) {
      state.email = action.payload.email;
      state.hasPassword = action.payload.hasPassword;
      state.step = 'password';
      state.pending = undefined;
    },
    registrationStarted(state) {
      state.pending = 'register';
    },
    /** The sign-up mail went out; the inbox screen waits for the address to be verified. */
    registered(
      state,
      action: PayloadAction<{ email: string; registrationToken: string; resendAfterSeconds: number }>,
    ) {
      const { email, registrationToken, resendAfterSeconds } = action.payload;
      Object.assign(state, { email, registrationToken, verifyStep: 'inbox', pending: undefined });
      state.verifyMail = nextMail(undefined, resendAfterSeconds);
    },
    verifyMailResendRequested(state) {
      start(state, 'resend');
    },
    verifyMailResent(state, action: PayloadAction<{ resendAfterSeconds: number }>) {
      state.pending = undefined;
      state.verifyMail = nextMail(state.verifyMail, action.payload.resendAfterSeconds);
    },
    /** The address is verified: choose the first password (this device's sign-up, or signed in by the link). */
    addressVerified(state, action: PayloadAction<{ email: string }>) {
      state.email = action.payload.email;
      state.verifyStep = 'password';
      state.pending = undefined;
    },
    passwordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      start(state, 'login');
    },
    newPasswordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      start(state, 'setPassword');
    },
    forgotSubmitted(state, action: PayloadAction<{ email: string }>) {
      state.email = action.payload.email;
      start(state, 'forgot');
    },
    forgotMailSent(state, action: PayloadAction<{ resendAfterSeconds: number }>) {
      state.pending = undefined;
      state.forgotMail = nextMail(state.forgotMail, action.payload.resendAfterSeconds);
    },
    /** A /login?resetPassword=… or ?verifyEmail=… link is being used. */
    linkStarted(state, action: PayloadAction<{ resetToken?: string }>) {
      start(state, 'link');
      state.resetToken = action.payload.resetToken;
      if (action.payload.resetToken) state.pending = undefined;
    },
    resetPasswordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      start(state, 'reset');
    },
    /** Back to the address (to use another one). */
    addressEditRequested(state) {
      Object.assign(state, { ...initialState, email: state.email });
    },
    failed(state, action: PayloadAction<PlacedError<EmailField>>) {
      state.pending = undefined;
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fieldErrors;
    },
  },
  extraReducers: (builder) => {
    // A closed popup or a finished sign-in starts the next visit afresh, keeping the address typed.
    const reset = (state: EmailState): EmailState => ({ ...initialState, email: state.email });
    // Another screen starts without the last one's failure.
    const clearErrors = (state: EmailState) => {
      state.error = undefined;
      state.fieldErrors = {};
    };
    builder.addCase(loginPopupClosed, reset).addCase(signedIn, reset).addCase(loginViewChanged, clearErrors);
  },
});

export const {
  addressSubmitted,
  accountFound,
  registrationStarted,
  registered,
  verifyMailResendRequested,
  verifyMailResent,
  addressVerified,
  passwordSubmitted,
  newPasswordSubmitted: emailNewPasswordSubmitted,
  forgotSubmitted,
  forgotMailSent,
  linkStarted,
  resetPasswordSubmitted,
  addressEditRequested,
  failed: emailFailed,
} = emailSlice.actions;
