import {
  BUSINESS_CODES,
  type EndpointOutput,
  type LoginResult,
  type postAlreadyVerifyEmail,
  type postSendVerifyEmail,
} from '@aura/contracts';
import { isGatewayCallError, type GatewayCallError, type GatewayClient } from '@aura/gateway-client';
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { messageFor } from '../../../errors/messages.ts';
import { loginPopupClosed, loginViewChanged, signedIn } from '../../../session/slice.ts';
import { gatewayClient, loginExtras } from '../../common.ts';
import {
  addressEditRequested,
  addressVerified,
  emailFailed,
  type emailNewPasswordSubmitted,
  type registered,
  verifyMailResent,
  type EmailState,
} from '../slice.ts';
import { emailCallFailed, newPasswordFits } from './checks.ts';
import { selectEmailFlow } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

/** How often the inbox screen asks whether the address was verified ("every few seconds"). */
export const VERIFY_POLL_MS = 3000;

type Verified = EndpointOutput<typeof postAlreadyVerifyEmail>;
type Resent = EndpointOutput<typeof postSendVerifyEmail>;

/** Asks until the address is verified; a sign-up the gateway no longer knows ends the wait with its message. */
function* pollUntilVerified(client: GatewayClient, email: string, registrationToken: string, pollMs: number) {
  for (;;) {
    yield delay(pollMs);
    const answer: Verified | GatewayCallError = yield call(authApi.postAlreadyVerifyEmail, client, {
      email,
      registrationToken,
    });
    if (!isGatewayCallError(answer)) {
      if (answer.verified) {
        yield put(addressVerified({ email }));
        return;
      }
    } else if (answer.code === BUSINESS_CODES.registrationNotFound) {
      yield put(emailFailed({ error: messageFor(answer), fieldErrors: {} }));
      return;
    }
    // Anything else (no answer, a busy gateway) is asked again at the next tick.
  }
}

const leftInbox = (action: Action) =>
  (loginViewChanged.match(action) && action.payload !== 'emailVerify') ||
  loginPopupClosed.match(action) ||
  addressEditRequested.match(action) ||
  signedIn.match(action);

/** The inbox screen's wait (spec §4 "verify e-mail: send, check verified"): polls until verified or left. */
export function* waitForVerification(pollMs: number, { payload }: ReturnType<typeof registered>) {
  const client: GatewayClient = yield* gatewayClient();
  yield race({
    verified: call(pollUntilVerified, client, payload.email, payload.registrationToken, pollMs),
    left: take(leftInbox),
  });
}

export function* resendVerifyMail() {
  const { email, registrationToken }: EmailState = yield select(selectEmailFlow);
  if (!registrationToken) return;
  const client: GatewayClient = yield* gatewayClient();
  const answer: Resent | GatewayCallError = yield call(authApi.postSendVerifyEmail, client, {
    email,
    registrationToken,
  });
  if (isGatewayCallError(answer)) yield put(emailCallFailed(answer));
  else yield put(verifyMailResent(answer));
}

/**
 * The first password (PASSWORD_LENGTH, not a common one) of a verified address: with this device's sign-up token, or, signed in by the mailed
 * link, with the session.
 */
export function* setFirstPassword({ payload }: ReturnType<typeof emailNewPasswordSubmitted>) {
  if (!(yield* newPasswordFits(payload.password))) return;
  const { email, registrationToken }: EmailState = yield select(selectEmailFlow);
  const client: GatewayClient = yield* gatewayClient();
  const extras: { countryId?: number } = yield* loginExtras();
  const result: LoginResult | GatewayCallError = yield call(authApi.postEmailSetPassword, client, {
    email,
    password: payload.password,
    ...(registrationToken ? { registrationToken } : {}),
    ...extras,
  });
  if (isGatewayCallError(result)) yield put(emailCallFailed(result));
  else yield put(signedIn(result));
}
