import type { CodeChannel, CodeSent } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldErrors, PlacedError } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import { loginPopupClosed, loginViewChanged, signedIn } from '../../session/slice.ts';
import { nextSentCode, type SentCode } from '../common.ts';
import type { FormSignals } from './telemetry.ts';

/** The phone screen's steps (view `phone`): the number, then the code (and, new number, a password). */
export type PhoneStep = 'number' | 'code';
/** Forgot password's steps (view `phoneForgot`): the number, the code (checked), the new password. */
export type PhoneResetStep = 'number' | 'code' | 'password';
export type PhoneField = 'number' | 'code' | 'password';
export type PhonePending = 'sendCode' | 'login' | 'passwordLogin' | 'checkCode' | 'resetPassword';
export type CodePurpose = 'login' | 'reset';

export interface PhoneNumberInput {
  /** ISO code of the picker's country. */
  country: string;
  /** The number as typed: national, or in full with `+`. */
  number: string;
}

export interface PhoneState {
  country: string | undefined;
  number: string;
  /** The number in E.164 once the gateway has read it. */
  mobile: string | undefined;
  channel: CodeChannel;
  step: PhoneStep;
  resetStep: PhoneResetStep;
  /** Whether the number has an account, and one with a password: a first password may be chosen with the code. */
  registered: boolean;
  hasPassword: boolean;
  code: SentCode | undefined;
  resetCode: SentCode | undefined;
  /** The reset code checkCode accepted; it goes with the new password. */
  verifiedResetCode: string | undefined;
  pending: PhonePending | undefined;
  error: Message | undefined;
  fieldErrors: FieldErrors<PhoneField>;
}

const initialState: PhoneState = {
  country: undefined,
  number: '',
  mobile: undefined,
  channel: 'sms',
  step: 'number',
  resetStep: 'number',
  registered: false,
  hasPassword: false,
  code: undefined,
  resetCode: undefined,
  verifiedResetCode: undefined,
  pending: undefined,
  error: undefined,
  fieldErrors: {},
};

function start(state: PhoneState, pending: PhonePending) {
  state.pending = pending;
  state.error = undefined;
  state.fieldErrors = {};
}

export const phoneSlice = createSlice({
  name: 'authPhone',
  initialState,
  reducers: {
    countryChosen(state, action: PayloadAction<string>) {
      state.country = action.payload;
    },
    channelChosen(state, action: PayloadAction<CodeChannel>) {
      state.channel = action.payload;
    },
    /**
     * Send a code to the number: to sign in or up (`login`), or to reset the password (`reset`). `telemetry` is
     * what the form saw, for the anti-bot header.
     */
    codeRequested(
      state,
      action: PayloadAction<
        PhoneNumberInput & { channel: CodeChannel; purpose: CodePurpose; telemetry?: FormSignals }
      >,
    ) {
      const { country, number, channel } = action.payload;
      Object.assign(state, { country, number, channel });
      start(state, 'sendCode');
    },
    /** Send another code to the same number, for the step on screen. */
    codeResendRequested(state, _action: PayloadAction<{ purpose: CodePurpose; telemetry?: FormSignals }>) {
      start(state, 'sendCode');
    },
    codeSent(
      state,
      action: PayloadAction<{
        purpose: CodePurpose;
        mobile: string;
        registered: boolean;
        hasPassword: boolean;
        sent: CodeSent;
      }>,
    ) {
      const { purpose, mobile, registered, hasPassword, sent } = action.payload;
      Object.assign(state, { mobile, registered, hasPassword, pending: undefined });
      if (purpose === 'login') {
        state.code = nextSentCode(state.code, sent);
        state.step = 'code';
      } else {
        state.resetCode = nextSentCode(state.resetCode, sent);
        state.resetStep = 'code';
      }
    },
    /** Sign in (or up) with the code; a number without a password may choose one (at least 8). */
    codeLoginSubmitted(state, _action: PayloadAction<{ code: string; password?: string }>) {
      start(state, 'login');
    },
    passwordLoginSubmitted(state, action: PayloadAction<PhoneNumberInput & { password: string }>) {
      state.country = action.payload.country;
      state.number = action.payload.number;
      start(state, 'passwordLogin');
    },
    resetCodeSubmitted(state, _action: PayloadAction<{ code: string }>) {
      start(state, 'checkCode');
    },
    resetCodeVerified(state, action: PayloadAction<{ code: string }>) {
      state.verifiedResetCode = action.payload.code;
      state.resetStep = 'password';
      state.pending = undefined;
    },
    newPasswordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      start(state, 'resetPassword');
    },
    /** The reset window closed: the number must be verified again with a new code. */
    resetTimedOut(state, action: PayloadAction<Message>) {
      state.resetStep = 'number';
      state.resetCode = undefined;
      state.verifiedResetCode = undefined;
      state.pending = undefined;
      state.error = action.payload;
      state.fieldErrors = {};
    },
    /** Back to the number (to change it or the channel). */
    numberEditRequested(state) {
      state.step = 'number';
      state.resetStep = 'number';
      state.verifiedResetCode = undefined;
      state.error = undefined;
      state.fieldErrors = {};
    },
    failed(state, action: PayloadAction<PlacedError<PhoneField>>) {
      state.pending = undefined;
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fieldErrors;
    },
  },
  extraReducers: (builder) => {
    // A closed popup or a finished sign-in starts the next visit afresh, keeping the number and channel.
    const reset = (state: PhoneState): PhoneState => ({
      ...initialState,
      country: state.country,
      number: state.number,
      channel: state.channel,
    });
    // Another screen starts without the last one's failure.
    const clearErrors = (state: PhoneState) => {
      state.error = undefined;
      state.fieldErrors = {};
    };
    builder.addCase(loginPopupClosed, reset).addCase(signedIn, reset).addCase(loginViewChanged, clearErrors);
  },
});

export const {
  countryChosen,
  channelChosen,
  codeRequested,
  codeResendRequested,
  codeSent,
  codeLoginSubmitted,
  passwordLoginSubmitted,
  resetCodeSubmitted,
  resetCodeVerified,
  newPasswordSubmitted,
  resetTimedOut,
  numberEditRequested,
  failed: phoneFailed,
} = phoneSlice.actions;
