import { KYC_LIMITS, LIKE_LIMITS, type AlbumPhoto, type KycState, type ProfileDetail } from '@aura/contracts';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import type { ProfileApi } from '../api.ts';
import type { ReviewSource } from '../sagas/review-notices.ts';
import { NAVIGATE_CONTEXT_KEY } from '../sagas/navigate.ts';
import { profileSaga } from '../sagas/profile-saga.ts';
import { profileSlice, type ProfileState } from '../slice.ts';
import { otherProfile, ownProfile, photoUnderReview, videoUnderReview } from './fixtures.ts';

/** An age check in `status`, with the popup's settings. */
export function kycState(status: KycState['status'], more: Partial<KycState> = {}): KycState {
  return {
    status,
    photoNum: KYC_LIMITS.photoNum,
    photoIntervals: KYC_LIMITS.photoIntervalMs,
    photoLocation: 'user',
    verified: status === 'passed',
    ...more,
  };
}

/** A gateway-free api: answers with the fixtures, or as `overrides` say. */
export function fakeProfileApi(overrides: Partial<ProfileApi> = {}): ProfileApi {
  return {
    profile: async (which) => {
      if (!which.friendId && !which.searchUserId) return ownProfile;
      return otherProfile;
    },
    update: async (input) => ({ ...ownProfile, ...input }) as ProfileDetail,
    upload: async (): Promise<AlbumPhoto> => ({ ...photoUnderReview, id: crypto.randomUUID() }),
    uploadVideo: async () => ({ ...videoUnderReview, id: crypto.randomUUID() }),
    remove: async () => ({ deleted: true }),
    kycState: async () => kycState('none'),
    estimateAge: async () => kycState('document', { estimatedAge: 21 }),
    kycPageUrl: async () => ({ url: 'https://kyc.example/v/session-1' }),
    earnings: async () => ({ host: false, days: [], calls: [] }),
    friends: async () => ({
      friends: [],
      incoming: [],
      outgoing: [],
      blocked: [],
      addPrice: 20,
      freeAddsLeft: 2,
    }),
    addFriend: async () => ({ state: 'sent', requestId: '1', charged: 0, freeAddsLeft: 1 }),
    deck: async () => ({ price: LIKE_LIMITS.price, cards: [otherProfile] }),
    like: async (friendId) => ({ userId: friendId, charged: LIKE_LIMITS.price, mutual: false }),
    pass: async () => ({ passed: true }),
    likes: async () => ({ likes: [] }),
    ...overrides,
  };
}

/**
 * A real store of the profile slice from `state` over its initial state, running the package's saga on `api`;
 * records every action and every path the saga navigated to.
 */
export function createProfileStore(
  state: Partial<ProfileState> = {},
  api: ProfileApi = fakeProfileApi(),
  realtime?: ReviewSource,
) {
  const actions: UnknownAction[] = [];
  const navigated: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagas = createSagaMiddleware({
    context: { [NAVIGATE_CONTEXT_KEY]: (to: string) => navigated.push(to) },
  });
  const store = configureStore({
    reducer: { [profileSlice.reducerPath]: profileSlice.reducer },
    preloadedState: { [profileSlice.reducerPath]: { ...profileSlice.getInitialState(), ...state } },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(record, sagas),
  });
  const task = sagas.run(profileSaga, api, realtime);
  return Object.assign(store, { actions, navigated, task });
}

export function ProfileStoreProvider({
  state,
  api,
  children,
}: {
  state?: Partial<ProfileState>;
  api?: ProfileApi;
  children: ReactNode;
}) {
  const [store] = useState(() => createProfileStore(state, api));
  return <Provider store={store}>{children}</Provider>;
}

/** A story decorator: `decorators: [withProfileStore]`, then `parameters: { store: {...}, api: {...} }`. */
export function withProfileStore(
  Story: () => ReactNode,
  context: { parameters: { store?: Partial<ProfileState>; api?: Partial<ProfileApi> } },
) {
  return (
    <ProfileStoreProvider state={context.parameters.store} api={fakeProfileApi(context.parameters.api)}>
      <Story />
    </ProfileStoreProvider>
  );
}
