import type { CodeChannel, CodeSent } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldErrors, PlacedError } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import { bindRequested, signedOut, type BindKind } from '../../session/slice.ts';
import { nextSentCode, type SentCode } from '../common.ts';

/** Binding (spec §4): the address or number, then the code (with the takeover warning), then done. */
export type BindStep = 'enter' | 'code' | 'done';
export type BindField = 'value' | 'code' | 'takeover';
export type BindPending = 'sendCode' | 'verify';

/** What is being bound: an address, or a number typed for a country. */
export type BindTarget =
  { kind: 'email'; email: string } | { kind: 'phone'; country: string; number: string; channel: CodeChannel };

export interface BindState {
  open: boolean;
  kind: BindKind;
  step: BindStep;
  /** The address, or the number in E.164, the code went to. */
  value: string | undefined;
  channel: CodeChannel;
  code: SentCode | undefined;
  /** Bound, unverified, to another account: it moves here once verified, after the warning (spec §4). */
  takeover: boolean;
  /** Coins of the first bind of this kind; 0 for a change. */
  coinsGranted: number;
  pending: BindPending | undefined;
  error: Message | undefined;
  fieldErrors: FieldErrors<BindField>;
}

const initialState: BindState = {
  open: false,
  kind: 'email',
  step: 'enter',
  value: undefined,
  channel: 'sms',
  code: undefined,
  takeover: false,
  coinsGranted: 0,
  pending: undefined,
  error: undefined,
  fieldErrors: {},
};

function start(state: BindState, pending: BindPending) {
  state.pending = pending;
  state.error = undefined;
  state.fieldErrors = {};
}

export const bindSlice = createSlice({
  name: 'authBind',
  initialState,
  reducers: {
    bindCodeRequested(state, action: PayloadAction<BindTarget>) {
      if (action.payload.kind === 'phone') state.channel = action.payload.channel;
      start(state, 'sendCode');
    },
    bindCodeResendRequested(state) {
      start(state, 'sendCode');
    },
    bindCodeSent(state, action: PayloadAction<{ value: string; takeover: boolean; sent: CodeSent }>) {
      const { value, takeover, sent } = action.payload;
      state.code = nextSentCode(value === state.value ? state.code : undefined, sent);
      Object.assign(state, { value, takeover, step: 'code', pending: undefined });
    },
    /** The code, and for a takeover the user's confirmation after the warning. */
    bindCodeSubmitted(state, _action: PayloadAction<{ code: string; confirmTakeover: boolean }>) {
      start(state, 'verify');
    },
    bound(state, action: PayloadAction<{ kind: BindKind; value: string; coinsGranted: number }>) {
      state.step = 'done';
      state.pending = undefined;
      state.coinsGranted = action.payload.coinsGranted;
    },
    /** Back to the address or number (to change it). */
    bindValueEditRequested(state) {
      state.step = 'enter';
      state.error = undefined;
      state.fieldErrors = {};
    },
    bindDialogClosed() {
      return initialState;
    },
    failed(state, action: PayloadAction<PlacedError<BindField>>) {
      state.pending = undefined;
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fieldErrors;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bindRequested, (_state, action) => ({
        ...initialState,
        open: true,
        kind: action.payload.kind,
      }))
      .addCase(signedOut, () => initialState);
  },
});

export const {
  bindCodeRequested,
  bindCodeResendRequested,
  bindCodeSent,
  bindCodeSubmitted,
  bound,
  bindValueEditRequested,
  bindDialogClosed,
  failed: bindFailed,
} = bindSlice.actions;
