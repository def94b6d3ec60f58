import { IM_LIMITS } from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import { call, put, select } from 'redux-saga/effects';
import type { ChatsAnswer, MessagesAnswer } from '../api.ts';
import type { ImDependencies } from '../ports.ts';
import { selectIm } from '../selectors.ts';
import { chatsLoaded, historyLoaded, readMarked, unreadChanged, type ImState } from '../slice.ts';

/**
 * Fetches what the conversation's seq says this tab misses, page by page, until it holds the last one; a
 * conversation never loaded gets its latest page.
 */
export function* catchUp(deps: ImDependencies, peerId: string) {
  for (;;) {
    const { conversations }: ImState = yield select(selectIm);
    const conversation = conversations[peerId];
    if (!conversation) return;
    if (!conversation.loaded) {
      // Never loaded (opened while offline, or only written to): its latest page first.
      const latest: MessagesAnswer = yield call([deps.api, deps.api.messages], { friendId: peerId });
      yield put(historyLoaded({ peerId, page: latest }));
      continue;
    }
    const page: MessagesAnswer = yield call([deps.api, deps.api.messages], {
      friendId: peerId,
      afterSeq: conversation.lastSeq,
    });
    yield put(historyLoaded({ peerId, page }));
    if (page.messages.length < IM_LIMITS.pageSize || page.lastSeq <= conversation.lastSeq) return;
  }
}

/** The chat list and the unread count as the server has them now. */
export function* refreshChats(deps: ImDependencies) {
  try {
    const answer: ChatsAnswer = yield call([deps.api, deps.api.chats]);
    yield put(chatsLoaded(answer));
    return answer;
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    return undefined;
  }
}

/** Marks the open chat read up to what it shows, when there is something new to mark. */
export function* markRead(deps: ImDependencies, peerId: string) {
  const { conversations }: ImState = yield select(selectIm);
  const conversation = conversations[peerId];
  if (!conversation || conversation.lastSeq <= conversation.readSeq) return;
  try {
    const answer: { readSeq: number } = yield call([deps.api, deps.api.read], peerId, conversation.lastSeq);
    yield put(readMarked({ peerId, readSeq: answer.readSeq }));
    const unread: number = yield call([deps.api, deps.api.unread]);
    yield put(unreadChanged(unread));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
}

/**
 * Tells the sender this device received their messages up to `seq` (a delivery receipt). Best effort: a lost one is
 * made again after the next socket for every chat still unread, and reading implies it anyway.
 */
export function* markDelivered(deps: ImDependencies, peerId: string, seq: number) {
  try {
    yield call([deps.api, deps.api.delivered], peerId, seq);
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
}
