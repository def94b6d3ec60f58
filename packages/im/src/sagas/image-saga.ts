import { BUSINESS_CODES, PROFILE_LIMITS, type ChatMessage } from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';
import { imageChosen, imageWritten, messageFailed, messageSent } from '../slice.ts';

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

export function* imImageSaga(deps: ImDependencies) {
  yield takeEvery(imageChosen, sendImage, deps);
}
