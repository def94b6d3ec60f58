import {
  APP_ROUTES,
  BUSINESS_CODES,
  type BackpackItem,
  type GiftCatalogue,
  type GiftSent,
} from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import { giftsApi } from '../api.ts';
import { selectGiftCatalogue, selectGiftPanel } from '../selectors.ts';
import {
  arrivalShown,
  backpackFailed,
  backpackLoaded,
  backpackOpened,
  backpackPagePressed,
  catalogueFailed,
  catalogueLoaded,
  catalogueLoading,
  giftArrived,
  giftPanelOpened,
  giftSendFailed,
  giftSendPressed,
  giftSent,
  type GiftsState,
  type SendError,
} from '../slice.ts';
import type { GiftsDependencies } from './dependencies.ts';
import { receivedGifts, type ReceivedGifts } from './received-gifts.ts';

export type { GiftsDependencies, GiftsSagaEffects } from './dependencies.ts';

/** Business refusals that end a send for good: a retry of the same gift gets a new send id. */
const FINAL_CODES = new Set<number>([
  BUSINESS_CODES.insufficientCoins,
  BUSINESS_CODES.giftNotFound,
  BUSINESS_CODES.giftSendFailed,
  BUSINESS_CODES.backpackEmpty,
  BUSINESS_CODES.giftSendIdConflict,
]);

/** The words for a failed send: too few coins (spec §8, with the shop's way), or "gift send failed". */
export function sendError(error: unknown): SendError {
  return isGatewayCallError(error) && error.code === BUSINESS_CODES.insufficientCoins
    ? 'insufficientCoins'
    : 'failed';
}

/**
 * The gifts' flows (docs/gifts.md): the panel reads the catalogue and the backpack when it opens; Send sends the
 * chosen gift once (a send id made per gift and kept for a retry after no answer, so a retry never pays twice);
 * a received gift (`giftReceived`) plays its animation for a while.
 */
export function* giftsSaga(dependencies: GiftsDependencies) {
  const { all, call, delay, fork, put, select, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;
  const newSendId = dependencies.newSendId ?? (() => crypto.randomUUID());
  const arrivalMs = dependencies.arrivalMs ?? 4500;
  /** The send id of a gift whose send got no answer, for the same gift to the same person again. */
  let pending: { key: string; sendId: string } | undefined;

  function* loadCatalogue() {
    const current: GiftsState['catalogue'] = yield select(selectGiftCatalogue);
    if (current.status === 'ready') return current.value;
    yield put(catalogueLoading());
    try {
      const catalogue: GiftCatalogue = yield call(giftsApi.catalogue, client);
      yield put(catalogueLoaded(catalogue));
      return catalogue;
    } catch {
      yield put(catalogueFailed());
      return undefined;
    }
  }

  function* loadBackpack() {
    try {
      const { items }: { items: BackpackItem[] } = yield call(giftsApi.backpack, client);
      yield put(backpackLoaded(items));
    } catch {
      yield put(backpackFailed());
    }
  }

  function* openPanel() {
    const catalogue: GiftCatalogue | undefined = yield call(loadCatalogue);
    if (catalogue?.backpackGiftEntrance) yield call(loadBackpack);
  }

  function* openBackpack() {
    yield call(loadCatalogue);
    yield call(loadBackpack);
  }

  function* send() {
    const panel: GiftsState['panel'] = yield select(selectGiftPanel);
    const { target, giftId } = panel;
    if (!target || !giftId) {
      yield put(giftSendFailed('failed'));
      return;
    }
    const fromBackpack = panel.tab === 'backpack';
    const key = `${target.userId}:${giftId}:${fromBackpack}`;
    const sendId = pending?.key === key ? pending.sendId : newSendId();
    pending = { key, sendId };
    try {
      const answer: { sent: GiftSent } = yield call(giftsApi.send, client, {
        sendId,
        toUserId: target.userId,
        giftId,
        context: target.context,
        fromBackpack,
      });
      pending = undefined;
      yield put(giftSent(answer.sent));
      if (fromBackpack) yield call(loadBackpack);
    } catch (error) {
      if (isGatewayCallError(error) && FINAL_CODES.has(error.code)) pending = undefined;
      yield put(giftSendFailed(sendError(error)));
    }
  }

  function* arrivals() {
    const gifts: ReceivedGifts = yield call(receivedGifts, dependencies.realtime);
    try {
      for (;;) {
        const sent: GiftSent = yield call(gifts.next);
        yield put(giftArrived(sent));
        yield fork(function* showFor() {
          yield delay(arrivalMs);
          yield put(arrivalShown(sent.sendId));
        });
      }
    } finally {
      gifts.close();
    }
  }

  yield all([
    takeLeading(giftPanelOpened.type, openPanel),
    takeLeading(backpackOpened.type, openBackpack),
    takeLeading(giftSendPressed.type, send),
    takeLeading(backpackPagePressed.type, function* toBackpack() {
      if (dependencies.navigate) yield call(dependencies.navigate, APP_ROUTES.backpack);
    }),
    call(arrivals),
  ]);
}
