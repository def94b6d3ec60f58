import type { CardSetup } from '@aura/contracts';
import { shopApi } from '../api.ts';
import {
  addCardPressed,
  checkoutFailed,
  setupClosed,
  setupFailed,
  setupOpened,
  setupRead,
  shopOpened,
  subscriptionCardChosen,
} from '../slice.ts';
import type { ShopDependencies } from './dependencies.ts';
import { pollUntilFinal } from './poll.ts';
import { refusal } from './refusal.ts';

/**
 * Adding a card (paymentInfoAdd): "Add a card" opens a setup and sends the tab to the PSP's page; back on the page,
 * the setup is read until it is final (the PSP's signed event saved the card, or it failed). And another saved card
 * put on the subscription (its next renewal, or a failed one's next try, is charged on it).
 */
export function* cardSetupSaga(
  dependencies: ShopDependencies,
  latest: (pattern: (action: unknown) => boolean, worker: (action: never) => Generator) => Generator,
) {
  const { all, call, put, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;

  function* start(action: ReturnType<typeof addCardPressed>) {
    try {
      const { setupUrl }: { setupUrl: string } = yield call(shopApi.createSetup, client, action.payload);
      yield call([dependencies, dependencies.redirect], setupUrl);
    } catch (error) {
      yield put(setupFailed(refusal(error)));
    }
  }

  function* watch(action: ReturnType<typeof setupOpened>) {
    const { setupNo } = action.payload;
    yield call(pollUntilFinal<CardSetup>, dependencies, {
      read: () => shopApi.setup(client, setupNo),
      readAction: setupRead,
      isFinal: (setup) => setup.status !== 'waiting',
      failedAction: (error) => setupFailed(refusal(error)),
      closed: setupClosed.match,
    });
  }

  function* useCard(action: ReturnType<typeof subscriptionCardChosen>) {
    try {
      yield call(shopApi.setSubscriptionCard, client, action.payload.id);
      // The shop is read again: the subscription names its new card.
      yield put(shopOpened());
    } catch (error) {
      yield put(checkoutFailed(refusal(error)));
    }
  }

  yield all([
    takeLeading(addCardPressed.match, start),
    call(latest, setupOpened.match, watch),
    takeLeading(subscriptionCardChosen.match, useCard),
  ]);
}
