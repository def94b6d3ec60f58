import {
  getActivityEntry,
  getCheckIfAddCoinForNew,
  getCheckIn,
  getLocationEntries,
  getMissionRewards,
  getPopups,
  postCheckIn,
  postMissionReward,
  type EndpointOutput,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/**
 * The rewards' gateway calls. Each rejects, so the saga shows the spec's words for a refusal (§8) or the failed
 * state with a retry; session errors raise their session events, which @aura/auth acts on.
 */
export const rewardsApi = {
  popups: (client: GatewayClient): Promise<EndpointOutput<typeof getPopups>> =>
    client.call(getPopups, {}, { errorPolicy: 'reject' }),
  checkInState: (client: GatewayClient): Promise<EndpointOutput<typeof getCheckIn>> =>
    client.call(getCheckIn, {}, { errorPolicy: 'reject' }),
  checkIn: (client: GatewayClient): Promise<EndpointOutput<typeof postCheckIn>> =>
    client.call(postCheckIn, {}, { errorPolicy: 'reject' }),
  missions: (client: GatewayClient): Promise<EndpointOutput<typeof getMissionRewards>> =>
    client.call(getMissionRewards, {}, { errorPolicy: 'reject' }),
  claim: (client: GatewayClient, missionId: string): Promise<EndpointOutput<typeof postMissionReward>> =>
    client.call(postMissionReward, { missionId }, { errorPolicy: 'reject' }),
  registerBanner: (client: GatewayClient): Promise<EndpointOutput<typeof getCheckIfAddCoinForNew>> =>
    client.call(getCheckIfAddCoinForNew, {}, { errorPolicy: 'reject' }),
  locations: (client: GatewayClient): Promise<EndpointOutput<typeof getLocationEntries>> =>
    client.call(getLocationEntries, {}, { errorPolicy: 'reject' }),
  activities: (client: GatewayClient): Promise<EndpointOutput<typeof getActivityEntry>> =>
    client.call(getActivityEntry, {}, { errorPolicy: 'reject' }),
};

export type RewardsApi = typeof rewardsApi;
