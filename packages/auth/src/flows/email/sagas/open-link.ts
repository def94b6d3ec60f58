import { BUSINESS_CODES, postEmailAutoLogin, type LoginResult } from '@aura/contracts';
import { type GatewayClient } from '@aura/gateway-client';
import { call, put } from 'redux-saga/effects';
import { messageFor } from '../../../errors/messages.ts';
import { loginRequested, loginViewChanged, signedIn } from '../../../session/slice.ts';
import { callError, gatewayClient, loginExtras } from '../../common.ts';
import type { loginLinkOpened } from '../../methods/slice.ts';
import { addressVerified, emailFailed, linkStarted } from '../slice.ts';
import { authApi } from '../../../api.ts';

const LINK_INVALID = messageFor({ code: BUSINESS_CODES.linkInvalid });
const tokenFits = (token: string) => postEmailAutoLogin.input.shape.token.safeParse(token).success;

/**
 * A mailed link opened /login. `?verifyEmail=…` verifies the address and signs this device in (e-mail
 * auto-login), then asks for a password when the account has none; `?resetPassword=…` asks for the new password.
 */
export function* openEmailLink({ payload }: ReturnType<typeof loginLinkOpened>) {
  if (payload.resetPassword) {
    yield put(linkStarted({ resetToken: payload.resetPassword }));
    yield put(loginViewChanged('emailReset'));
    if (!tokenFits(payload.resetPassword)) yield put(emailFailed({ error: LINK_INVALID, fieldErrors: {} }));
    return;
  }
  if (!payload.verifyEmail) return;
  yield put(linkStarted({}));
  yield put(loginViewChanged('emailVerify'));
  if (!tokenFits(payload.verifyEmail)) {
    yield put(emailFailed({ error: LINK_INVALID, fieldErrors: {} }));
    return;
  }
  const client: GatewayClient = yield* gatewayClient();
  const extras: { countryId?: number } = yield* loginExtras();
  let result: LoginResult;
  try {
    result = yield call(authApi.postEmailAutoLogin, client, { token: payload.verifyEmail, ...extras });
  } catch (caught) {
    yield put(emailFailed({ error: messageFor(callError(caught)), fieldErrors: {} }));
    return;
  }
  yield put(signedIn(result));
  if (result.profile.hasPassword || !result.profile.email) return;
  yield put(loginRequested({ origin: 'link', view: 'emailVerify' }));
  yield put(addressVerified({ email: result.profile.email }));
}
