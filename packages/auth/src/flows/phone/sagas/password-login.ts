import type { LoginResult } from '@aura/contracts';
import { type GatewayClient } from '@aura/gateway-client';
import { call, put } from 'redux-saga/effects';
import { placeError, type FieldErrors } from '../../../errors/fields.ts';
import { signedIn } from '../../../session/slice.ts';
import { callError, gatewayClient, loginExtras } from '../../common.ts';
import { loadPhoneNumbers } from '../numbers-loader.ts';
import { INVALID_NUMBER, PASSWORD_REQUIRED, PHONE_PLACEMENT } from '../placement.ts';
import { type passwordLoginSubmitted, phoneFailed, type PhoneField } from '../slice.ts';
import { authApi } from '../../../api.ts';

/** Number and password. Too many wrong passwords pause it; the screen then points to Forgot password. */
export function* loginWithPassword({ payload }: ReturnType<typeof passwordLoginSubmitted>) {
  const { toE164 }: Awaited<ReturnType<typeof loadPhoneNumbers>> = yield call(loadPhoneNumbers);
  const mobile = toE164(payload.country, payload.number);
  const fieldErrors: FieldErrors<PhoneField> = {};
  if (!mobile) fieldErrors.number = INVALID_NUMBER;
  if (!payload.password) fieldErrors.password = PASSWORD_REQUIRED;
  if (!mobile || !payload.password) {
    yield put(phoneFailed({ error: undefined, fieldErrors }));
    return;
  }
  const client: GatewayClient = yield* gatewayClient();
  try {
    yield* signInWithPassword(client, mobile, payload.password);
  } catch (caught) {
    yield put(phoneFailed(placeError(callError(caught), PHONE_PLACEMENT)));
  }
}

/** Signs in with number and password (a sign-in's extras too); a failed call is thrown, for the caller to place. */
export function* signInWithPassword(client: GatewayClient, mobile: string, password: string) {
  const extras: { countryId?: number } = yield* loginExtras();
  const result: LoginResult = yield call(authApi.postMobilePasswordLogin, client, {
    mobile,
    password,
    ...extras,
  });
  yield put(signedIn(result));
}
