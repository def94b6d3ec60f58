import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { uploadRefusal, videoRefusal } from '../messages.ts';
import {
  photoDeleted,
  photoUploadFailed,
  photoUploaded,
  videoUploadFailed,
  videoUploaded,
} from '../slice.ts';

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

/** Uploads a picked story video; the gateway judges its container and length, and it comes back under review. */
export function* uploadVideo(api: ProfileApi, action: PayloadAction<{ video: string }>) {
  try {
    const video = (yield call([api, api.uploadVideo], action.payload.video)) as Awaited<
      ReturnType<ProfileApi['uploadVideo']>
    >;
    yield put(videoUploaded(video));
  } catch (error) {
    yield put(videoUploadFailed(videoRefusal(error)));
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
