import type { KycState } from '@aura/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { kycRefusal } from '../messages.ts';
import { kycFailed, kycLoaded, kycProviderReady } from '../slice.ts';

export function* loadKyc(api: ProfileApi) {
  try {
    yield put(kycLoaded((yield call([api, api.kycState])) as KycState));
  } catch (error) {
    yield put(kycFailed(kycRefusal(error)));
  }
}

/** The popup's photos to the server's estimate: passed, or a document check next. */
export function* estimateAge(api: ProfileApi, action: PayloadAction<{ photos: string[] }>) {
  try {
    yield put(kycLoaded((yield call([api, api.estimateAge], action.payload.photos)) as KycState));
  } catch (error) {
    yield put(kycFailed(kycRefusal(error)));
  }
}

/** Opens a document check at the provider; the screen then leaves for its page. */
export function* openDocumentCheck(api: ProfileApi, action: PayloadAction<{ returnTo: string }>) {
  try {
    const { url } = (yield call([api, api.kycPageUrl], action.payload.returnTo)) as { url: string };
    yield put(kycProviderReady({ url }));
  } catch (error) {
    yield put(kycFailed(kycRefusal(error)));
  }
}
