import { isGatewayCallError } from '@aura/gateway-client';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { MessagesAnswer } from '../api.ts';
import type { ImDependencies } from '../ports.ts';
import { chatOpened, chatsOpened, historyLoaded } from '../slice.ts';
import { catchUp, markRead, refreshChats } from './catch-up.ts';

function* openChat(deps: ImDependencies, action: ReturnType<typeof chatOpened>) {
  const peerId = action.payload;
  try {
    const page: MessagesAnswer = yield call([deps.api, deps.api.messages], { friendId: peerId });
    yield put(historyLoaded({ peerId, page }));
    yield call(catchUp, deps, peerId);
    yield call(markRead, deps, peerId);
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
}

/** A chat opened: its latest page, then it is read; the chat list opened: fetched again. */
export function* imChatSaga(deps: ImDependencies) {
  yield takeLatest(chatOpened, openChat, deps);
  yield takeLatest(chatsOpened, refreshChats, deps);
}
