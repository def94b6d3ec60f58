import type { LoginResult } from '@aura/contracts';
import { isGatewayCallError, type GatewayCallError, type GatewayClient } from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import { signedIn } from '../../../session/slice.ts';
import { gatewayClient, loginExtras } from '../../common.ts';
import { PASSWORD_REQUIRED } from '../placement.ts';
import { emailFailed, type passwordSubmitted, type EmailState } from '../slice.ts';
import { emailCallFailed } from './checks.ts';
import { selectEmailFlow } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

/** Signs in with the address found and its password. */
export function* loginWithPassword({ payload }: ReturnType<typeof passwordSubmitted>) {
  if (!payload.password) {
    yield put(emailFailed({ error: undefined, fieldErrors: { password: PASSWORD_REQUIRED } }));
    return;
  }
  const { email }: EmailState = yield select(selectEmailFlow);
  const client: GatewayClient = yield* gatewayClient();
  const extras: { countryId?: number } = yield* loginExtras();
  const result: LoginResult | GatewayCallError = yield call(authApi.postEmailLogin, client, {
    email,
    password: payload.password,
    ...extras,
  });
  if (isGatewayCallError(result)) yield put(emailCallFailed(result));
  else yield put(signedIn(result));
}
