import { createAction } from '@reduxjs/toolkit';
import type { RealtimeClose, RealtimeOpen, RealtimePresence } from './channel.ts';

/** The realtime channel is open: the server said hello (again, after a drop, when `reconnected`). */
export const realtimeConnected = createAction<RealtimeOpen>('realtime/connected');

/** The realtime channel closed; `retryInMs` says when it tries again, `cause` why it will not. */
export const realtimeDisconnected = createAction<RealtimeClose>('realtime/disconnected');

/** A watched user's presence: their current status when first watched, then every change. */
export const realtimePresenceChanged = createAction<RealtimePresence>('realtime/presenceChanged');

export type RealtimeAction =
  | ReturnType<typeof realtimeConnected>
  | ReturnType<typeof realtimeDisconnected>
  | ReturnType<typeof realtimePresenceChanged>;
