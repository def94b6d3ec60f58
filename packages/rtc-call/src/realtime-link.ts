import type { RealtimeChannel } from '@aura/gateway-client';
import type { CallRealtime } from './ports.ts';

/** The tab's realtime channel as the call sagas and the signalling use it. */
export function channelCallRealtime(channel: RealtimeChannel): CallRealtime {
  return {
    onMessage: (listener) => channel.on('message', listener),
    send: (message) => channel.send(message),
    onReopen: (listener) => channel.on('open', () => listener()),
  };
}
