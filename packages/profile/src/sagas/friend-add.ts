import type { EndpointOutput, getFriends, postFriendRequest } from '@aura/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { friendRefusal } from '../messages.ts';
import { selectFriendAdd } from '../selectors.ts';
import { friendAddDone, friendAddFailed, friendAddReady, type ProfileState } from '../slice.ts';

/**
 * The add-friend popup opened on a profile: what a request would cost now (free adds left today, the price
 * after), or that the two are friends already, or that a request of this user's is on its way.
 */
export function* loadFriendTerms(api: ProfileApi, action: PayloadAction<{ userId: string }>) {
  try {
    const answer = (yield call([api, api.friends])) as EndpointOutput<typeof getFriends>;
    const { userId } = action.payload;
    const is = (person: { userId: string }) => person.userId === userId;
    const status = answer.friends.some(is)
      ? 'friends'
      : answer.outgoing.some((request) => is(request.user))
        ? 'sent'
        : 'confirm';
    yield put(friendAddReady({ status, price: answer.addPrice, freeAddsLeft: answer.freeAddsLeft }));
  } catch (error) {
    yield put(friendAddFailed(friendRefusal(error)));
  }
}

/** Sends the request through the friends module; it charges the price once the free adds are spent. */
export function* sendFriendRequest(api: ProfileApi) {
  const { userId } = (yield select(selectFriendAdd)) as ProfileState['friendAdd'];
  if (!userId) return;
  try {
    const answer = (yield call([api, api.addFriend], userId)) as EndpointOutput<typeof postFriendRequest>;
    yield put(friendAddDone(answer.state));
  } catch (error) {
    yield put(friendAddFailed(friendRefusal(error)));
  }
}
