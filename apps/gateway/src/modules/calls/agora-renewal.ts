import { BUSINESS_CODES, PROTOCOL_ERRORS, type AgoraMedia } from '@aura/contracts';
import { GatewayError } from '../../protocol/errors.ts';
import type { CallService } from './service.ts';

/**
 * A fresh Agora token for `userId`'s side of the call in `roomNum` (an Aura extension, docs/calls.md): the channel
 * and uid the call gave that side, a new token and expiry. Only for a side of the call, while it is open.
 */
export async function renewAgoraMedia(
  calls: CallService,
  userId: number,
  roomNum: string,
): Promise<AgoraMedia> {
  const call = await calls.callFor(userId, roomNum);
  if (!call) throw new GatewayError(BUSINESS_CODES.callNotFound, 'No such call.');
  if (call.state === 'ended')
    throw new GatewayError(BUSINESS_CODES.callStateConflict, 'This call has ended.');
  const { agora } = calls.agoraFor(call.roomNum, userId);
  // Without Agora configured there is nothing to renew: the gateway answers as for a path it does not serve.
  if (!agora) {
    throw new GatewayError(PROTOCOL_ERRORS.notFound, 'This gateway issues no Agora tokens.', null, 404);
  }
  return agora;
}
