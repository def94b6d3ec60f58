import { BUSINESS_CODES } from '@aura/contracts';
import type { CallMessageHandler } from '../realtime/index.ts';
import type { CallService } from './service.ts';

/**
 * Realtime messages about a call: WebRTC signalling relayed to the other side, and the audio-to-video switch.
 * Only the two sides of a call that is not over may send them; anything else is answered with `callNotFound`.
 */
export function callMessages(calls: CallService): CallMessageHandler {
  return async (connection, message) => {
    const userId = connection.userId!;
    const call = await calls.callFor(userId, message.roomNum);
    if (!call || call.state === 'ended') {
      return connection.send({
        type: 'error',
        code: BUSINESS_CODES.callNotFound,
        message: 'No such call.',
        data: { roomNum: message.roomNum },
      });
    }
    if (message.type === 'rtcSignal') return calls.relaySignal(userId, call, message.signal);
    const refused = await calls.videoUpgrade(userId, message.roomNum, message.action);
    // The room says which call's switch was refused (the client may be in one call only, but says so anyway).
    if (refused)
      connection.send({
        type: 'error',
        code: refused.code,
        message: refused.message,
        data: { roomNum: message.roomNum },
      });
  };
}
