import { type ChatMessage } from '@aura/contracts';
import { NO_ANSWER_CODE, isGatewayCallError } from '@aura/gateway-client';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';
import { selectIm } from '../selectors.ts';
import {
  messageFailed,
  messageSent,
  retryAllPressed,
  retryPressed,
  sendPressed,
  type ImState,
} from '../slice.ts';
import { refreshChats } from './catch-up.ts';

/** Waits before each retry of a send that got no answer; the same client id makes a retry harmless. */
export const SEND_BACKOFF_MS = [1_000, 3_000, 9_000] as const;

function* deliver(deps: ImDependencies, peerId: string, clientId: string, text: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer: { message: ChatMessage } = yield call([deps.api, deps.api.send], {
        friendId: peerId,
        clientId,
        text,
      });
      yield put(messageSent({ peerId, message: answer.message }));
      yield call(refreshChats, deps);
      return;
    } catch (error) {
      if (!isGatewayCallError(error)) throw error;
      const wait = SEND_BACKOFF_MS[attempt];
      if (error.code !== NO_ANSWER_CODE || wait === undefined) {
        yield put(messageFailed({ peerId, clientId, code: error.code }));
        return;
      }
      yield call(deps.delay, wait);
    }
  }
}

function* sendOne(deps: ImDependencies, action: ReturnType<typeof sendPressed>) {
  const { peerId, clientId, text } = action.payload;
  yield call(deliver, deps, peerId, clientId, text);
}

function* retryOne(deps: ImDependencies, action: ReturnType<typeof retryPressed>) {
  const { peerId, clientId } = action.payload;
  const { conversations }: ImState = yield select(selectIm);
  const message = conversations[peerId]?.messages.find((local) => local.clientId === clientId);
  if (message) yield call(deliver, deps, peerId, clientId, message.text);
}

function* retryAll(action: ReturnType<typeof retryAllPressed>) {
  const { conversations }: ImState = yield select(selectIm);
  const failed = conversations[action.payload.peerId]?.messages.filter((local) => local.status === 'failed');
  yield all(
    (failed ?? []).map((local) =>
      put(retryPressed({ peerId: action.payload.peerId, clientId: local.clientId })),
    ),
  );
}

/** Sends what the composer sent, with retries on a lost answer; a refusal marks the message failed with its code. */
export function* imSendSaga(deps: ImDependencies) {
  yield takeEvery(sendPressed, sendOne, deps);
  yield takeEvery(retryPressed, retryOne, deps);
  yield takeEvery(retryAllPressed, retryAll);
}
