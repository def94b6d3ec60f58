import { postCallAgoraToken, type AgoraMedia } from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/** Fresh Agora media (a new token, the same channel and uid) for this side of the call in `roomNum`. */
export type AgoraTokenSource = (roomNum: string) => Promise<AgoraMedia>;

/** The gateway's token renewal (`POST /api/call/agoraToken`, docs/calls.md) on the tab's gateway client. */
export function gatewayAgoraTokens(client: GatewayClient): AgoraTokenSource {
  return (roomNum) => client.call(postCallAgoraToken, { roomNum }, { errorPolicy: 'reject' });
}
