import { GATEWAY_CLIENT_CONTEXT_KEY, type GatewayClient } from '@aura/gateway-client';
import { fork, getContext, takeEvery, takeLatest } from 'redux-saga/effects';
import { gatewayProfileApi, type ProfileApi } from '../api.ts';
import {
  cardOpened,
  earningsOpened,
  friendAddConfirmed,
  friendAddOpened,
  editSubmitted,
  kycDocumentPressed,
  kycOpened,
  kycPhotosTaken,
  likePressed,
  passPressed,
  photoDeletePressed,
  photoPicked,
  profileLinkPressed,
  profileOpened,
  searchSubmitted,
  videoPicked,
} from '../slice.ts';
import { followLink } from './navigate.ts';
import { deletePhoto, uploadPhoto, uploadVideo } from './album.ts';
import { likeUser, loadDeck, passUser } from './card.ts';
import { saveProfile } from './edit.ts';
import { estimateAge, loadKyc, openDocumentCheck } from './kyc.ts';
import { loadEarnings } from './earnings.ts';
import { loadFriendTerms, sendFriendRequest } from './friend-add.ts';
import { loadProfile } from './load.ts';
import { REALTIME_CONTEXT_KEY, reviewNotices, type ReviewSource } from './review-notices.ts';
import { searchUser } from './search.ts';

/**
 * The profile package's root saga. It starts with the package's first route (the shell injects the slice and runs
 * it then); `api` is the gateway's unless a test hands in its own.
 */
export function* profileSaga(api?: ProfileApi, realtime?: ReviewSource) {
  const endpoints = api ?? gatewayProfileApi((yield getContext(GATEWAY_CLIENT_CONTEXT_KEY)) as GatewayClient);
  const socket = realtime ?? ((yield getContext(REALTIME_CONTEXT_KEY)) as ReviewSource | undefined);
  if (socket) yield fork(reviewNotices, socket, endpoints);
  yield takeEvery(profileOpened.type, loadProfile, endpoints);
  yield takeLatest(editSubmitted.type, saveProfile, endpoints);
  yield takeEvery(photoPicked.type, uploadPhoto, endpoints);
  yield takeEvery(photoDeletePressed.type, deletePhoto, endpoints);
  yield takeEvery(videoPicked.type, uploadVideo, endpoints);
  yield takeLatest(searchSubmitted.type, searchUser, endpoints);
  yield takeEvery(profileLinkPressed.type, followLink);
  yield takeLatest(kycOpened.type, loadKyc, endpoints);
  yield takeLatest(kycPhotosTaken.type, estimateAge, endpoints);
  yield takeLatest(kycDocumentPressed.type, openDocumentCheck, endpoints);
  yield takeLatest(earningsOpened.type, loadEarnings, endpoints);
  yield takeLatest(friendAddOpened.type, loadFriendTerms, endpoints);
  yield takeLatest(friendAddConfirmed.type, sendFriendRequest, endpoints);
  yield takeLatest(cardOpened.type, loadDeck, endpoints);
  yield takeEvery(likePressed.type, likeUser, endpoints);
  yield takeEvery(passPressed.type, passUser, endpoints);
}
