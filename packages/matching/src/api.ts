import {
  getCallPriceAndCoins,
  getMatchQuota,
  postBeginMinCall,
  postCallHangup,
  postDeclineMinCall,
  postExitMatch,
  postMatchStay,
  postMatching,
  postReport,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';
import type { MatchingApi } from './ports.ts';

/**
 * The matching endpoints on the gateway client. They reject (errorPolicy `reject`): the sagas need the code of a
 * refusal (daily meet chance, match limit, coins) to show its message. Session errors still raise their events.
 */
export function gatewayMatchingApi(client: GatewayClient): MatchingApi {
  return {
    matching: (input) => client.call(postMatching, input, { errorPolicy: 'reject' }),
    exitMatch: () => client.call(postExitMatch, {}, { errorPolicy: 'reject' }),
    quota: () => client.call(getMatchQuota, {}, { errorPolicy: 'reject' }),
    callQuote: (userId) =>
      client.call(getCallPriceAndCoins, { remoteUserId: userId }, { errorPolicy: 'reject' }),
    beginMinCall: (matchId, acceptOnly) =>
      client.call(postBeginMinCall, acceptOnly ? { matchId, acceptOnly } : { matchId }, {
        errorPolicy: 'reject',
      }),
    declineMinCall: (matchId) => client.call(postDeclineMinCall, { matchId }, { errorPolicy: 'reject' }),
    hangUp: (roomNum) => client.call(postCallHangup, { roomNum }, { errorPolicy: 'reject' }),
    stay: (matchId) => client.call(postMatchStay, { matchId }, { errorPolicy: 'reject' }),
    report: (input) => client.call(postReport, input, { errorPolicy: 'reject' }),
  };
}
