import type { BalanceChanged, ServerMessage, Wallet } from '@aura/contracts';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  realtimeConnected,
  type GatewayClient,
  type RealtimeChannel,
} from '@aura/gateway-client';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { selectIsLoggedIn } from '../../selectors.ts';
import { REALTIME_CHANNEL_CONTEXT_KEY } from '../../sagas/context.ts';
import { navigateTo } from '../../sagas/effects.ts';
import { signedIn, signedOut } from '../../session/slice.ts';
import { walletApi } from '../api.ts';
import { balanceChanged, rechargeHref, rechargeRequested, walletLoaded } from '../slice.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger's movements of this user, as the tab's realtime channel hears them. */
function movements(channel: RealtimeChannel): EventChannel<BalanceChanged> {
  return eventChannel((emit) =>
    channel.on('message', (message: ServerMessage) => {
      if (message.type === 'balanceChanged') emit(message);
    }),
  );
}

function* forwardMovements(channel: RealtimeChannel) {
  const events: EventChannel<BalanceChanged> = yield call(movements, channel);
  try {
    for (;;) yield put(balanceChanged((yield take(events)) as BalanceChanged));
  } finally {
    events.close();
  }
}

/**
 * Reads the wallet, then waits for the next 0:00 UTC of the server's clock to read it again (a host's earnings
 * of today start at zero). A failed read keeps what the store has: the next reconnect reads again.
 */
function* load(client: GatewayClient) {
  if (!((yield select(selectIsLoggedIn)) as boolean)) return;
  try {
    const wallet: Wallet = yield call(walletApi.getWallet, client);
    yield put(walletLoaded(wallet));
  } catch {
    return;
  }
  for (;;) {
    const now = client.now();
    yield delay(DAY_MS - (now % DAY_MS));
    const wallet: Wallet | undefined = yield call(quietly, client);
    if (wallet) yield put(walletLoaded(wallet));
  }
}

function* quietly(client: GatewayClient) {
  try {
    return (yield call(walletApi.getWallet, client)) as Wallet;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the wallet slice true at every moment (architecture §6): the realtime channel's `balanceChanged` events
 * as they come, and the wallet endpoint read at every sign-in and every time the socket opens (again), which is
 * when events may have been missed. The newest `seq` wins in the slice, whatever the order of arrival. Signing
 * out stops the reading in flight.
 */
export function* walletSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  const channel: RealtimeChannel | undefined = yield getContext(REALTIME_CHANNEL_CONTEXT_KEY);
  if (channel) yield fork(forwardMovements, channel);
  // The latest of these wins: a sign-out cancels a reading in flight and the wait for the next day.
  yield takeLatest([signedIn.type, realtimeConnected.type, signedOut.type], function* (action) {
    if (!signedOut.match(action)) yield call(load, client);
  });
  // Every "not enough coins" moment offers the shop (issue 12), with the way back to where the user was.
  yield takeEvery(rechargeRequested.match, function* (action) {
    yield call(navigateTo, rechargeHref(action.payload.returnTo));
  });
}
