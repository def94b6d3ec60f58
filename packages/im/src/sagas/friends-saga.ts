import { isGatewayCallError } from '@aura/gateway-client';
import { call, cancelled, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { FriendsAnswer, RemindAnswer, RemindersAnswer } from '../api.ts';
import type { ImDependencies } from '../ports.ts';
import { selectFriends } from '../selectors.ts';
import { friendNoticeShown, friendsLoaded, remindAnswered, remindersLoaded } from '../slice.ts';
import {
  blockPressed,
  friendRemoved,
  friendRequested,
  friendsOpened,
  remindPressed,
  requestAccepted,
  requestDeclined,
  unblockPressed,
} from '../actions.ts';
import { refreshChats } from './catch-up.ts';

function* loadFriends(deps: ImDependencies) {
  try {
    const answer: FriendsAnswer = yield call([deps.api, deps.api.friends]);
    yield put(friendsLoaded(answer));
    const reminders: RemindersAnswer = yield call([deps.api, deps.api.reminders]);
    yield put(remindersLoaded(reminders));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
}

/**
 * Remind me when online (docs/messages.md "Online reminders"): the gateway's answer is kept and said (set, or
 * online already); a refusal says its words (the day's limit, spec §8).
 */
function* remind(deps: ImDependencies, action: ReturnType<typeof remindPressed>) {
  const { friendId, name } = action.payload;
  try {
    const answer: RemindAnswer = yield call([deps.api, deps.api.remind], friendId);
    yield put(remindAnswered({ ...answer, friendId }));
    const key = answer.online ? 'friends.cameOnline' : 'friends.remindSet';
    yield put(friendNoticeShown({ key, name: name ?? friendId }));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    yield put(friendNoticeShown({ code: error.code }));
  }
}

/** Fetches the friends again when the page has shown them (a realtime friend event). */
export function* loadFriendsIfShown(deps: ImDependencies) {
  if ((yield select(selectFriends)) as FriendsAnswer | undefined) yield call(loadFriends, deps);
}

type FriendAction = ReturnType<
  | typeof friendRequested
  | typeof requestAccepted
  | typeof requestDeclined
  | typeof friendRemoved
  | typeof blockPressed
  | typeof unblockPressed
>;

type Payload = { friendId?: string; requestId?: string; name?: string };

/** What the gateway is asked for each action, and the catalog key of what the page says when it is done. */
const REQUESTS: Record<string, [(api: ImDependencies['api'], payload: Payload) => Promise<unknown>, string]> =
  {
    [friendRequested.type]: [(api, p) => api.request(p.friendId!), 'friends.requestSent'],
    [requestAccepted.type]: [(api, p) => api.accept(p.requestId!), 'friends.accepted'],
    [requestDeclined.type]: [(api, p) => api.decline(p.requestId!), 'friends.declined'],
    [friendRemoved.type]: [(api, p) => api.remove(p.friendId!), 'friends.removed'],
    [blockPressed.type]: [(api, p) => api.block(p.friendId!), 'block.blocked'],
    [unblockPressed.type]: [(api, p) => api.unblock(p.friendId!), 'block.unblocked'],
  };

/** One friend action: the gateway's answer becomes a notice, then the lists are fetched again. */
function* act(deps: ImDependencies, action: FriendAction) {
  const payload: Payload = action.payload;
  const [ask, key] = REQUESTS[action.type]!;
  const name = payload.name;
  try {
    yield call(ask, deps.api, payload);
    yield put(friendNoticeShown(name ? { key, name } : { key }));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    yield put(friendNoticeShown({ code: error.code }));
  }
  yield call(loadFriends, deps);
  yield call(refreshChats, deps);
}

/**
 * Watches the presence of the user's friends once their list is fetched (the Online tab: every friend online now,
 * not only those an online reminder told of), and only theirs: friends added are watched, friends gone let go, and
 * all of them if this saga is cancelled. Past the socket's limit (the wall's hosts share it) the rest are not watched.
 */
function* watchFriends(deps: ImDependencies) {
  const { watch, unwatch } = deps.realtime;
  if (!watch || !unwatch) return;
  let watched = new Set<string>();
  try {
    for (;;) {
      const { payload }: ReturnType<typeof friendsLoaded> = yield take(friendsLoaded);
      const friends = new Set(payload.friends.map((friend) => friend.userId));
      const gone = [...watched].filter((id) => !friends.has(id));
      const added = [...friends].filter((id) => !watched.has(id));
      if (gone.length > 0) unwatch(gone);
      for (const id of gone) watched.delete(id);
      try {
        if (added.length > 0) watch(added);
        watched = new Set([...watched, ...added]);
      } catch {
        // The socket watches as many as it may: these friends are listed online only when a reminder says so.
      }
    }
  } finally {
    if (((yield cancelled()) as boolean) && watched.size > 0) unwatch([...watched]);
  }
}

/** The friends page: its lists, requests, removal and the block list (spec §4), and the friends' presence. */
export function* imFriendsSaga(deps: ImDependencies) {
  yield fork(watchFriends, deps);
  yield takeLatest(friendsOpened, loadFriends, deps);
  yield takeEvery(remindPressed, remind, deps);
  yield takeEvery((action: { type: string }) => action.type in REQUESTS, act, deps);
}
