import {
  getCardDeck,
  getFriends,
  getLikes,
  postCardPass,
  postLike,
  getHostEarnings,
  getKycPageUrl,
  getKycState,
  getProfile,
  postAgeEstimate,
  postDeleteAlbumPic,
  postFriendRequest,
  postUpdateProfile,
  postUploadImage,
  postUploadVideo,
  type AlbumPhoto,
  type AlbumVideo,
  type CardDeck,
  type LikeResult,
  type Liker,
  type EndpointInput,
  type EndpointOutput,
  type HostEarnings,
  type KycState,
  type ProfileDetail,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

export type ProfileEditInput = EndpointInput<typeof postUpdateProfile>;

/** Which profile: one's own (`{}`), by user id, or by public search id. */
export type ProfileWhich = { friendId?: string; searchUserId?: string };

/** The profile endpoints as the sagas use them; they reject with the gateway's code (GatewayCallError). */
export interface ProfileApi {
  profile(which: ProfileWhich): Promise<ProfileDetail>;
  update(input: ProfileEditInput): Promise<ProfileDetail>;
  /** `image` is the file's bytes in base64. */
  upload(image: string): Promise<AlbumPhoto>;
  /** `video` is a WebM or MP4 file's bytes in base64 (the story, spec §2 profile editing "video (story)"). */
  uploadVideo(video: string): Promise<AlbumVideo>;
  remove(id: string): Promise<unknown>;
  /** Where one's age check stands (docs/kyc.md). */
  kycState(): Promise<KycState>;
  /** One's friends, requests and what the next friend request costs (the friends module's `getFriends`). */
  friends(): Promise<EndpointOutput<typeof getFriends>>;
  /** Asks `friendId` to be friends (the friends module's `postFriendRequest`: free adds, then coins). */
  addFriend(friendId: string): Promise<EndpointOutput<typeof postFriendRequest>>;
  /** A host's points per day and per call, from the ledger (docs/ledger.md "Host earnings"). */
  earnings(): Promise<HostEarnings>;
  /** The camera's photos (JPEG in base64), estimated on the server. */
  estimateAge(photos: string[]): Promise<KycState>;
  /** The KYC provider's page for a document check; the user comes back to `returnTo`. */
  kycPageUrl(returnTo: string): Promise<{ url: string }>;
  /** The card route (docs/profiles.md "The card"): the deck, a like, a pass, who liked the user. */
  deck(): Promise<CardDeck>;
  like(friendId: string): Promise<LikeResult>;
  pass(friendId: string): Promise<unknown>;
  likes(): Promise<{ likes: Liker[] }>;
}

/**
 * The profile endpoints on the gateway client, rejecting (errorPolicy `reject`) so that the sagas show each rule's
 * own message. An image goes unsealed (noCrypt): it is signed like every call, and sealing would base64 it again.
 */
export function gatewayProfileApi(client: GatewayClient): ProfileApi {
  return {
    profile: (which) => client.call(getProfile, which, { errorPolicy: 'reject' }),
    update: (input) => client.call(postUpdateProfile, input, { errorPolicy: 'reject' }),
    upload: (image) => client.call(postUploadImage, { image }, { errorPolicy: 'reject', noCrypt: true }),
    uploadVideo: (video) => client.call(postUploadVideo, { video }, { errorPolicy: 'reject', noCrypt: true }),
    remove: (id) => client.call(postDeleteAlbumPic, { id }, { errorPolicy: 'reject' }),
    kycState: () => client.call(getKycState, {}, { errorPolicy: 'reject' }),
    earnings: () => client.call(getHostEarnings, {}, { errorPolicy: 'reject' }),
    friends: () => client.call(getFriends, {}, { errorPolicy: 'reject' }),
    addFriend: (friendId) => client.call(postFriendRequest, { friendId }, { errorPolicy: 'reject' }),
    estimateAge: (photos) =>
      client.call(postAgeEstimate, { photos }, { errorPolicy: 'reject', noCrypt: true }),
    kycPageUrl: (returnTo) => client.call(getKycPageUrl, { returnTo }, { errorPolicy: 'reject' }),
    deck: () => client.call(getCardDeck, {}, { errorPolicy: 'reject' }),
    like: (friendId) => client.call(postLike, { friendId }, { errorPolicy: 'reject' }),
    pass: (friendId) => client.call(postCardPass, { friendId }, { errorPolicy: 'reject' }),
    likes: () => client.call(getLikes, {}, { errorPolicy: 'reject' }),
  };
}
