import {
  getCallCurrent,
  getCallPriceAndCoins,
  getSnapshotConfig,
  getStatusBatch,
  postCallFriendVideo,
  postCallAgoraToken,
  postCallAnswer,
  postCallCancel,
  postCallHangup,
  postCallLaunch,
  postCallNotifyEnd,
  postCallNotifyJoin,
  postCallNotifyStart,
  postCallRefuse,
  postCallTimeout,
  postCallUserVideos,
  postVideoSnapshot,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';
import type { AgoraTokenSource, CallApi } from './ports.ts';

const ACTIONS = {
  cancel: postCallCancel,
  answer: postCallAnswer,
  refuse: postCallRefuse,
  timeout: postCallTimeout,
  hangup: postCallHangup,
  notifyJoin: postCallNotifyJoin,
  notifyStart: postCallNotifyStart,
  notifyEnd: postCallNotifyEnd,
} as const;

/**
 * The call endpoints on the gateway client. They reject (errorPolicy `reject`): the sagas need the code of a
 * refused launch (busy, offline, coins) to show it. Session errors still raise their session events.
 */
export function gatewayCallApi(client: GatewayClient): CallApi {
  return {
    priceAndCoins: (userId) =>
      client.call(getCallPriceAndCoins, { remoteUserId: userId }, { errorPolicy: 'reject' }),
    launch: (calleeId, media) => client.call(postCallLaunch, { calleeId, media }, { errorPolicy: 'reject' }),
    action: (name, roomNum) => client.call(ACTIONS[name], { roomNum }, { errorPolicy: 'reject' }),
    current: async () => (await client.call(getCallCurrent, {}, { errorPolicy: 'reject' })).current,
    statusOf: async (userId) => {
      const [entry] = await client.call(getStatusBatch, { userIds: userId }, { errorPolicy: 'reject' });
      if (!entry) throw new Error(`no status for ${userId}`);
      return entry.status;
    },
    bellRecord: (input) => client.call(postCallFriendVideo, input, { errorPolicy: 'reject' }),
    videoRecord: (input) => client.call(postCallUserVideos, input, { errorPolicy: 'reject' }),
    snapshotConfig: () => client.call(getSnapshotConfig, {}, { errorPolicy: 'reject' }),
    // A frame goes unsealed (noCrypt), signed like every call: sealing would base64 it again.
    uploadSnapshot: (roomNum, image) =>
      client.call(postVideoSnapshot, { roomNum, image }, { errorPolicy: 'reject', noCrypt: true }),
  };
}

/** The gateway's Agora token renewal (`POST /api/call/agoraToken`, docs/calls.md) on the tab's gateway client. */
export function gatewayAgoraTokens(client: GatewayClient): AgoraTokenSource {
  return (roomNum) => client.call(postCallAgoraToken, { roomNum }, { errorPolicy: 'reject' });
}
