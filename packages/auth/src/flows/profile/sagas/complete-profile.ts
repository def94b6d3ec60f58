import type { ProfileSummary } from '@aura/contracts';
import { type GatewayClient } from '@aura/gateway-client';
import { call, put, takeLeading } from 'redux-saga/effects';
import { placeError, type FieldErrors } from '../../../errors/fields.ts';
import { profileUpdated } from '../../../session/slice.ts';
import { callError, gatewayClient } from '../../common.ts';
import { isAdult, isoBirthday } from '../birthday.ts';
import {
  BIRTHDAY_INVALID,
  BIRTHDAY_REQUIRED,
  CONFIRM_ADULT,
  GENDER_REQUIRED,
  NICKNAME_REQUIRED,
  PROFILE_PLACEMENT,
  UNDER_AGE,
} from '../placement.ts';
import { profileFailed, profileSubmitted, type ProfileField } from '../slice.ts';
import { authApi } from '../../../api.ts';

/**
 * Profile completion (spec §5): a nickname, a gender (fixed once chosen), a birthday at least 18 years ago by
 * the server's clock, and the 18+ confirmation. The gateway checks again, and checks the nickname's words.
 */
export function* completeProfile({ payload }: ReturnType<typeof profileSubmitted>) {
  const client: GatewayClient = yield* gatewayClient();
  const nickname = payload.nickname.trim();
  const birthday = isoBirthday(payload.birthday);
  const picked = Object.values(payload.birthday).every((part) => part !== undefined);
  const fieldErrors: FieldErrors<ProfileField> = {};
  if (!nickname) fieldErrors.nickname = NICKNAME_REQUIRED;
  if (payload.gender === undefined) fieldErrors.gender = GENDER_REQUIRED;
  if (!birthday) fieldErrors.birthday = picked ? BIRTHDAY_INVALID : BIRTHDAY_REQUIRED;
  else if (!isAdult(birthday, client.now())) fieldErrors.birthday = UNDER_AGE;
  if (!payload.adultConfirmed) fieldErrors.adult = CONFIRM_ADULT;
  if (!birthday || payload.gender === undefined || Object.keys(fieldErrors).length > 0) {
    yield put(profileFailed({ error: undefined, fieldErrors }));
    return;
  }
  try {
    const profile: ProfileSummary = yield call(authApi.postComplementInfo, client, {
      nickname,
      gender: payload.gender,
      birthday,
      adultConfirmed: true,
    });
    yield put(profileUpdated(profile));
  } catch (caught) {
    yield put(profileFailed(placeError(callError(caught), PROFILE_PLACEMENT)));
  }
}

export function* profileSaga() {
  yield takeLeading(profileSubmitted, completeProfile);
}
