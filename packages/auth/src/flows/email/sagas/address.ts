import {
  emailSchema,
  type EndpointOutput,
  type getEmailExists,
  type postEmailRegister,
} from '@aura/contracts';
import {
  gatewayApi,
  isGatewayCallError,
  type GatewayCallError,
  type GatewayClient,
} from '@aura/gateway-client';
import { call, put } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import { loginViewChanged } from '../../../session/slice.ts';
import { callError, gatewayClient } from '../../common.ts';
import { EMAIL_PLACEMENT, INVALID_EMAIL } from '../placement.ts';
import {
  accountFound,
  type addressSubmitted,
  emailFailed,
  registered,
  registrationStarted,
} from '../slice.ts';

type Exists = EndpointOutput<typeof getEmailExists>;
type Registration = EndpointOutput<typeof postEmailRegister>;

/**
 * The address step (spec §4 "E-mail login: check existence, then register or log in"): a verified account asks
 * for its password; an unknown or never-verified address signs up, which mails a verification link.
 */
export function* submitAddress({ payload }: ReturnType<typeof addressSubmitted>) {
  const parsed = emailSchema.safeParse(payload.email);
  if (!parsed.success) {
    yield put(emailFailed({ error: undefined, fieldErrors: { email: INVALID_EMAIL } }));
    return;
  }
  const email = parsed.data;
  const client: GatewayClient = yield* gatewayClient();
  const exists: Exists | GatewayCallError = yield call(gatewayApi.getEmailExists, client, { email });
  if (isGatewayCallError(exists)) {
    yield put(emailFailed(placeError(callError(exists), EMAIL_PLACEMENT)));
    return;
  }
  if (exists.exists && exists.verified) {
    yield put(accountFound({ email, hasPassword: exists.hasPassword }));
    return;
  }
  yield put(registrationStarted());
  const registration: Registration | GatewayCallError = yield call(gatewayApi.postEmailRegister, client, {
    email,
  });
  if (isGatewayCallError(registration)) {
    yield put(emailFailed(placeError(callError(registration), EMAIL_PLACEMENT)));
    return;
  }
  yield put(registered({ email, ...registration }));
  yield put(loginViewChanged('emailVerify'));
}
