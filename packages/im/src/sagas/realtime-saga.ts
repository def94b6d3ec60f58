import { imServerMessageSchema, type ChatMessage, type ImServerMessage } from '@aura/contracts';
import { selectUser, type AuthRootState } from '@aura/auth';
import { isGatewayCallError } from '@aura/gateway-client';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, put, select, take } from 'redux-saga/effects';
import type { ChatsAnswer } from '../api.ts';
import type { ImDependencies } from '../ports.ts';
import { selectIm } from '../selectors.ts';
import {
  conversationWiped,
  friendCameOnline,
  listedChatMessage,
  listedChatRead,
  onlineTipShown,
  messagesArrived,
  peerDelivered,
  peerRead,
  peerTypingChanged,
  type ImState,
} from '../slice.ts';
import { networkReturned } from '../actions.ts';
import { catchUp, markDelivered, markRead, refreshChats } from './catch-up.ts';
import { loadFriendsIfShown } from './friends-saga.ts';

type Event = { kind: 'open' } | { kind: 'online' } | { kind: 'message'; message: ImServerMessage };

function imEvents(deps: ImDependencies): EventChannel<Event> {
  return eventChannel<Event>((emit) => {
    const offMessage = deps.realtime.onMessage((raw) => {
      const parsed = imServerMessageSchema.safeParse(raw);
      if (parsed.success) emit({ kind: 'message', message: parsed.data });
    });
    const offOpen = deps.realtime.onOpen(() => emit({ kind: 'open' }));
    const offOnline = deps.realtime.onOnline?.(() => emit({ kind: 'online' }));
    return () => {
      offMessage();
      offOpen();
      offOnline?.();
    };
    // Buffered: a burst of messages arrives while the saga still handles the first (a read, the list); an
    // unbuffered channel would drop the rest until the next socket.
  }, buffers.expanding<Event>(64));
}

/** A new socket may have missed anything: the list and every conversation on screen catch up by seq. */
function* caughtUp(deps: ImDependencies) {
  const answer: ChatsAnswer | undefined = yield call(refreshChats, deps);
  // What came while this tab was away has reached this device now: its senders see it as delivered.
  const entries = (answer?.chats ?? []).flatMap((chat) => chat.userList ?? [chat]);
  for (const chat of entries) {
    if (chat.noReadCount > 0) yield call(markDelivered, deps, chat.friendId, chat.lastSeq);
  }
  const { conversations, openChat }: ImState = yield select(selectIm);
  for (const peerId of Object.keys(conversations)) yield call(catchUp, deps, peerId);
  if (openChat) yield call(markRead, deps, openChat);
}

/**
 * The chat list after a message from `peerId`: updated in place when the list shows that chat on its own and the
 * message is its next seq (docs/messages.md "The chat list"); asked of the server otherwise (a new chat, the say-hi
 * group, a gap, a list not loaded), as every message once was.
 */
function* listMessage(deps: ImDependencies, peerId: string, message: ChatMessage, read: boolean) {
  const { chats, chatsLoaded }: ImState = yield select(selectIm);
  const entry = chats.find((chat) => chat.friendId === peerId);
  if (chatsLoaded && entry && message.seq === entry.lastSeq + 1) {
    yield put(listedChatMessage({ peerId, message, read }));
  } else {
    yield call(refreshChats, deps);
  }
}

/** This user read the chat up to `seq` (in any tab): its entry has nothing unread when that is its latest. */
function* listRead(deps: ImDependencies, peerId: string, seq: number) {
  const { chats, chatsLoaded }: ImState = yield select(selectIm);
  const entry = chats.find((chat) => chat.friendId === peerId);
  if (chatsLoaded && entry && seq >= entry.lastSeq) yield put(listedChatRead(peerId));
  else yield call(refreshChats, deps);
}

function* received(deps: ImDependencies, message: ImServerMessage) {
  const me: string | undefined = (
    (yield select((state: AuthRootState) => selectUser(state))) as { userId: string } | undefined
  )?.userId;
  switch (message.type) {
    case 'imMessage': {
      const peerId = message.friendId;
      const { conversations, openChat }: ImState = yield select(selectIm);
      const conversation = conversations[peerId];
      if (conversation?.loaded) {
        if (message.message.seq === conversation.lastSeq + 1) {
          yield put(messagesArrived({ peerId, messages: [message.message] }));
        } else if (message.message.seq > conversation.lastSeq + 1) {
          yield call(catchUp, deps, peerId);
        }
      }
      // This user's own message (this tab's, or another's): the list shows it as the latest, nothing unread.
      if (message.message.senderId === me) {
        yield call(listMessage, deps, peerId, message.message, true);
        return;
      }
      if (openChat === peerId) yield call(markRead, deps, peerId);
      else yield call(markDelivered, deps, peerId, message.message.seq);
      yield call(listMessage, deps, peerId, message.message, openChat === peerId);
      return;
    }
    case 'imRead':
      if (message.readerId === me) yield call(listRead, deps, message.friendId, message.seq);
      else yield put(peerRead({ peerId: message.friendId, seq: message.seq }));
      return;
    case 'imDelivered':
      if (message.readerId !== me) yield put(peerDelivered({ peerId: message.friendId, seq: message.seq }));
      return;
    case 'imTyping':
      yield put(peerTypingChanged({ peerId: message.friendId, typing: message.typing }));
      return;
    case 'imOnline': {
      // A friend waited for came online: the online list, and the tip with their name over any page (docs/messages.md).
      yield put(friendCameOnline(message.friendId));
      const { friends }: ImState = yield select(selectIm);
      const person = friends?.friends.find((friend) => friend.userId === message.friendId);
      yield put(onlineTipShown({ friendId: message.friendId, name: person?.userName || message.friendId }));
      return;
    }
    case 'friendEvent':
      if (message.event === 'removed') yield put(conversationWiped(message.userId));
      yield call(loadFriendsIfShown, deps);
      yield call(refreshChats, deps);
  }
}

/** IM's realtime messages become state; each new socket catches up on what it may have missed. */
export function* imRealtimeSaga(deps: ImDependencies) {
  const channel: EventChannel<Event> = yield call(imEvents, deps);
  try {
    let event: Event = { kind: 'open' };
    for (;;) {
      try {
        if (event.kind === 'message') yield call(received, deps, event.message);
        else {
          yield put(networkReturned());
          if (event.kind === 'open') yield call(caughtUp, deps);
        }
      } catch (error) {
        // A catch-up that got no answer (the first one too) is made again on the next socket or message.
        if (!isGatewayCallError(error)) throw error;
      }
      event = yield take(channel);
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}
