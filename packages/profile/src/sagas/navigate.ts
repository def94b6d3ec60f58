import type { PayloadAction } from '@reduxjs/toolkit';
import { getContext } from 'redux-saga/effects';

/** @aura/auth's NAVIGATE_CONTEXT_KEY (see SIGNED_OUT in slice.ts for why it is not imported; a test compares). */
export const NAVIGATE_CONTEXT_KEY = 'navigate';
type Navigate = (to: string) => void;

/** Goes to an app path through the shell's router (the saga context's `navigate`). */
export function* navigateTo(to: string) {
  const navigate = (yield getContext(NAVIGATE_CONTEXT_KEY)) as Navigate | undefined;
  navigate?.(to);
}

export function* followLink(action: PayloadAction<{ to: string }>) {
  yield* navigateTo(action.payload.to);
}
