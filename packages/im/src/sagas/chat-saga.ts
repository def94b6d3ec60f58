import { isGatewayCallError } from '@aura/gateway-client';
import { IM_LIMITS } from '@aura/contracts';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { MessagesAnswer } from '../api.ts';
import type { ImDependencies } from '../ports.ts';
import { selectIm } from '../selectors.ts';
import {
  chatOpened,
  firstHeldSeq,
  historyLoaded,
  olderFailed,
  olderLoaded,
  olderRequested,
  type ImState,
} from '../slice.ts';
import { chatsOpened } from '../actions.ts';
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

/** History: the page before the oldest message held, as the user scrolls up. */
function* loadOlder(deps: ImDependencies, action: ReturnType<typeof olderRequested>) {
  const peerId = action.payload;
  const { conversations }: ImState = yield select(selectIm);
  const conversation = conversations[peerId];
  if (!conversation?.loadingOlder) return;
  const limit = IM_LIMITS.pageSize;
  try {
    const page: MessagesAnswer = yield call([deps.api, deps.api.messages], {
      friendId: peerId,
      beforeSeq: firstHeldSeq(conversation),
      limit,
    });
    yield put(olderLoaded({ peerId, messages: page.messages, limit }));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    yield put(olderFailed(peerId));
  }
}

/** A chat opened: its latest page, then it is read; the chat list opened: fetched again. */
export function* imChatSaga(deps: ImDependencies) {
  yield takeLatest(chatOpened, openChat, deps);
  yield takeLatest(chatsOpened, refreshChats, deps);
  yield takeLeading(olderRequested, loadOlder, deps);
}
