import {
  NAVIGATE_CONTEXT_KEY as AUTH_NAVIGATE_KEY,
  REALTIME_CHANNEL_CONTEXT_KEY,
  signedOut,
} from '@aura/auth';
import { describe, expect, it } from 'vitest';
import { NAVIGATE_CONTEXT_KEY } from './sagas/navigate.ts';
import { REALTIME_CONTEXT_KEY } from './sagas/review-notices.ts';
import { SIGNED_OUT, initialState, profileLoaded, profileSlice } from './slice.ts';
import { ownProfile } from './testing/fixtures.ts';

describe('profileSlice', () => {
  it('names @aura/auth’s sign-out and navigation as they are', () => {
    expect(SIGNED_OUT).toBe(signedOut.type);
    expect(NAVIGATE_CONTEXT_KEY).toBe(AUTH_NAVIGATE_KEY);
    expect(REALTIME_CONTEXT_KEY).toBe(REALTIME_CHANNEL_CONTEXT_KEY);
  });

  it('forgets every profile when the user signs out', () => {
    const loaded = profileSlice.reducer(initialState, profileLoaded({ key: 'me', profile: ownProfile }));
    expect(loaded.pages.me?.status).toBe('loaded');
    expect(profileSlice.reducer(loaded, signedOut({ reason: 'logout' }))).toEqual(initialState);
  });
});
