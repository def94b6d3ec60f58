import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  NO_ANSWER_CODE,
  isGatewayCallError,
  type GatewayClient,
} from '@aura/gateway-client';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { hostsApi } from '../api.ts';
import {
  callSettingsLoadFailed,
  callSettingsLoadStarted,
  callSettingsLoaded,
  callSettingsOpened,
  callSettingsSaveFailed,
  callSettingsSaved,
  callSettingsSubmitted,
} from '../slice.ts';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

function* load(client: GatewayClient) {
  yield put(callSettingsLoadStarted());
  try {
    const settings: Answer<typeof hostsApi.getCallSettings> = yield call(hostsApi.getCallSettings, client);
    yield put(callSettingsLoaded(settings));
  } catch {
    // Session errors have raised their events already (the auth package acts on them); the page offers a retry.
    yield put(callSettingsLoadFailed());
  }
}

function* save(client: GatewayClient, action: ReturnType<typeof callSettingsSubmitted>) {
  try {
    const settings: Answer<typeof hostsApi.postCallSettings> = yield call(
      hostsApi.postCallSettings,
      client,
      action.payload,
    );
    yield put(callSettingsSaved(settings));
  } catch (error) {
    yield put(callSettingsSaveFailed({ code: isGatewayCallError(error) ? error.code : NO_ANSWER_CODE }));
  }
}

/**
 * The Call settings page's flow: loads the settings when the page opens, sends a change when it is saved. The
 * latest of each wins (a second save supersedes a first still on its way).
 */
export function* callSettingsSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  yield all([
    takeLatest(callSettingsOpened.type, load, client),
    takeLatest(callSettingsSubmitted.type, save, client),
  ]);
}
