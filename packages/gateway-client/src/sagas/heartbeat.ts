import { createAction } from '@reduxjs/toolkit';
import type { EndpointOutput, postHeartbeat } from '@aura/contracts';
import { call, cancelled, delay, put } from 'redux-saga/effects';
import { gatewayApi } from '../api.ts';
import type { GatewayClient } from '../client.ts';

/** The gateway answered a heartbeat: `status` is how others now see this user (offline for visitors). */
export const heartbeatAnswered =
  createAction<EndpointOutput<typeof postHeartbeat>>('gateway/heartbeatAnswered');

/**
 * Posts a heartbeat now and then every `intervalMs` while running. Cancelled mid-request, it aborts the request,
 * so a stopped app leaves nothing in flight.
 */
export function* heartbeat(client: GatewayClient, intervalMs: number) {
  for (;;) {
    const controller = new AbortController();
    try {
      const answer: EndpointOutput<typeof postHeartbeat> | undefined = yield call(
        gatewayApi.postHeartbeat,
        client,
        { signal: controller.signal },
      );
      if (answer) yield put(heartbeatAnswered(answer));
    } finally {
      const wasCancelled: boolean = yield cancelled();
      if (wasCancelled) controller.abort();
    }
    yield delay(intervalMs);
  }
}
