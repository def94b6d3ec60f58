import {
  getCallSettings,
  getGlobalConf,
  getGuestHosts,
  getWall,
  getWallGroups,
  postCallSettings,
  type EndpointInput,
  type EndpointOutput,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/**
 * The wall's and the call settings' gateway calls, with the error policies of spec §7 ("Handling"): the lists
 * swallow errors (the saga turns a missing answer into the failed state the screen shows), globalconf and the call
 * settings reject so their caller decides. Session errors raise their session events under every policy, which the
 * auth package acts on.
 */
export const hostsApi = {
  getWallGroups: (client: GatewayClient, input: EndpointInput<typeof getWallGroups>) =>
    client.call(getWallGroups, input, { errorPolicy: 'swallow' }),
  getWall: (client: GatewayClient, input: EndpointInput<typeof getWall>) =>
    client.call(getWall, input, { errorPolicy: 'swallow' }),
  getGlobalConf: (client: GatewayClient): Promise<EndpointOutput<typeof getGlobalConf>> =>
    client.call(getGlobalConf, {}, { errorPolicy: 'reject' }),
  getGuestHosts: (client: GatewayClient) => client.call(getGuestHosts, {}, { errorPolicy: 'swallow' }),
  /** The user's own call settings (Aura extension); rejects, so the page can show why it failed. */
  getCallSettings: (client: GatewayClient): Promise<EndpointOutput<typeof getCallSettings>> =>
    client.call(getCallSettings, {}, { errorPolicy: 'reject' }),
  /** Changes them; rejects with the gateway's code (`notAHost`, say) so the page can say what went wrong. */
  postCallSettings: (
    client: GatewayClient,
    input: EndpointInput<typeof postCallSettings>,
  ): Promise<EndpointOutput<typeof postCallSettings>> =>
    client.call(postCallSettings, input, { errorPolicy: 'reject' }),
};

export type HostsApi = typeof hostsApi;
