import { type GatewayClient } from '@aura/gateway-client';
import { call, put } from 'redux-saga/effects';
import { gatewayClient } from '../../common.ts';
import { loginMethodsLoaded, type LoginMethods } from '../slice.ts';
import { authApi } from '../../../api.ts';

/** Which sign-up switches are on and which social providers are configured; nothing on failure. */
export function* loadLoginMethods() {
  const client: GatewayClient = yield* gatewayClient();
  const methods: LoginMethods | undefined = yield call(authApi.getLoginMethods, client);
  yield put(loginMethodsLoaded(methods));
}
