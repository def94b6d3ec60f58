import type { AgoraMedia } from '@aura/contracts';
import { buildRtcToken, type AgoraCredentials } from './agora-token.ts';

/**
 * One side's Agora media for a call's room: the room number is the channel, the user id the numeric uid (two sides
 * of a call are two users, so uids never clash in a channel), and the token allows joining, publishing and RTM
 * login as the user id (docs/rtc-call.md).
 */
export function agoraMediaFor(
  creds: AgoraCredentials,
  roomNum: string,
  userId: number,
  now: number,
): AgoraMedia {
  const { token, expiresAt } = buildRtcToken(creds, roomNum, userId, { now, rtmUserId: String(userId) });
  return { provider: 'agora', appId: creds.appId, channel: roomNum, uid: userId, token, expiresAt };
}
