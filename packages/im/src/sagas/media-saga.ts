import { BUSINESS_CODES, PROFILE_LIMITS, type ChatMessage } from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';
import {
  imageWritten,
  messageFailed,
  messageSent,
  translationArrived,
  translationRefused,
} from '../slice.ts';
import { imageChosen, translatePressed } from '../actions.ts';

/** The bytes a base64 text holds. */
const bytesOf = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/**
 * Sends a chosen photo (docs/messages.md "Images"): its echo at once, one attempt, then the stored message or the
 * refusal's words (the 5 MB limit is said before anything is uploaded). Photos are not kept by the outbox: one that
 * got no answer shows as failed and is chosen again.
 */
function* sendImage(deps: ImDependencies, { payload }: ReturnType<typeof imageChosen>) {
  const { peerId, clientId, senderId, sentAt, base64 } = payload;
  yield put(imageWritten({ peerId, clientId, senderId, sentAt }));
  if (bytesOf(base64) > PROFILE_LIMITS.maxImageBytes) {
    yield put(messageFailed({ peerId, clientId, code: BUSINESS_CODES.imageTooLarge }));
    return;
  }
  try {
    const answer: { message: ChatMessage } = yield call([deps.api, deps.api.sendImage], {
      friendId: peerId,
      clientId,
      image: base64,
    });
    yield put(messageSent({ peerId, message: answer.message }));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    yield put(messageFailed({ peerId, clientId, code: error.code }));
  }
}

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

/** Photos and translations: the chat's calls beside the texts' outbox. */
export function* imMediaSaga(deps: ImDependencies) {
  yield takeEvery(imageChosen, sendImage, deps);
  yield takeEvery(translatePressed, translateMessage, deps);
}
