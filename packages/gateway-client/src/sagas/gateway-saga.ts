import { PRESENCE } from '@aura/contracts';
import { fork, getContext } from 'redux-saga/effects';
import type { GatewayClient } from '../client.ts';
import { forwardClientEvents } from './forward-client-events.ts';
import { heartbeat } from './heartbeat.ts';
import { resolveCountry } from './resolve-country.ts';

/** The saga context key under which the shell provides the gateway client. */
export const GATEWAY_CLIENT_CONTEXT_KEY = 'gatewayClient';

export interface GatewaySagaOptions {
  /** How often to post a heartbeat; PRESENCE.httpHeartbeatSeconds unless told (tests use less). */
  heartbeatIntervalMs?: number;
}

/**
 * The gateway's root saga: puts the client's events (session, key, clock) into the store, resolves the country by
 * IP address, and keeps a heartbeat going. Forked rather than spawned, so cancelling this saga stops all three;
 * none of them fails, because their calls swallow errors.
 */
export function* gatewaySaga(options: GatewaySagaOptions = {}) {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  yield fork(forwardClientEvents, client);
  yield fork(resolveCountry, client);
  yield fork(heartbeat, client, options.heartbeatIntervalMs ?? PRESENCE.httpHeartbeatSeconds * 1000);
}
