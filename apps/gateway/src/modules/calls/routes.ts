import {
  BUSINESS_CODES,
  getCallPriceAndCoins,
  postCallAnswer,
  postCallCancel,
  postCallFriendVideo,
  postCallHangup,
  postCallLaunch,
  postCallNotifyEnd,
  postCallNotifyJoin,
  postCallNotifyStart,
  postCallRefuse,
  postCallTimeout,
  postCallUserVideos,
  type CallActionName,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { agoraRenewalRoutes } from './agora-renewal.ts';
import { insertReport } from './queries.ts';
import type { CallService } from './service.ts';

const ACTIONS: [CallActionName, typeof postCallAnswer][] = [
  ['cancel', postCallCancel],
  ['answer', postCallAnswer],
  ['notifyStart', postCallNotifyStart],
  ['refuse', postCallRefuse],
  ['timeout', postCallTimeout],
  ['hangup', postCallHangup],
  ['notifyJoin', postCallNotifyJoin],
  ['notifyEnd', postCallNotifyEnd],
];

export function callRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  calls: CallService,
  db: Db,
): void {
  route(app, services, postCallLaunch, ({ session, params }) =>
    calls.launch(session.userId, Number(params.calleeId), params.media),
  );
  for (const [action, endpoint] of ACTIONS) {
    route(app, services, endpoint, ({ session, params }) =>
      calls.act(session.userId, action, params.roomNum),
    );
  }
  agoraRenewalRoutes(app, services, calls);
  route(app, services, getCallPriceAndCoins, ({ session, params }) =>
    calls.priceAndCoins(session.userId, Number(params.remoteUserId)),
  );

  route(app, services, postCallFriendVideo, ({ session, params }) =>
    report(calls, db, session.userId, 'friend_video', params),
  );
  route(app, services, postCallUserVideos, ({ session, params }) =>
    report(calls, db, session.userId, 'user_video', params),
  );
}

/** The call screens' reports: kept only for a call the reporter took part in, with that remote user. */
async function report(
  calls: CallService,
  db: Db,
  userId: number,
  kind: string,
  { roomId, matchUserId, ...details }: { roomId: string; matchUserId: string },
): Promise<{ recorded: boolean }> {
  const room = await calls.callFor(userId, roomId);
  const remote = room && (room.callerId === userId ? room.calleeId : room.callerId);
  if (!room || String(remote) !== matchUserId) {
    throw new GatewayError(BUSINESS_CODES.callNotFound, 'No such call.');
  }
  await insertReport(db, {
    userId,
    kind,
    roomNum: roomId,
    matchUserId: Number(matchUserId),
    details: JSON.stringify(details),
  });
  return { recorded: true };
}
