import { APP_ROUTES, BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { searchFound, searchMissed } from '../slice.ts';
import { navigateTo } from './navigate.ts';

/** Finds a user by their search id and opens their profile page. */
export function* searchUser(api: ProfileApi, action: PayloadAction<{ searchUserId: string }>) {
  try {
    const profile = (yield call([api, api.profile], {
      searchUserId: action.payload.searchUserId,
    })) as Awaited<ReturnType<ProfileApi['profile']>>;
    yield put(searchFound(profile));
    yield* navigateTo(APP_ROUTES.profile.replace('$friendId', profile.userId));
  } catch (error) {
    const missing = error instanceof GatewayCallError && error.code === BUSINESS_CODES.userNotFound;
    yield put(searchMissed(missing ? 'notFound' : 'failed'));
  }
}
