import { BUSINESS_CODES, PASSWORD_LENGTH } from '@aura/contracts';
import { type GatewayClient } from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import type { ErrorLike } from '../../../errors/message.ts';
import { messageFor } from '../../../errors/messages.ts';
import { callError, gatewayClient } from '../../common.ts';
import { CODE_REQUIRED, NEW_PASSWORD_PLACEMENT, PASSWORD_TOO_SHORT, PHONE_PLACEMENT } from '../placement.ts';
import {
  type newPasswordSubmitted,
  phoneFailed,
  type resetCodeSubmitted,
  resetCodeVerified,
  resetTimedOut,
  type PhoneState,
} from '../slice.ts';
import { signInWithPassword } from './password-login.ts';
import { selectPhoneFlow } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

/** Forgot password, second step: checks the code without using it up, then asks for the new password. */
export function* verifyResetCode({ payload }: ReturnType<typeof resetCodeSubmitted>) {
  const state: PhoneState = yield select(selectPhoneFlow);
  const code = payload.code.trim();
  if (!/^\d+$/.test(code) || !state.mobile || !state.resetCode) {
    yield put(phoneFailed({ error: undefined, fieldErrors: { code: CODE_REQUIRED } }));
    return;
  }
  const client: GatewayClient = yield* gatewayClient();
  try {
    yield call(authApi.postCheckCode, client, {
      mobile: state.mobile,
      requestId: state.resetCode.requestId,
      code,
    });
    yield put(resetCodeVerified({ code }));
  } catch (caught) {
    yield put(phoneFailed(placeError(callError(caught), PHONE_PLACEMENT)));
  }
}

/**
 * Forgot password, last step: sets the new password with the checked code, then signs in with it. Past the reset
 * window the number must be verified again (spec §4), so the flow goes back to its first step.
 */
export function* setNewPassword({ payload }: ReturnType<typeof newPasswordSubmitted>) {
  const state: PhoneState = yield select(selectPhoneFlow);
  if (payload.password.length < PASSWORD_LENGTH.phoneMin) {
    yield put(phoneFailed({ error: undefined, fieldErrors: { password: PASSWORD_TOO_SHORT } }));
    return;
  }
  if (!state.mobile || !state.resetCode || !state.verifiedResetCode) return;
  const client: GatewayClient = yield* gatewayClient();
  const mobile = state.mobile;
  let failure: ErrorLike | undefined;
  try {
    yield call(authApi.postUpdateMobilePassword, client, {
      mobile,
      requestId: state.resetCode.requestId,
      code: state.verifiedResetCode,
      password: payload.password,
    });
    yield* signInWithPassword(client, mobile, payload.password);
  } catch (caught) {
    failure = callError(caught);
  }
  if (!failure) return;
  if (failure.code === BUSINESS_CODES.resetTimedOut) yield put(resetTimedOut(messageFor(failure)));
  else yield put(phoneFailed(placeError(failure, NEW_PASSWORD_PLACEMENT)));
}
