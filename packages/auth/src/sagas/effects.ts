import { sessionErrorKind, type SessionErrorKind } from '@aura/contracts';
import { NO_ANSWER_CODE, isGatewayCallError, type RealtimeChannel } from '@aura/gateway-client';
import { call, getContext } from 'redux-saga/effects';
import {
  LOCATION_CONTEXT_KEY,
  NAVIGATE_CONTEXT_KEY,
  REALTIME_CHANNEL_CONTEXT_KEY,
  browserLocation,
  type Navigate,
  type PageLocation,
} from './context.ts';

/** Goes to `to` through the shell's router, when the shell gave one. */
export function* navigateTo(to: string) {
  const navigate: Navigate | undefined = yield getContext(NAVIGATE_CONTEXT_KEY);
  if (navigate) yield call(navigate, to);
}

/**
 * Reconnects the tab's realtime channel, so that the socket speaks for whoever is signed in now: every attempt
 * signs its URL with the session of that moment, or with none.
 */
export function* restartRealtime() {
  const channel: RealtimeChannel | undefined = yield getContext(REALTIME_CHANNEL_CONTEXT_KEY);
  if (!channel) return;
  yield call([channel, channel.close]);
  yield call([channel, channel.connect]);
}

/** The page location from the context, or the browser's. */
export function* pageLocation() {
  const location: PageLocation | undefined = yield getContext(LOCATION_CONTEXT_KEY);
  return location ?? browserLocation();
}

/**
 * Which session error (spec §8) a failed call was, if any. The gateway client has already put the matching
 * session event into the store; the session-event sagas handle it, so the caller only stops.
 */
export function sessionErrorOf(error: unknown): SessionErrorKind | undefined {
  if (!isGatewayCallError(error) || error.httpStatus === undefined) return undefined;
  return sessionErrorKind(error.httpStatus, error.code);
}

/** The code of a failed call; NO_ANSWER_CODE for anything that is not a gateway call error. */
export function errorCodeOf(error: unknown): number {
  return isGatewayCallError(error) ? error.code : NO_ANSWER_CODE;
}
