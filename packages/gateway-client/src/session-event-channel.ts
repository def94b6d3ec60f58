import { eventChannel, type EventChannel } from 'redux-saga';
import type { GatewayClient } from './client.ts';
import type { GatewayClientEvent } from './client-events.ts';
import { isSessionEvent, type SessionEvent } from './session-events.ts';

/** Every event the client reports, as a saga channel; closing it unsubscribes. */
export function clientEventChannel(client: GatewayClient): EventChannel<GatewayClientEvent> {
  return eventChannel((emit) => client.subscribe(emit));
}

/**
 * The client's session events (spec §8) as a saga channel, for a saga to `take`. gatewaySaga already puts them
 * into the store; this channel is for code that runs without it.
 */
export function sessionEventChannel(client: GatewayClient): EventChannel<SessionEvent> {
  return eventChannel((emit) =>
    client.subscribe((event) => {
      if (isSessionEvent(event)) emit(event);
    }),
  );
}
