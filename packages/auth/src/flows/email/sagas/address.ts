import type { EndpointOutput, getEmailExists, postEmailRegister } from '@aura/contracts';
import { isGatewayCallError, type GatewayCallError, type GatewayClient } from '@aura/gateway-client';
import { call, put } from 'redux-saga/effects';
import { loginViewChanged } from '../../../session/slice.ts';
import { gatewayClient } from '../../common.ts';
import { accountFound, type addressSubmitted, registered, registrationStarted } from '../slice.ts';
import { emailCallFailed, parsedEmail } from './checks.ts';
import { authApi } from '../../../api.ts';

type Exists = EndpointOutput<typeof getEmailExists>;
type Registration = EndpointOutput<typeof postEmailRegister>;

/**
 * The address step (spec §4 "E-mail login: check existence, then register or log in"): a verified account asks
 * for its password; an unknown or never-verified address signs up, which mails a verification link.
 */
export function* submitAddress({ payload }: ReturnType<typeof addressSubmitted>) {
  const email: string | undefined = yield* parsedEmail(payload.email);
  if (!email) return;
  const client: GatewayClient = yield* gatewayClient();
  const exists: Exists | GatewayCallError = yield call(authApi.getEmailExists, client, { email });
  if (isGatewayCallError(exists)) {
    yield put(emailCallFailed(exists));
    return;
  }
  if (exists.exists && exists.verified) {
    yield put(accountFound({ email, hasPassword: exists.hasPassword }));
    return;
  }
  yield put(registrationStarted());
  const registration: Registration | GatewayCallError = yield call(authApi.postEmailRegister, client, {
    email,
  });
  if (isGatewayCallError(registration)) {
    yield put(emailCallFailed(registration));
    return;
  }
  yield put(registered({ email, ...registration }));
  yield put(loginViewChanged('emailVerify'));
}
