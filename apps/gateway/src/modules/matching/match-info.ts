import {
  MATCH_LIMITS,
  sanitizeUserName,
  type AgoraMedia,
  type IceServer,
  type MatchInfo,
  type MatchMode,
} from '@aura/contracts';
import { newRoomNum } from '../calls/index.ts';
import { generatedAvatarPath } from '../hosts/index.ts';
import type { CardRow, MatchRow, QueueRow } from './queries.ts';

/** What a match's video needs besides the match: ICE servers, and Agora media when the gateway uses Agora. */
export interface MatchMedia {
  iceServers: IceServer[];
  agoraFor(roomNum: string, userId: number): { agora?: AgoraMedia };
}

export function partnerOf(match: MatchRow, userId: number): number {
  return match.userA === userId ? match.userB : match.userA;
}

/** A Face to Face match that ended at or after its countdown's end without becoming a call. */
export function expiredUndecided(match: MatchRow): boolean {
  return (
    match.mode === 'faceToFace' &&
    match.state === 'ended' &&
    match.decideBy !== null &&
    match.endedAt !== null &&
    match.endedAt.getTime() >= match.decideBy.getTime()
  );
}

/** The row of a new match of `a` (who waited longer) and `b`, charged `costA` and `costB`. */
export function newMatch(
  a: QueueRow,
  b: QueueRow,
  costA: number,
  costB: number,
  mode: MatchMode,
  now: number,
) {
  return {
    // The same room names calls have: the call made of the match keeps it.
    roomNum: newRoomNum(),
    mode,
    userA: a.userId,
    userB: b.userId,
    state: 'matched' as const,
    chargedA: costA,
    chargedB: costB,
    decideBy: mode === 'faceToFace' ? new Date(now + MATCH_LIMITS.faceToFaceDecideMs) : null,
    createdAt: new Date(now),
  };
}

/** The match as `userId` sees it (`matched` message, matching answer): the partner's card, the media, the charge. */
export function matchInfo(
  match: MatchRow,
  userId: number,
  cards: Map<number, CardRow>,
  media: MatchMedia,
): MatchInfo {
  const partnerId = partnerOf(match, userId);
  const card = cards.get(partnerId);
  return {
    matchId: String(match.id),
    roomNum: match.roomNum,
    mode: match.mode,
    partner: {
      userId: String(partnerId),
      userName: sanitizeUserName(card?.nickname ?? ''),
      avatar: card?.avatar ?? generatedAvatarPath(card?.searchId ?? String(partnerId)),
      countryCode: card?.countryCode ?? 'ZZ',
    },
    polite: userId === match.userA,
    iceServers: media.iceServers,
    ...media.agoraFor(match.roomNum, userId),
    charged: userId === match.userA ? match.chargedA : match.chargedB,
    matchedAt: match.createdAt.getTime(),
    ...(match.decideBy ? { decideBy: match.decideBy.getTime() } : {}),
  };
}
