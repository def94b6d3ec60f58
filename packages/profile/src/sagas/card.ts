import { NO_ANSWER_CODE, isGatewayCallError } from '@aura/gateway-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { selectCard } from '../selectors.ts';
import { deckFailed, deckLoaded, likeRefused, liked, likesLoaded } from '../slice.ts';

type Answer<K extends keyof ProfileApi> = Awaited<ReturnType<ProfileApi[K]>>;

/** The card route opened (or its deck ran out): the deck and who liked the user, read together. */
export function* loadDeck(api: ProfileApi) {
  try {
    const [deck, likes] = (yield all([call([api, api.deck]), call([api, api.likes])])) as [
      Answer<'deck'>,
      Answer<'likes'>,
    ];
    yield put(deckLoaded({ price: deck.price, cards: deck.cards, likes: likes.likes }));
  } catch {
    yield put(deckFailed());
  }
}

/** A like: its price is the server's, shown on the button; too few coins says so with Recharge (the page). */
export function* likeUser(api: ProfileApi, action: PayloadAction<{ userId: string; nickname: string }>) {
  try {
    const answer = (yield call([api, api.like], action.payload.userId)) as Answer<'like'>;
    yield put(liked({ ...action.payload, mutual: answer.mutual }));
  } catch (error) {
    yield put(likeRefused(isGatewayCallError(error) ? error.code : NO_ANSWER_CODE));
    return;
  }
  const { cards }: ReturnType<typeof selectCard> = yield select(selectCard);
  if (cards.length === 0) yield* loadDeck(api);
}

/** A pass: the card went already; the server keeps it hidden for 30 days (a failed pass only shows it again later). */
export function* passUser(api: ProfileApi, action: PayloadAction<string>) {
  try {
    yield call([api, api.pass], action.payload);
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
  const { cards }: ReturnType<typeof selectCard> = yield select(selectCard);
  if (cards.length === 0) yield* loadDeck(api);
}

/** Someone liked the user (realtime `likeReceived`): the Likes list is read again. */
export function* refreshLikes(api: ProfileApi) {
  try {
    const { likes } = (yield call([api, api.likes])) as Answer<'likes'>;
    yield put(likesLoaded(likes));
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
}
