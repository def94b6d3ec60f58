import type { Message } from '@aura/auth';
import {
  BUSINESS_CODES,
  type PaymentMethodKind,
  type PayOrder,
  type SavedCard,
  type ShopCatalogue,
  type Subscription,
} from '@aura/contracts';
import type { Task } from 'redux-saga';
import { shopApi } from '../api.ts';
import type { ShopDependencies } from './dependencies.ts';
import { cardSetupSaga } from './card-setup-saga.ts';
import { methodPaySaga } from './method-pay-saga.ts';
import { FINAL_ORDER, pollUntilFinal } from './poll.ts';
import { refundSaga } from './refund-saga.ts';
import { refusal } from './refusal.ts';

export type { ShopDependencies, ShopSagaEffects } from './dependencies.ts';
import { selectCatalogue } from '../selectors.ts';
import {
  cardRemovePressed,
  cardsFailed,
  cardsLoaded,
  cardsOpened,
  methodsFailed,
  methodsLoaded,
  methodsOpened,
  catalogueFailed,
  catalogueLoaded,
  checkoutFailed,
  ordersFailed,
  ordersLoaded,
  ordersOpened,
  packChosen,
  planChosen,
  resultClosed,
  resultFailed,
  resultOpened,
  resultRead,
  shopLinkFollowed,
  shopOpened,
  subscriptionCancelled,
  subscriptionCancelPressed,
} from '../slice.ts';

/**
 * The words for a refused checkout: the spec's "purchase failed" for a pack or plan no longer sold, "You already have
 * this subscription." for a second one.
 */
const CHECKOUT_REFUSALS: Readonly<Record<number, Message>> = {
  [BUSINESS_CODES.packNotFound]: { key: 'base:purchase.failed' },
  [BUSINESS_CODES.planNotFound]: { key: 'base:purchase.failed' },
  [BUSINESS_CODES.subscriptionHeld]: { key: 'base:purchase.subscriptionAlreadyActive' },
};

/**
 * The shop's flows: the catalogue, Buy (the order at the server's price, then the PSP's checkout: nothing is
 * credited here), payRes reading the order until the webhook or the reconciliation settled it, the history, links.
 */
export function* shopSaga(dependencies: ShopDependencies) {
  const { all, call, cancel, fork, put, select, take, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;

  /** Runs `worker` for each action `pattern` matches, cancelling the one before (takeLatest). */
  function* latest(pattern: (action: unknown) => boolean, worker: (action: never) => Generator) {
    let task: Task | undefined;
    for (;;) {
      const action: unknown = yield take(pattern);
      if (task) yield cancel(task);
      task = (yield fork(worker as (action: unknown) => Generator, action)) as Task;
    }
  }

  function* loadCatalogue(action: ReturnType<typeof shopOpened>) {
    const currency = action.payload?.currency;
    try {
      const catalogue: ShopCatalogue = yield call(shopApi.catalogue, client, currency ? { currency } : {});
      yield put(catalogueLoaded({ ...catalogue, skewMs: catalogue.serverTime - Date.now() }));
    } catch {
      yield put(catalogueFailed());
      return;
    }
    try {
      const found: { cards: SavedCard[]; cardSetup: boolean } = yield call(shopApi.cards, client);
      yield put(cardsLoaded(found));
    } catch {
      // The shop works without the list of cards: it only shows it.
    }
  }

  function* checkout(action: ReturnType<typeof packChosen>) {
    const { currency }: ReturnType<typeof selectCatalogue> = yield select(selectCatalogue);
    try {
      const { checkoutUrl }: { checkoutUrl: string } = yield call(shopApi.createOrder, client, {
        packId: action.payload.packId,
        currency,
      });
      yield call([dependencies, dependencies.redirect], checkoutUrl);
    } catch (error) {
      yield put(checkoutFailed(refusal(error, CHECKOUT_REFUSALS)));
    }
  }

  function* subscribe(action: ReturnType<typeof planChosen>) {
    const { currency }: ReturnType<typeof selectCatalogue> = yield select(selectCatalogue);
    try {
      const { checkoutUrl }: { checkoutUrl: string } = yield call(shopApi.subscribe, client, {
        planId: action.payload.planId,
        currency,
      });
      yield call([dependencies, dependencies.redirect], checkoutUrl);
    } catch (error) {
      yield put(checkoutFailed(refusal(error, CHECKOUT_REFUSALS)));
    }
  }

  function* cancelSubscription() {
    try {
      const { subscription, cancelUrl }: { subscription: Subscription; cancelUrl: string | null } =
        yield call(shopApi.cancelSubscription, client);
      yield put(subscriptionCancelled(subscription));
      // A PSP that renews by itself (Verotel) is told by its subscriber: the tab goes to its cancel page.
      if (cancelUrl) yield call([dependencies, dependencies.redirect], cancelUrl);
      // The shop is read again: a subscription never paid is gone, and its plans are for sale again.
      else if (subscription.status === 'ended') yield put(shopOpened());
    } catch (error) {
      yield put(checkoutFailed(refusal(error, CHECKOUT_REFUSALS)));
    }
  }

  function* removeCard(action: ReturnType<typeof cardRemovePressed>) {
    try {
      const { cards }: { cards: SavedCard[] } = yield call(shopApi.removeCard, client, action.payload.id);
      yield put(cardsLoaded({ cards }));
      // The shop is read again: a subscription that renewed on the card is cancelled now.
      yield put(shopOpened());
    } catch (error) {
      yield put(checkoutFailed(refusal(error, CHECKOUT_REFUSALS)));
    }
  }

  function* watchResult(action: ReturnType<typeof resultOpened>) {
    const { orderNo } = action.payload;
    yield call(pollUntilFinal<PayOrder>, dependencies, {
      read: () => shopApi.order(client, orderNo),
      readAction: resultRead,
      isFinal: (order) => FINAL_ORDER.has(order.status),
      failedAction: () => resultFailed(),
      closed: resultClosed.match,
    });
  }

  function* loadOrders() {
    try {
      const { orders }: { orders: PayOrder[] } = yield call(shopApi.orders, client);
      yield put(ordersLoaded(orders));
    } catch {
      yield put(ordersFailed());
    }
  }

  function* loadCards() {
    try {
      const found: { cards: SavedCard[]; cardSetup: boolean } = yield call(shopApi.cards, client);
      yield put(cardsLoaded(found));
    } catch {
      yield put(cardsFailed());
    }
  }

  function* loadMethods() {
    try {
      const found: { methods: PaymentMethodKind[]; cards: SavedCard[]; cardSetup: boolean } = yield call(
        shopApi.methods,
        client,
      );
      yield put(methodsLoaded(found));
    } catch {
      yield put(methodsFailed());
    }
  }

  function* follow(action: ReturnType<typeof shopLinkFollowed>) {
    yield call([dependencies, dependencies.navigate], action.payload.to);
  }

  yield all([
    call(latest, shopOpened.match, loadCatalogue),
    takeLeading(packChosen.match, checkout),
    takeLeading(planChosen.match, subscribe),
    takeLeading(subscriptionCancelPressed.match, cancelSubscription),
    takeLeading(cardRemovePressed.match, removeCard),
    call(latest, resultOpened.match, watchResult),
    call(latest, ordersOpened.match, loadOrders),
    call(latest, cardsOpened.match, loadCards),
    call(latest, methodsOpened.match, loadMethods),
    call(latest, shopLinkFollowed.match, follow),
    call(refundSaga, dependencies, latest),
    call(cardSetupSaga, dependencies, latest),
    call(methodPaySaga, dependencies, latest),
  ]);
}
