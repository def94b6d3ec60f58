import { callStartRequested } from '@aura/rtc-call';
import { describe, expect, it } from 'vitest';
import { startCall } from './profile-route-pages.tsx';

describe('startCall', () => {
  it('is @aura/rtc-call’s callStartRequested, written out', () => {
    const profile = {
      userId: '100002',
      searchUserId: '77120045',
      nickname: 'Noor',
      bio: '',
      interests: [],
      languages: [],
      countryId: 0,
      onlineStatus: 2,
      photos: [],
      videos: [],
      verified: false,
      own: false,
    } as const;
    expect(startCall({ ...profile, interests: [], languages: [], photos: [], videos: [] })).toEqual(
      callStartRequested({ userId: '100002', media: 'video', userName: 'Noor' }),
    );
  });
});
