import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { uploadRefusal } from '../messages.ts';
import { photoDeleted, photoUploadFailed, photoUploaded } from '../slice.ts';

/** Uploads a picked photo; it comes back under review, shown to its owner alone until approved. */
export function* uploadPhoto(api: ProfileApi, action: PayloadAction<{ image: string }>) {
  try {
    const photo = (yield call([api, api.upload], action.payload.image)) as Awaited<
      ReturnType<ProfileApi['upload']>
    >;
    yield put(photoUploaded(photo));
  } catch (error) {
    yield put(photoUploadFailed(uploadRefusal(error)));
  }
}

export function* deletePhoto(api: ProfileApi, action: PayloadAction<{ id: string }>) {
  try {
    yield call([api, api.remove], action.payload.id);
    yield put(photoDeleted({ id: action.payload.id }));
  } catch (error) {
    yield put(photoUploadFailed(uploadRefusal(error)));
  }
}
