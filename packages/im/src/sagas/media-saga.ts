import { isGatewayCallError } from '@aura/gateway-client';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';
import { translationArrived, translationRefused } from '../slice.ts';
import { translatePressed } from '../actions.ts';

/** A translation asked for (paid per use): the text under the message, or why not (the day's limit, coins). */
function* translateMessage(deps: ImDependencies, { payload }: ReturnType<typeof translatePressed>) {
  const { peerId, seq, to } = payload;
  try {
    const answer: { text: string } = yield call([deps.api, deps.api.translate], {
      friendId: peerId,
      seq,
      to,
    });
    yield put(translationArrived({ peerId, seq, text: answer.text }));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    yield put(translationRefused({ peerId, code: error.code }));
  }
}

/** Translations: the chat's paid call beside the outbox (photos go through the outbox, send-saga.ts). */
export function* imMediaSaga(deps: ImDependencies) {
  yield takeEvery(translatePressed, translateMessage, deps);
}
