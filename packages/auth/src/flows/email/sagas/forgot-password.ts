import {
  emailSchema,
  passwordSchema,
  type EndpointOutput,
  type LoginResult,
  type postSendForgetEmail,
} from '@aura/contracts';
import {
  gatewayApi,
  isGatewayCallError,
  type GatewayCallError,
  type GatewayClient,
} from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import { signedIn } from '../../../session/slice.ts';
import { callError, gatewayClient, loginExtras } from '../../common.ts';
import { EMAIL_PLACEMENT, INVALID_EMAIL, PASSWORD_LENGTH_MESSAGE } from '../placement.ts';
import {
  emailFailed,
  forgotMailSent,
  type forgotSubmitted,
  type resetPasswordSubmitted,
  selectEmailFlow,
  type EmailState,
} from '../slice.ts';

type Sent = EndpointOutput<typeof postSendForgetEmail>;

/** Forgot password: mails a link to choose a new one (again, once the countdown allows). */
export function* sendForgotMail({ payload }: ReturnType<typeof forgotSubmitted>) {
  const parsed = emailSchema.safeParse(payload.email);
  if (!parsed.success) {
    yield put(emailFailed({ error: undefined, fieldErrors: { email: INVALID_EMAIL } }));
    return;
  }
  const client: GatewayClient = yield* gatewayClient();
  const sent: Sent | GatewayCallError = yield call(gatewayApi.postSendForgetEmail, client, {
    email: parsed.data,
  });
  if (isGatewayCallError(sent)) yield put(emailFailed(placeError(callError(sent), EMAIL_PLACEMENT)));
  else yield put(forgotMailSent(sent));
}

/** /login?resetPassword=…: the new password (6–16) with the link's token, then signed in. */
export function* resetPassword({ payload }: ReturnType<typeof resetPasswordSubmitted>) {
  if (!passwordSchema.safeParse(payload.password).success) {
    yield put(emailFailed({ error: undefined, fieldErrors: { password: PASSWORD_LENGTH_MESSAGE } }));
    return;
  }
  const { resetToken }: EmailState = yield select(selectEmailFlow);
  if (!resetToken) return;
  const client: GatewayClient = yield* gatewayClient();
  const extras: { countryId?: number } = yield* loginExtras();
  const result: LoginResult | GatewayCallError = yield call(gatewayApi.postEmailResetPassword, client, {
    token: resetToken,
    password: payload.password,
    ...extras,
  });
  if (isGatewayCallError(result)) yield put(emailFailed(placeError(callError(result), EMAIL_PLACEMENT)));
  else yield put(signedIn(result));
}
