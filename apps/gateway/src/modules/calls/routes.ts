import {
  getCallCurrent,
  getCallPriceAndCoins,
  postCallAgoraToken,
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
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { renewAgoraMedia } from './agora-renewal.ts';
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

export function callRoutes(app: FastifyInstance, services: ProtocolServices, calls: CallService): void {
  route(app, services, postCallLaunch, ({ session, params }) =>
    calls.launch(session.userId, Number(params.calleeId), params.media),
  );
  for (const [action, endpoint] of ACTIONS) {
    route(app, services, endpoint, ({ session, params }) =>
      calls.act(session.userId, action, params.roomNum),
    );
  }
  // The Agora adapter's token renewal (`token-privilege-will-expire`).
  route(app, services, postCallAgoraToken, ({ session, params }) =>
    renewAgoraMedia(calls, session.userId, params.roomNum),
  );
  route(app, services, getCallPriceAndCoins, ({ session, params }) =>
    calls.priceAndCoins(session.userId, Number(params.remoteUserId)),
  );
  route(app, services, postCallFriendVideo, ({ session, params }) =>
    calls.report(session.userId, 'friend_video', params),
  );
  route(app, services, postCallUserVideos, ({ session, params }) =>
    calls.report(session.userId, 'user_video', params),
  );
  // The caller's open call, for a tab opened or reloaded during it.
  route(app, services, getCallCurrent, async ({ session }) => {
    const current = await calls.current(session.userId);
    return current ? { current } : {};
  });
}
