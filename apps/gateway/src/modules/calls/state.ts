import {
  CALL_ACTIONS,
  ROOM_REQUIRED_CALL_ACTIONS,
  type CallActionName,
  type CallEndReason,
  type CallOutcome,
  type CallRole,
  type CallState,
} from '@aura/contracts';

/** What an action does to a call, decided from its state and who asks; the service carries it out. */
export type Decision =
  | { kind: 'answer' }
  | { kind: 'end'; reason: CallEndReason; caller: CallOutcome; callee: CallOutcome }
  /** Nothing changes; the caller gets the call as it is (a repeated hangup, a notify). */
  | { kind: 'none' }
  /** The action does not fit: answering a call that is over, the caller refusing their own call. */
  | { kind: 'conflict' };

/** Each way a call ends, with the outcome each side sees (spec §4). */
export const ENDINGS = {
  cancelled: { reason: 'cancelled', caller: 'cancelledByCaller', callee: 'missed' },
  refused: { reason: 'refused', caller: 'declined', callee: 'declined' },
  timedOut: { reason: 'timedOut', caller: 'notAnswered', callee: 'missed' },
  hungUp: { reason: 'hungUp', caller: 'hungUp', callee: 'hungUp' },
  coinsDepleted: { reason: 'coinsDepleted', caller: 'hungUp', callee: 'hungUp' },
  connectionLost: { reason: 'connectionLost', caller: 'hungUp', callee: 'hungUp' },
  left: { reason: 'left', caller: 'hungUp', callee: 'hungUp' },
  // Answered, but the caller's coins no longer paid the first minute: never connected.
  insufficientCoins: { reason: 'insufficientCoins', caller: 'notAnswered', callee: 'missed' },
} as const satisfies Record<
  CallEndReason,
  { reason: CallEndReason; caller: CallOutcome; callee: CallOutcome }
>;

const end = (reason: CallEndReason): Decision => ({ kind: 'end', ...ENDINGS[reason] });

/** Whether an action without a room number is skipped (spec §4: cancel, answer, refuse, timeout, hangup). */
export function skippedWithoutRoom(action: CallActionName): boolean {
  return ROOM_REQUIRED_CALL_ACTIONS.includes(CALL_ACTIONS[action]);
}

/**
 * The call state machine: ringing → connected (answer) → ended (hangup …), or ringing → ended (cancel, refuse,
 * timeout). Actions on a call that is over change nothing (a second hangup is harmless), except answer.
 */
export function decide(state: CallState, role: CallRole, action: CallActionName): Decision {
  if (state === 'ended') return action === 'answer' ? { kind: 'conflict' } : { kind: 'none' };
  switch (action) {
    case 'notifyStart':
    case 'notifyJoin':
      return { kind: 'none' };
    case 'answer':
      if (role !== 'callee') return { kind: 'conflict' };
      return state === 'ringing' ? { kind: 'answer' } : { kind: 'none' };
    case 'cancel':
      if (role !== 'caller') return { kind: 'conflict' };
      return state === 'ringing' ? end('cancelled') : { kind: 'conflict' };
    case 'refuse':
      if (role !== 'callee') return { kind: 'conflict' };
      return state === 'ringing' ? end('refused') : { kind: 'conflict' };
    case 'timeout':
      return state === 'ringing' ? end('timedOut') : { kind: 'none' };
    case 'hangup':
    case 'notifyEnd':
      // Hanging up while it rings is the caller cancelling or the callee refusing.
      if (state === 'connected') return end('hungUp');
      return end(role === 'caller' ? 'cancelled' : 'refused');
  }
}
