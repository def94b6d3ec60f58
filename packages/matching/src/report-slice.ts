import { signedOut } from '@aura/auth';
import type { ReportReason, ReportSubject } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Who a report is about: the call or match (`subject`, `id`) and the other side's name as the screen shows it. */
export interface ReportTarget {
  subject: ReportSubject;
  id: string;
  name: string;
}

/** What the user chose in the report dialog. */
export interface ReportChoice {
  reason: ReportReason;
  comment?: string;
  block: boolean;
}

/**
 * The report dialog of a call or a match (issue 18): `target` while it is open; `editing` until Send, `sending`,
 * then `sent` (with `blocked`) or `failed` (the user may send again).
 */
export interface ReportState {
  target?: ReportTarget;
  status: 'editing' | 'sending' | 'sent' | 'failed';
  blocked: boolean;
}

const initialState: ReportState = { status: 'editing', blocked: false };

export const reportSlice = createSlice({
  name: 'report',
  initialState,
  reducers: {
    /** The Report button of a call or a match was pressed. */
    reportOpened(_state, action: PayloadAction<ReportTarget>) {
      return { ...initialState, target: action.payload };
    },
    reportSubmitted(state, _action: PayloadAction<ReportChoice>) {
      if (state.target && state.status !== 'sending') state.status = 'sending';
    },
    /** The gateway stored the report; `blocked` when the reported user is blocked now. */
    reportSent(state, action: PayloadAction<ReportTarget & { blocked: boolean }>) {
      state.status = 'sent';
      state.blocked = action.payload.blocked;
    },
    reportFailed(state) {
      state.status = 'failed';
    },
    reportDismissed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { reportOpened, reportSubmitted, reportSent, reportFailed, reportDismissed } =
  reportSlice.actions;
