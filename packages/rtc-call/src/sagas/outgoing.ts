import type {
  CallMedia,
  CallRecord,
  EndpointOutput,
  getCallPriceAndCoins,
  postCallLaunch,
} from '@aura/contracts';
import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, delay, put, race, spawn, take } from 'redux-saga/effects';
import { mediaFailureOf } from '../media-errors.ts';
import { messageKeyOfEndReason, messageKeyOfError, outcomeOfError } from '../messages.ts';
import {
  answered,
  cancelPressed,
  ended,
  launched,
  mediaFailed,
  priceChecked,
  type CallPeer,
} from '../slice.ts';
import { quietAction } from './actions.ts';
import { postBellRecord } from './bell-record.ts';
import { connectedCall } from './connected.ts';
import type { CallDependencies } from './context.ts';
import { openMedia, stopStream } from './media.ts';
import { callLeftRinging } from './realtime.ts';

/** Beyond the ring timeout the server ends the call itself; this side waits that much longer for its word. */
const SERVER_GRACE_MS = 3_000;

type PriceAndCoins = EndpointOutput<typeof getCallPriceAndCoins>;
type Launch = EndpointOutput<typeof postCallLaunch>;

/** The caller's side: price check, camera and microphone, launch, ringing, then the call (spec §4). */
export function* outgoingCall(deps: CallDependencies, peer: CallPeer, media: CallMedia) {
  const peerId = peer.userId;
  // `outgoingStarted` was put by the call saga at the press (call-saga.ts), before this chunk loaded.

  let price: PriceAndCoins;
  try {
    price = yield call([deps.api, deps.api.priceAndCoins], peerId);
  } catch (error) {
    yield put(ended({ outcome: 'failed', messageKey: messageKeyOfError(error) }));
    return;
  }
  const { remoteUserInfo } = price;
  yield put(
    priceChecked({
      pricePerMinute: price.pricePerMinute,
      balance: price.currentCoin,
      peer: { userId: peerId, userName: remoteUserInfo.userName, avatar: remoteUserInfo.avatar },
    }),
  );
  if (!price.canAfford) {
    yield put(ended({ outcome: 'failed', messageKey: 'base:coins.insufficientForCall' }));
    return;
  }

  // Spec §2 "RTC permission limit": the camera and microphone are asked for before the call rings anyone.
  let stream: MediaStream;
  try {
    stream = yield call(openMedia, deps.devices, media);
  } catch (error) {
    yield put(mediaFailed(mediaFailureOf(error)));
    yield put(ended({ outcome: 'failed' }));
    return;
  }
  deps.streams.set({ local: stream });

  // The callee may answer before the launch's own answer arrives: keep the call messages from now on.
  const messages: Channel<Action> = yield actionChannel(
    (action: Action) => action.type === 'call/messageReceived',
    buffers.expanding(8),
  );
  try {
    let session: Launch;
    try {
      session = yield call([deps.api, deps.api.launch], peerId, media);
    } catch (error) {
      yield put(ended({ outcome: outcomeOfError(error), messageKey: messageKeyOfError(error) }));
      return;
    }
    const room = session.call.roomNum;
    yield put(launched(session.call));

    const result: { cancel?: Action; record?: CallRecord; timeout?: true } = yield race({
      cancel: take(cancelPressed),
      record: call(nextStateOf, messages, room),
      timeout: delay(session.ringTimeoutMs + SERVER_GRACE_MS),
    });
    messages.close();
    if (result.cancel) {
      yield spawn(quietAction, deps, 'cancel', room);
      yield spawn(postBellRecord, deps, session.call, 1);
      yield put(ended({ outcome: 'cancelledByCaller' }));
      return;
    }
    if (result.timeout) {
      yield spawn(quietAction, deps, 'timeout', room);
      yield put(ended({ outcome: 'notAnswered' }));
      return;
    }
    const record = result.record!;
    if (record.state === 'ended') {
      yield put(
        ended({
          outcome: record.outcome ?? 'notAnswered',
          messageKey: messageKeyOfEndReason(record.endReason, 'caller'),
        }),
      );
      return;
    }
    yield put(answered(record));
    yield call(connectedCall, {
      deps,
      room,
      role: 'caller',
      media,
      iceServers: session.iceServers,
      agora: session.agora,
      stream,
    });
  } finally {
    messages.close();
    stopStream(stream);
    deps.streams.clear();
  }
}

/** The first record of `room` past ringing among the buffered call messages. */
function* nextStateOf(messages: Channel<Action>, room: string) {
  const matches = callLeftRinging(room);
  for (;;) {
    const action: Action & { payload?: { call?: CallRecord } } = yield take(messages);
    if (matches(action)) return action.payload!.call!;
  }
}
