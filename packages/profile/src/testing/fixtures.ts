import {
  GENDERS,
  INTERESTS,
  USER_STATUS,
  type AlbumPhoto,
  type AlbumVideo,
  type ProfileDetail,
} from '@aura/contracts';

/** A small picture in a data URL, so that stories and tests show a photo without a gateway. */
const PIXEL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#2a9d8f"/><circle cx="60" cy="48" r="22" fill="#e9c46a"/><rect x="24" y="78" width="72" height="34" rx="16" fill="#e9c46a"/></svg>',
  );

export const approvedPhoto: AlbumPhoto = {
  id: '0b7c3f2e-1a6d-4c55-9a1e-5d3f0c2b9a01',
  status: 'approved',
  url: PIXEL,
  thumbUrl: PIXEL,
  width: 120,
  height: 120,
};

export const photoUnderReview: AlbumPhoto = {
  ...approvedPhoto,
  id: '0b7c3f2e-1a6d-4c55-9a1e-5d3f0c2b9a02',
  status: 'review',
};

export const rejectedPhoto: AlbumPhoto = {
  id: '0b7c3f2e-1a6d-4c55-9a1e-5d3f0c2b9a03',
  status: 'rejected',
  width: 120,
  height: 120,
  reason: 'Not a photo of you.',
};

/** A story video just uploaded, as its owner sees it (no address here: stories and tests load no file). */
export const videoUnderReview: AlbumVideo = {
  id: '3f0c3d8e-8d1e-4d8a-9a57-7a0e6f1c2b01',
  status: 'review',
  mime: 'video/webm',
  width: 640,
  height: 480,
  durationMs: 12_000,
};

/** One's own profile, complete, the birthday change still free. */
export const ownProfile: ProfileDetail = {
  userId: '100001',
  searchUserId: '48213377',
  nickname: 'Ayla',
  gender: GENDERS.female,
  age: 31,
  constellation: 'aries',
  bio: 'Coffee first, then the world.',
  interests: [INTERESTS.coffee, INTERESTS.travel],
  languages: [1, 20],
  countryId: 0,
  onlineStatus: USER_STATUS.online,
  photos: [approvedPhoto, photoUnderReview, rejectedPhoto],
  videos: [],
  verified: false,
  own: true,
  birthday: '1995-04-12',
  birthdayChangesLeft: 1,
};

/** Somebody else's profile, as another user sees it. */
export const otherProfile: ProfileDetail = {
  userId: '100002',
  searchUserId: '77120045',
  nickname: 'Noor',
  gender: GENDERS.female,
  age: 27,
  constellation: 'leo',
  bio: 'Music and long walks.',
  interests: [INTERESTS.music, INTERESTS.dance],
  languages: [8, 1],
  countryId: 0,
  onlineStatus: USER_STATUS.busy,
  photos: [approvedPhoto],
  videos: [],
  verified: true,
  own: false,
};
