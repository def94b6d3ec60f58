import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi, ProfileWhich } from '../api.ts';
import { generic } from '../messages.ts';
import { pageKey, profileLoadFailed, profileLoaded } from '../slice.ts';

/** Loads a profile page when it opens. */
export function* loadProfile(api: ProfileApi, action: PayloadAction<ProfileWhich>) {
  const key = pageKey(action.payload);
  try {
    const profile = (yield call([api, api.profile], action.payload)) as Awaited<
      ReturnType<ProfileApi['profile']>
    >;
    yield put(profileLoaded({ key, profile }));
  } catch (error) {
    const missing = error instanceof GatewayCallError && error.code === BUSINESS_CODES.userNotFound;
    yield put(profileLoadFailed({ key, error: missing ? { key: 'profile:page.notFound' } : generic }));
  }
}
