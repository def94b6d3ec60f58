import type { EndpointOutput, LoginResult, postSendForgetEmail } from '@aura/contracts';
import { isGatewayCallError, type GatewayCallError, type GatewayClient } from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import { signedIn } from '../../../session/slice.ts';
import { gatewayClient, loginExtras } from '../../common.ts';
import {
  forgotMailSent,
  type forgotSubmitted,
  type resetPasswordSubmitted,
  type EmailState,
} from '../slice.ts';
import { emailCallFailed, newPasswordFits, parsedEmail } from './checks.ts';
import { selectEmailFlow } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

type Sent = EndpointOutput<typeof postSendForgetEmail>;

/** Forgot password: mails a link to choose a new one (again, once the countdown allows). */
export function* sendForgotMail({ payload }: ReturnType<typeof forgotSubmitted>) {
  const email: string | undefined = yield* parsedEmail(payload.email);
  if (!email) return;
  const client: GatewayClient = yield* gatewayClient();
  const sent: Sent | GatewayCallError = yield call(authApi.postSendForgetEmail, client, { email });
  if (isGatewayCallError(sent)) yield put(emailCallFailed(sent));
  else yield put(forgotMailSent(sent));
}

/** /login?resetPassword=…: the new password (PASSWORD_LENGTH, not a common one) with the link's token, then signed in. */
export function* resetPassword({ payload }: ReturnType<typeof resetPasswordSubmitted>) {
  if (!(yield* newPasswordFits(payload.password))) return;
  const { resetToken }: EmailState = yield select(selectEmailFlow);
  if (!resetToken) return;
  const client: GatewayClient = yield* gatewayClient();
  const extras: { countryId?: number } = yield* loginExtras();
  const result: LoginResult | GatewayCallError = yield call(authApi.postEmailResetPassword, client, {
    token: resetToken,
    password: payload.password,
    ...extras,
  });
  if (isGatewayCallError(result)) yield put(emailCallFailed(result));
  else yield put(signedIn(result));
}
