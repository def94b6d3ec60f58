import { initialState, type PageState, type ProfileState } from './slice.ts';

/** The part of the root state this package reads; absent until the slice is injected (its routes are lazy). */
export interface ProfileRootState {
  profile?: ProfileState;
}

const LOADING: PageState = { status: 'loading' };

export const selectProfileState = (state: ProfileRootState): ProfileState => state.profile ?? initialState;
export const selectPage = (state: ProfileRootState, key: string): PageState =>
  selectProfileState(state).pages[key] ?? LOADING;
export const selectEdit = (state: ProfileRootState) => selectProfileState(state).edit;
export const selectUpload = (state: ProfileRootState) => selectProfileState(state).upload;
export const selectSearch = (state: ProfileRootState) => selectProfileState(state).search;
export const selectKyc = (state: ProfileRootState) => selectProfileState(state).kyc;
export const selectEarnings = (state: ProfileRootState) => selectProfileState(state).earnings;
export const selectFriendAdd = (state: ProfileRootState) => selectProfileState(state).friendAdd;
export const selectVideoUpload = (state: ProfileRootState) => selectProfileState(state).videoUpload;
export const selectCard = (state: ProfileRootState) => selectProfileState(state).card;
