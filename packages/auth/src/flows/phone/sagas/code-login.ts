import type { LoginResult } from '@aura/contracts';
import { PASSWORD_LENGTH } from '@aura/contracts';
import { type GatewayClient } from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import { placeError, type FieldErrors } from '../../../errors/fields.ts';
import { signedIn } from '../../../session/slice.ts';
import { callError, gatewayClient, loginExtras } from '../../common.ts';
import { CODE_REQUIRED, PASSWORD_TOO_SHORT, PHONE_PLACEMENT } from '../placement.ts';
import { type codeLoginSubmitted, phoneFailed, type PhoneField, type PhoneState } from '../slice.ts';
import { selectPhoneFlow } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

const DIGITS = /^\d+$/;

/** Signs in with the code, or signs up a new number, with the optional password (at least 8). */
export function* loginWithCode({ payload }: ReturnType<typeof codeLoginSubmitted>) {
  const state: PhoneState = yield select(selectPhoneFlow);
  const code = payload.code.trim();
  const password = payload.password || undefined;
  const fieldErrors: FieldErrors<PhoneField> = {};
  if (!DIGITS.test(code)) fieldErrors.code = CODE_REQUIRED;
  if (password !== undefined && password.length < PASSWORD_LENGTH.phoneMin) {
    fieldErrors.password = PASSWORD_TOO_SHORT;
  }
  if (Object.keys(fieldErrors).length > 0 || !state.mobile || !state.code) {
    yield put(phoneFailed({ error: undefined, fieldErrors }));
    return;
  }
  const client: GatewayClient = yield* gatewayClient();
  const extras: { countryId?: number } = yield* loginExtras();
  try {
    const result: LoginResult = yield call(authApi.postPhoneLogin, client, {
      mobile: state.mobile,
      requestId: state.code.requestId,
      code,
      ...(password ? { password } : {}),
      ...extras,
    });
    yield put(signedIn(result));
  } catch (caught) {
    yield put(phoneFailed(placeError(callError(caught), PHONE_PLACEMENT)));
  }
}
