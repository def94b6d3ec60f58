import type { EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { GatewayClient } from '../client.ts';
import type { GatewayClientEvent } from '../client-events.ts';
import { clientEventChannel } from '../session-event-channel.ts';

/** Puts every client event into the store: session events for the auth package, key and clock for the slice. */
export function* forwardClientEvents(client: GatewayClient) {
  const channel: EventChannel<GatewayClientEvent> = yield call(clientEventChannel, client);
  try {
    for (;;) {
      const event: GatewayClientEvent = yield take(channel);
      yield put(event);
    }
  } finally {
    channel.close();
  }
}
