import type { RtcSignal } from '@aura/contracts';
import type { CallRealtime } from '../ports.ts';
import type { SignalMessage, SignallingPort } from './signalling-port.ts';

/**
 * The signalling port on the gateway's realtime channel: `rtcSignal` messages relayed by the server to the other
 * side of the room (docs/realtime.md): offers, answers, candidates and `ready`. The call saga makes the callee
 * join the room before it answers, so the caller's first offer finds it listening; `ready` matters when a side
 * joins again (a reloaded tab) while the other still waits for the answer to an offer it sent into the void.
 */
export function realtimeSignalling(realtime: CallRealtime): SignallingPort {
  return {
    send(room, message) {
      const signal = toWire(message);
      if (signal) realtime.send({ type: 'rtcSignal', roomNum: room, signal });
    },
    subscribe(room, listener) {
      return realtime.onMessage((message) => {
        if (message.type === 'rtcSignal' && message.roomNum === room) listener(fromWire(message.signal));
      });
    },
    onReconnect: (listener) => realtime.onReopen(listener),
  };
}

function toWire(message: SignalMessage): RtcSignal | undefined {
  switch (message.kind) {
    case 'ready':
      return { kind: 'ready' };
    case 'candidate':
      return {
        kind: 'candidate',
        candidate: message.candidate && {
          ...message.candidate,
          candidate: message.candidate.candidate ?? '',
        },
      };
    case 'description': {
      const { type, sdp = '' } = message.description;
      // Rollback and pranswer never leave a peer: perfect negotiation rolls back locally.
      if (type === 'answer') return { kind: type, sdp, ...(message.answers && { answers: message.answers }) };
      return type === 'offer' ? { kind: type, sdp } : undefined;
    }
  }
}

function fromWire(signal: RtcSignal): SignalMessage {
  if (signal.kind === 'ready') return { kind: 'ready' };
  if (signal.kind === 'candidate') return { kind: 'candidate', candidate: signal.candidate };
  const description = { kind: 'description', description: { type: signal.kind, sdp: signal.sdp } } as const;
  return signal.kind === 'answer' && signal.answers
    ? { ...description, answers: signal.answers }
    : description;
}
