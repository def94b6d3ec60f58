import {
  getGlobalConf,
  getGuestHosts,
  getWall,
  getWallGroups,
  type EndpointInput,
  type EndpointOutput,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/**
 * The wall's gateway calls, with the error policies of spec §7 ("Handling"): the lists swallow errors (the saga
 * turns a missing answer into the failed state the screen shows), globalconf rejects so its caller decides. Session
 * errors raise their session events under every policy, which the auth package acts on.
 */
export const hostsApi = {
  getWallGroups: (client: GatewayClient, input: EndpointInput<typeof getWallGroups>) =>
    client.call(getWallGroups, input, { errorPolicy: 'swallow' }),
  getWall: (client: GatewayClient, input: EndpointInput<typeof getWall>) =>
    client.call(getWall, input, { errorPolicy: 'swallow' }),
  getGlobalConf: (client: GatewayClient): Promise<EndpointOutput<typeof getGlobalConf>> =>
    client.call(getGlobalConf, {}, { errorPolicy: 'reject' }),
  getGuestHosts: (client: GatewayClient) => client.call(getGuestHosts, {}, { errorPolicy: 'swallow' }),
};

export type HostsApi = typeof hostsApi;
