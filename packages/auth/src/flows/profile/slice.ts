import type { Gender } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldErrors, PlacedError } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import { profileUpdated, signedIn, signedOut } from '../../session/slice.ts';

export type ProfileField = 'nickname' | 'gender' | 'birthday' | 'adult';

/** A birthday as picked: year, month (1–12) and day, each possibly not picked yet. */
export interface BirthdayInput {
  year: number | undefined;
  month: number | undefined;
  day: number | undefined;
}

export interface ProfileForm {
  nickname: string;
  gender: Gender | undefined;
  birthday: BirthdayInput;
  adultConfirmed: boolean;
}

export interface ProfileState {
  pending: boolean;
  error: Message | undefined;
  fieldErrors: FieldErrors<ProfileField>;
}

const initialState: ProfileState = { pending: false, error: undefined, fieldErrors: {} };

export const profileSlice = createSlice({
  name: 'authProfile',
  initialState,
  reducers: {
    /** Sends nickname, gender, birthday and the 18+ confirmation (spec §5) with complementInfo. */
    profileSubmitted(state, _action: PayloadAction<ProfileForm>) {
      state.pending = true;
      state.error = undefined;
      state.fieldErrors = {};
    },
    failed(state, action: PayloadAction<PlacedError<ProfileField>>) {
      state.pending = false;
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fieldErrors;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialState;
    builder.addCase(profileUpdated, reset).addCase(signedIn, reset).addCase(signedOut, reset);
  },
});

export const { profileSubmitted, failed: profileFailed } = profileSlice.actions;
