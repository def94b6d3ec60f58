import {
  TELEMETRY_HEADER,
  type CodeChannel,
  type CodeSent,
  type EndpointOutput,
  type getCheckMobile,
} from '@aura/contracts';
import { type GatewayClient } from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import { callError, gatewayClient } from '../../common.ts';
import { loadPhoneNumbers } from '../numbers-loader.ts';
import { INVALID_NUMBER, PHONE_PLACEMENT } from '../placement.ts';
import {
  browserEnvironment,
  encodeTelemetry,
  type EnvironmentSignals,
  type FormSignals,
} from '../telemetry.ts';
import {
  type codeRequested,
  type codeResendRequested,
  codeSent,
  phoneFailed,
  type CodePurpose,
  type PhoneState,
} from '../slice.ts';
import { selectPhoneFlow } from '../../../selectors.ts';
import { authApi } from '../../../api.ts';

/**
 * Reads the number at the gateway (account? password? may sign up?), then sends the code with the anti-bot
 * telemetry: the form's signals and the browser's, read when the code is asked for.
 */
function* checkAndSend(
  mobile: string,
  channel: CodeChannel,
  purpose: CodePurpose,
  form: FormSignals | undefined,
) {
  const client: GatewayClient = yield* gatewayClient();
  try {
    const checked: EndpointOutput<typeof getCheckMobile> = yield call(authApi.getCheckMobile, client, {
      mobile,
    });
    const environment: EnvironmentSignals = yield call(browserEnvironment);
    const headers = { [TELEMETRY_HEADER]: encodeTelemetry(form, environment) };
    const sent: CodeSent = yield call(
      authApi.postSendCode,
      client,
      { mobile: checked.e164, channel, purpose },
      { headers },
    );
    const { e164, registered, hasPassword } = checked;
    yield put(codeSent({ purpose, mobile: e164, registered, hasPassword, sent }));
  } catch (caught) {
    yield put(phoneFailed(placeError(callError(caught), PHONE_PLACEMENT)));
  }
}

/** The number step: checks the number here first (libphonenumber-js), so a typo costs no round trip. */
export function* requestCode({ payload }: ReturnType<typeof codeRequested>) {
  const { toE164 }: Awaited<ReturnType<typeof loadPhoneNumbers>> = yield call(loadPhoneNumbers);
  const mobile = toE164(payload.country, payload.number);
  if (!mobile) {
    yield put(phoneFailed({ error: undefined, fieldErrors: { number: INVALID_NUMBER } }));
    return;
  }
  yield call(checkAndSend, mobile, payload.channel, payload.purpose, payload.telemetry);
}

/** "Send a new code" on the code step, to the number and by the channel of the last one. */
export function* resendCode({ payload }: ReturnType<typeof codeResendRequested>) {
  const state: PhoneState = yield select(selectPhoneFlow);
  if (!state.mobile) return;
  yield call(checkAndSend, state.mobile, state.channel, payload.purpose, payload.telemetry);
}
