import {
  emailSchema,
  type CodeChannel,
  type EndpointOutput,
  type ProfileSummary,
  type UserInfo,
  type postBindSendCode,
  type postBindVerify,
} from '@aura/contracts';
import { isGatewayCallError, type GatewayCallError, type GatewayClient } from '@aura/gateway-client';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import { profileUpdated, userInfoRefreshed, type BindKind } from '../../../session/slice.ts';
import { callError, gatewayClient } from '../../common.ts';
import { loadPhoneNumbers } from '../../phone/numbers-loader.ts';
import { CODE_REQUIRED, INVALID_VALUE, bindPlacement } from '../placement.ts';
import {
  bindCodeRequested,
  bindCodeResendRequested,
  bindCodeSent,
  bindCodeSubmitted,
  bindFailed,
  bound,
  type BindState,
} from '../slice.ts';
import { selectBindFlow, selectProfile } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

type Sent = EndpointOutput<typeof postBindSendCode>;
type Verified = EndpointOutput<typeof postBindVerify>;

function* sendBindCode(kind: BindKind, value: string, channel: CodeChannel) {
  const client: GatewayClient = yield* gatewayClient();
  const target = kind === 'email' ? { kind, value } : { kind, value, channel };
  const sent: Sent | GatewayCallError = yield call(authApi.postBindSendCode, client, target);
  if (isGatewayCallError(sent)) {
    yield put(bindFailed(placeError(callError(sent), bindPlacement(kind))));
    return;
  }
  const { takeover, ...code } = sent;
  yield put(bindCodeSent({ value, takeover, sent: code }));
}

/** Sends a code to the address or number (checked here first); the answer says whether it is a takeover. */
export function* requestBindCode({ payload }: ReturnType<typeof bindCodeRequested>) {
  let value: string | undefined;
  if (payload.kind === 'email') value = emailSchema.safeParse(payload.email).data;
  else {
    const { toE164 }: Awaited<ReturnType<typeof loadPhoneNumbers>> = yield call(loadPhoneNumbers);
    value = toE164(payload.country, payload.number);
  }
  if (!value) {
    yield put(bindFailed({ error: undefined, fieldErrors: { value: INVALID_VALUE[payload.kind] } }));
    return;
  }
  yield call(sendBindCode, payload.kind, value, payload.kind === 'phone' ? payload.channel : 'sms');
}

export function* resendBindCode() {
  const state: BindState = yield select(selectBindFlow);
  if (state.value) yield call(sendBindCode, state.kind, state.value, state.channel);
}

/** The bound address or number in the profile, verified, without asking the gateway again. */
function boundProfile(profile: ProfileSummary, kind: BindKind, value: string): ProfileSummary {
  return kind === 'email' ? { ...profile, email: value, emailVerified: true } : { ...profile, phone: value };
}

/**
 * Binds with the code (spec §4). The first bind of a kind grants coins, so the balance is read again; a change
 * grants none.
 */
export function* verifyBindCode({ payload }: ReturnType<typeof bindCodeSubmitted>) {
  const state: BindState = yield select(selectBindFlow);
  const code = payload.code.trim();
  if (!/^\d+$/.test(code) || !state.value || !state.code) {
    yield put(bindFailed({ error: undefined, fieldErrors: { code: CODE_REQUIRED } }));
    return;
  }
  const client: GatewayClient = yield* gatewayClient();
  const { kind, value } = state;
  const verified: Verified | GatewayCallError = yield call(authApi.postBindVerify, client, {
    kind,
    value,
    requestId: state.code.requestId,
    code,
    confirmTakeover: payload.confirmTakeover,
  });
  if (isGatewayCallError(verified)) {
    yield put(bindFailed(placeError(callError(verified), bindPlacement(kind))));
    return;
  }
  const profile: ProfileSummary | undefined = yield select(selectProfile);
  if (profile) yield put(profileUpdated(boundProfile(profile, kind, value)));
  yield put(bound({ kind, value, coinsGranted: verified.coinsGranted }));
  if (verified.coinsGranted > 0) {
    try {
      const user: UserInfo = yield call(authApi.getUserInfo, client);
      yield put(userInfoRefreshed(user));
    } catch {
      // The balance shows the new coins at the next refresh.
    }
  }
}

/** Binding an e-mail address or phone number, started by `auth/bindRequested`. */
export function* bindSaga() {
  yield takeLeading(bindCodeRequested, requestBindCode);
  yield takeLeading(bindCodeResendRequested, resendBindCode);
  yield takeLeading(bindCodeSubmitted, verifyBindCode);
}
