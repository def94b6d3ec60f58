import { GATEWAY_CLIENT_CONTEXT_KEY, type GatewayClient } from '@aura/gateway-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { hostsApi } from '../api.ts';
import { selectGuestList } from '../selectors.ts';
import {
  guestListFailed,
  guestListLoaded,
  guestListOpened,
  guestListRetried,
  guestListStarted,
  type HostsState,
} from '../slice.ts';

function* loadGuestList(client: GatewayClient, action: PayloadAction) {
  const guest: HostsState['guest'] = yield select(selectGuestList);
  // Statuses stay live over realtime, so a list once shown is kept; only a retry asks again.
  if (guestListOpened.match(action) && guest.status === 'ready') return;
  yield put(guestListStarted());
  const answer: Awaited<ReturnType<typeof hostsApi.getGuestHosts>> = yield call(
    hostsApi.getGuestHosts,
    client,
  );
  yield put(answer ? guestListLoaded(answer) : guestListFailed());
}

/** The visitors' guest host list (spec §6): loaded when first shown; one load at a time. */
export function* guestListSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  yield takeLeading([guestListOpened.type, guestListRetried.type], loadGuestList, client);
}
