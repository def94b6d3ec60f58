import type { AlbumPhoto, AlbumVideo, HostEarnings, KycState, Liker, ProfileDetail } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileEditInput, ProfileWhich } from './api.ts';

/** A message of the catalog, with its values: what the screens show for a refusal. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

export type EditField = 'nickname' | 'gender' | 'birthday' | 'bio' | 'interests' | 'languages' | 'form';

export interface PageState {
  status: 'loading' | 'loaded' | 'failed';
  profile?: ProfileDetail;
  error?: MessageRef;
}

export interface ProfileState {
  /** Profile pages by `me`, a user id, or `search:<id>`. */
  pages: Record<string, PageState>;
  edit: { saving: boolean; saved: boolean; errors: Partial<Record<EditField, MessageRef>> };
  upload: { status: 'idle' | 'uploading'; error?: MessageRef; notice?: MessageRef };
  /** A video of one's story on its way up, or why it was refused. */
  videoUpload: { status: 'idle' | 'uploading'; error?: MessageRef };
  search: { status: 'idle' | 'searching' | 'notFound' | 'failed' };
  /** One's age check (docs/kyc.md): its state, what the popup is doing, the provider's page once opened. */
  kyc: {
    step: 'idle' | 'loading' | 'estimating' | 'opening';
    state?: KycState;
    error?: MessageRef;
    providerUrl?: string;
  };
  /**
   * The add-friend popup of a profile page (spec §2 "add friend"): the terms read when it opens (free adds left,
   * the price after), then the request's outcome.
   */
  friendAdd: {
    userId?: string;
    status: 'idle' | 'loading' | 'confirm' | 'sending' | 'sent' | 'friends' | 'failed';
    price?: number;
    freeAddsLeft?: number;
    error?: MessageRef;
  };
  /** A host's points per day and per call (docs/ledger.md "Host earnings"). */
  earnings: { status: 'idle' | 'loading' | 'loaded' | 'failed'; data?: HostEarnings };
  /**
   * The card route (docs/profiles.md "The card"): the deck with the price of a like, the like under way, what the
   * last one did (a like back: now friends) or why it was refused, and who liked the user.
   */
  card: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    price: number;
    cards: ProfileDetail[];
    liking?: string;
    notice?: { kind: 'friends'; userId: string; nickname: string } | { kind: 'refused'; code: number };
    likes: Liker[];
  };
}

export const initialState: ProfileState = {
  pages: {},
  edit: { saving: false, saved: false, errors: {} },
  upload: { status: 'idle' },
  videoUpload: { status: 'idle' },
  search: { status: 'idle' },
  kyc: { step: 'idle' },
  friendAdd: { status: 'idle' },
  earnings: { status: 'idle' },
  card: { status: 'idle', price: 0, cards: [], likes: [] },
};

/** The key a profile page is kept under. */
export function pageKey(which: ProfileWhich): string {
  if (which.friendId) return which.friendId;
  if (which.searchUserId) return `search:${which.searchUserId}`;
  return 'me';
}

const own = (state: ProfileState) => state.pages.me?.profile;

/**
 * @aura/auth's `signedOut`, by its type: importing the auth package's barrel from this lazily loaded package would
 * move the sign-in flows' chunk into the app's entry (docs/performance.md). slice.test.ts holds the two equal.
 */
export const SIGNED_OUT = 'auth/signedOut';

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileOpened(state, action: PayloadAction<ProfileWhich>) {
      const key = pageKey(action.payload);
      state.pages[key] = { ...state.pages[key], status: 'loading' };
      if (key === 'me') state.edit = initialState.edit;
    },
    profileLoaded(state, action: PayloadAction<{ key: string; profile: ProfileDetail }>) {
      state.pages[action.payload.key] = { status: 'loaded', profile: action.payload.profile };
    },
    profileLoadFailed(state, action: PayloadAction<{ key: string; error: MessageRef }>) {
      state.pages[action.payload.key] = { status: 'failed', error: action.payload.error };
    },
    editSubmitted(state, _action: PayloadAction<ProfileEditInput>) {
      state.edit = { saving: true, saved: false, errors: {} };
    },
    editSaved(state, action: PayloadAction<ProfileDetail>) {
      state.edit = { saving: false, saved: true, errors: {} };
      state.pages.me = { status: 'loaded', profile: action.payload };
    },
    editRefused(state, action: PayloadAction<{ field: EditField; error: MessageRef }>) {
      state.edit = { saving: false, saved: false, errors: { [action.payload.field]: action.payload.error } };
    },
    /** The form refused a choice before any call: too many languages or interests, a file over the limit. */
    choiceRefused(state, action: PayloadAction<{ field: EditField | 'photo' | 'video'; error: MessageRef }>) {
      if (action.payload.field === 'photo') state.upload = { status: 'idle', error: action.payload.error };
      else if (action.payload.field === 'video')
        state.videoUpload = { status: 'idle', error: action.payload.error };
      else state.edit.errors = { ...state.edit.errors, [action.payload.field]: action.payload.error };
    },
    photoPicked(state, _action: PayloadAction<{ image: string }>) {
      state.upload = { status: 'uploading' };
    },
    photoUploaded(state, action: PayloadAction<AlbumPhoto>) {
      state.upload = { status: 'idle' };
      own(state)?.photos.push(action.payload);
    },
    photoUploadFailed(state, action: PayloadAction<MessageRef>) {
      state.upload = { status: 'idle', error: action.payload };
    },
    videoPicked(state, _action: PayloadAction<{ video: string }>) {
      state.videoUpload = { status: 'uploading' };
    },
    videoUploaded(state, action: PayloadAction<AlbumVideo>) {
      state.videoUpload = { status: 'idle' };
      // Newest first, as the profile lists them.
      own(state)?.videos.unshift(action.payload);
    },
    videoUploadFailed(state, action: PayloadAction<MessageRef>) {
      state.videoUpload = { status: 'idle', error: action.payload };
    },
    /** An operator decided about one of one's uploads (a realtime notice): the album shows it at once. */
    photoReviewed(
      state,
      action: PayloadAction<{ id: string; status: 'approved' | 'rejected'; reason?: string }>,
    ) {
      const { id, status, reason } = action.payload;
      const photo = own(state)?.photos.find((candidate) => candidate.id === id);
      if (photo) {
        photo.status = status;
        if (status === 'rejected') {
          // A rejected file is served to nobody: its addresses go, its reason comes.
          delete photo.url;
          delete photo.thumbUrl;
          if (reason) photo.reason = reason;
        }
      }
      state.upload.notice =
        status === 'approved'
          ? { key: 'profile:album.approvedNotice' }
          : { key: 'profile:album.rejectedNotice', values: { reason: reason ?? '' } };
    },
    photoDeletePressed(_state, _action: PayloadAction<{ id: string }>) {},
    photoDeleted(state, action: PayloadAction<{ id: string }>) {
      const profile = own(state);
      if (profile) {
        profile.photos = profile.photos.filter((photo) => photo.id !== action.payload.id);
        profile.videos = profile.videos.filter((video) => video.id !== action.payload.id);
      }
    },
    searchSubmitted(state, _action: PayloadAction<{ searchUserId: string }>) {
      state.search = { status: 'searching' };
    },
    searchFound(state, action: PayloadAction<ProfileDetail>) {
      state.search = { status: 'idle' };
      state.pages[action.payload.userId] = { status: 'loaded', profile: action.payload };
    },
    searchMissed(state, action: PayloadAction<'notFound' | 'failed'>) {
      state.search = { status: action.payload };
    },
    kycOpened(state) {
      state.kyc = { ...state.kyc, step: 'loading', error: undefined };
    },
    kycLoaded(state, action: PayloadAction<KycState>) {
      state.kyc = { step: 'idle', state: action.payload };
      const profile = own(state);
      if (profile) profile.verified = action.payload.verified;
    },
    kycFailed(state, action: PayloadAction<MessageRef>) {
      state.kyc = { ...state.kyc, step: 'idle', error: action.payload };
    },
    /** The popup took its photos (JPEG in base64). */
    kycPhotosTaken(state, _action: PayloadAction<{ photos: string[] }>) {
      state.kyc = { ...state.kyc, step: 'estimating', error: undefined };
    },
    kycDocumentPressed(state, _action: PayloadAction<{ returnTo: string }>) {
      state.kyc = { ...state.kyc, step: 'opening', error: undefined };
    },
    /** The provider's page is ready: the screen goes there (a page of another site). */
    kycProviderReady(state, action: PayloadAction<{ url: string }>) {
      state.kyc = { ...state.kyc, step: 'opening', providerUrl: action.payload.url };
    },
    friendAddOpened(state, action: PayloadAction<{ userId: string }>) {
      state.friendAdd = { userId: action.payload.userId, status: 'loading' };
    },
    /** The terms of the request, or what the two already are (friends, a request on its way). */
    friendAddReady(
      state,
      action: PayloadAction<{ status: 'confirm' | 'sent' | 'friends'; price: number; freeAddsLeft: number }>,
    ) {
      state.friendAdd = { ...state.friendAdd, ...action.payload };
    },
    friendAddConfirmed(state) {
      state.friendAdd = { ...state.friendAdd, status: 'sending', error: undefined };
    },
    friendAddDone(state, action: PayloadAction<'sent' | 'friends'>) {
      state.friendAdd = { ...state.friendAdd, status: action.payload };
    },
    friendAddFailed(state, action: PayloadAction<MessageRef>) {
      state.friendAdd = { ...state.friendAdd, status: 'failed', error: action.payload };
    },
    friendAddClosed(state) {
      state.friendAdd = { status: 'idle' };
    },
    earningsOpened(state) {
      state.earnings = { ...state.earnings, status: 'loading' };
    },
    earningsLoaded(state, action: PayloadAction<HostEarnings>) {
      state.earnings = { status: 'loaded', data: action.payload };
    },
    earningsFailed(state) {
      state.earnings = { ...state.earnings, status: 'failed' };
    },
    cardOpened(state) {
      if (state.card.status !== 'loaded') state.card.status = 'loading';
    },
    deckLoaded(state, action: PayloadAction<{ price: number; cards: ProfileDetail[]; likes: Liker[] }>) {
      state.card = { ...state.card, ...action.payload, status: 'loaded' };
    },
    deckFailed(state) {
      state.card.status = 'failed';
    },
    likesLoaded(state, action: PayloadAction<Liker[]>) {
      state.card.likes = action.payload;
    },
    likePressed(state, action: PayloadAction<{ userId: string; nickname: string }>) {
      state.card.liking = action.payload.userId;
      delete state.card.notice;
    },
    /** Liked: the card goes (and the liker from the Likes list); a like back made the two friends. */
    liked(state, action: PayloadAction<{ userId: string; nickname: string; mutual: boolean }>) {
      const { userId, nickname, mutual } = action.payload;
      delete state.card.liking;
      state.card.cards = state.card.cards.filter((card) => card.userId !== userId);
      state.card.likes = state.card.likes.filter((liker) => liker.userId !== userId);
      if (mutual) state.card.notice = { kind: 'friends', userId, nickname };
    },
    likeRefused(state, action: PayloadAction<number>) {
      delete state.card.liking;
      state.card.notice = { kind: 'refused', code: action.payload };
    },
    /** Passed: the card goes at once (the server hides it for 30 days). */
    passPressed(state, action: PayloadAction<string>) {
      state.card.cards = state.card.cards.filter((card) => card.userId !== action.payload);
      delete state.card.notice;
    },
    cardNoticeClosed(state) {
      delete state.card.notice;
    },
    /** The profile page's chat or edit button: the saga goes there. */
    profileLinkPressed(_state, _action: PayloadAction<{ to: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => action.type === SIGNED_OUT,
      () => initialState,
    );
  },
});

export const {
  profileOpened,
  profileLoaded,
  profileLoadFailed,
  editSubmitted,
  editSaved,
  editRefused,
  choiceRefused,
  photoPicked,
  photoUploaded,
  photoUploadFailed,
  photoDeletePressed,
  photoDeleted,
  photoReviewed,
  videoPicked,
  videoUploaded,
  videoUploadFailed,
  searchSubmitted,
  searchFound,
  searchMissed,
  profileLinkPressed,
  kycOpened,
  kycLoaded,
  kycFailed,
  kycPhotosTaken,
  kycDocumentPressed,
  kycProviderReady,
  earningsOpened,
  earningsLoaded,
  earningsFailed,
  friendAddOpened,
  friendAddReady,
  friendAddConfirmed,
  friendAddDone,
  friendAddFailed,
  friendAddClosed,
  cardOpened,
  deckLoaded,
  deckFailed,
  likesLoaded,
  likePressed,
  liked,
  likeRefused,
  passPressed,
  cardNoticeClosed,
} = profileSlice.actions;
