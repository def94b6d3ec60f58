import type { CallRecord, ServerMessage } from '@aura/contracts';
import { createAction, type Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import type { CallRealtime } from '../ports.ts';

type CallMessageType = 'callIncoming' | 'callState' | 'callBilled' | 'callCoinsRunningOut' | 'videoUpgrade';
export type CallMessage = Extract<ServerMessage, { type: CallMessageType | 'error' }>;
const CALL_MESSAGE_TYPES: readonly string[] = [
  'callIncoming',
  'callState',
  'callBilled',
  'callCoinsRunningOut',
  'videoUpgrade',
];

/** An error the server sent about a call's message (a refused switch to video): its data names the room. */
function isCallError(message: ServerMessage): boolean {
  if (message.type !== 'error') return false;
  const data = message.data as { roomNum?: unknown } | undefined;
  return typeof data?.roomNum === 'string';
}

/** A call message from the realtime channel (already validated against @aura/contracts by the channel). */
export const callMessageReceived = createAction<CallMessage>('call/messageReceived');

export function callMessageChannel(realtime: CallRealtime): EventChannel<CallMessage> {
  return eventChannel((emit) =>
    realtime.onMessage((message) => {
      if (CALL_MESSAGE_TYPES.includes(message.type) || isCallError(message)) emit(message as CallMessage);
    }),
  );
}

/** Matches the server's word that the call in `room` left the ringing state (answered or ended). */
export const callLeftRinging =
  (room: string) =>
  (action: Action): boolean =>
    callMessageReceived.match(action) &&
    action.payload.type === 'callState' &&
    action.payload.call.roomNum === room &&
    action.payload.call.state !== 'ringing';

/** Matches the server's word that the call in `room` is over. */
export const callEnded =
  (room: string) =>
  (action: Action): boolean =>
    callMessageReceived.match(action) &&
    action.payload.type === 'callState' &&
    action.payload.call.roomNum === room &&
    action.payload.call.state === 'ended';

export function recordOf(action: Action): CallRecord {
  if (callMessageReceived.match(action) && action.payload.type === 'callState') return action.payload.call;
  throw new Error('not a callState message');
}
