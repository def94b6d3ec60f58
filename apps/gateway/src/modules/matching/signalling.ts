import type { CallMessageHandler } from '../realtime/index.ts';
import type { MatchService } from './service.ts';

/**
 * A match's video uses the same realtime `rtcSignal` messages as a call, addressed by the match's room. Signalling
 * for a live match is relayed here; everything else (a call's room, or a match that became a call and so kept its
 * room) goes on to the calls module's handler.
 */
export function matchAwareMessages(matching: MatchService, calls: CallMessageHandler): CallMessageHandler {
  return async (connection, message) => {
    if (message.type === 'rtcSignal' && connection.userId !== undefined) {
      const match = await matching.liveMatchFor(connection.userId, message.roomNum);
      if (match) return matching.relaySignal(connection.userId, match, message.signal);
    }
    return calls(connection, message);
  };
}
