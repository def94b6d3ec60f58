import type { CodeSent } from '@aura/contracts';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  isGatewayCallError,
  selectCountry,
  type GatewayClient,
} from '@aura/gateway-client';
import { getContext, select } from 'redux-saga/effects';
import type { ErrorLike } from '../errors/message.ts';

/** A code that was sent, as a code screen needs it. `sentCount` restarts the resend countdown on every send. */
export interface SentCode {
  requestId: string;
  resendAfterSeconds: number;
  sentCount: number;
}

export function nextSentCode(previous: SentCode | undefined, sent: CodeSent): SentCode {
  return {
    requestId: sent.requestId,
    resendAfterSeconds: sent.resendAfterSeconds,
    sentCount: (previous?.sentCount ?? 0) + 1,
  };
}

/** The gateway client the shell put in the saga context. */
export function* gatewayClient() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  return client;
}

/** What every sign-in sends besides its own fields (spec §7): the country by IP, when it is known. */
export function* loginExtras() {
  const country: ReturnType<typeof selectCountry> = yield select(selectCountry);
  return country && country.id > 0 ? { countryId: country.id } : {};
}

/** A failed call as plain data; anything else thrown is a bug and is thrown on. */
export function callError(caught: unknown): ErrorLike {
  if (!isGatewayCallError(caught)) throw caught;
  return { code: caught.code, reason: caught.reason, data: caught.data };
}
