import { REALTIME } from '@aura/contracts';
import type { GatewayClient } from '../client.ts';
import { RealtimeChannel, type RealtimeChannelOptions } from './channel.ts';

/** The WebSocket URL of a gateway origin: `https:` becomes `wss:`, `http:` becomes `ws:`. */
export function socketUrl(pathAndQuery: string, origin: string): string {
  const url = new URL(pathAndQuery, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The tab's realtime channel, opened with the client's envelope and, when signed in, a fresh signature for every
 * attempt (docs/realtime.md).
 */
export function createRealtimeChannel(
  client: GatewayClient,
  options: Omit<RealtimeChannelOptions, 'buildUrl'> = {},
): RealtimeChannel {
  const origin = () => client.baseURL || globalThis.location.origin;
  return new RealtimeChannel({
    ...options,
    buildUrl: async () => socketUrl(await client.signedPath(REALTIME.path), origin()),
  });
}
