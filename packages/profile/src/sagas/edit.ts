import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi, ProfileEditInput } from '../api.ts';
import { editRefusal } from '../messages.ts';
import { editRefused, editSaved } from '../slice.ts';

/** Saves the edit form; a refusal lands on its field with the rule's words. */
export function* saveProfile(api: ProfileApi, action: PayloadAction<ProfileEditInput>) {
  try {
    const profile = (yield call([api, api.update], action.payload)) as Awaited<
      ReturnType<ProfileApi['update']>
    >;
    yield put(editSaved(profile));
  } catch (error) {
    yield put(editRefused(editRefusal(error)));
  }
}
