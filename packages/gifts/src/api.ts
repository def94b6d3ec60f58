import {
  getBackpack,
  getGiftCatalogue,
  sendGift,
  type EndpointInput,
  type EndpointOutput,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/**
 * The gifts' gateway calls. Each rejects, so the saga shows the spec's words for a refusal ("You don't have enough
 * coins." with the way to the shop, or "gift send failed"); session errors raise their events, which @aura/auth acts on.
 */
export const giftsApi = {
  catalogue: (client: GatewayClient): Promise<EndpointOutput<typeof getGiftCatalogue>> =>
    client.call(getGiftCatalogue, {}, { errorPolicy: 'reject' }),
  backpack: (client: GatewayClient): Promise<EndpointOutput<typeof getBackpack>> =>
    client.call(getBackpack, {}, { errorPolicy: 'reject' }),
  send: (
    client: GatewayClient,
    input: EndpointInput<typeof sendGift>,
  ): Promise<EndpointOutput<typeof sendGift>> => client.call(sendGift, input, { errorPolicy: 'reject' }),
};

export type GiftsApi = typeof giftsApi;
