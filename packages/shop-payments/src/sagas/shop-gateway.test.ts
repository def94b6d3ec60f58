// The shop's flows against a real gateway in process (PGlite in memory), through the real gateway client: the
// catalogue, Buy handing the tab to the sandbox PSP's checkout, payRes reading the order until the PSP's webhook
// settled it, and the order history.
import { COIN_PROMOTIONS, LANGUAGE_IDS } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { FakeVerotel } from '@aura/gateway/testing/verotel';
import {
  createGatewayClient,
  ensureDeviceId,
  memoryStorage,
  storeSessionCookies,
} from '@aura/gateway-client';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import * as effects from 'redux-saga/effects';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  selectCatalogue,
  selectCheckout,
  selectOrders,
  selectPayResult,
  selectPaymentMethods,
  selectSavedCards,
} from '../selectors.ts';
import {
  methodsOpened,
  ordersOpened,
  packChosen,
  planChosen,
  resultOpened,
  shopOpened,
  shopSlice,
  subscriptionCancelPressed,
} from '../slice.ts';
import { shopSaga } from './shop-saga.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});
afterAll(() => gateway.close());

async function signedInShop(on: TestGateway = gateway) {
  const { users, sessions } = on.services;
  const row = await users.create({ nickname: 'Noor', countryCode: 'NL' });
  const storage = memoryStorage();
  const { loginToken } = await sessions.create(row.id, ensureDeviceId(storage));
  storeSessionCookies(storage, { userId: String(row.id), loginToken });
  const client = createGatewayClient({
    baseURL: on.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage,
  });
  const redirects: string[] = [];
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { [shopSlice.reducerPath]: shopSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const task = sagas.run(shopSaga, {
    gateway: client,
    effects,
    redirect: (url) => redirects.push(url),
    navigate: () => {},
    pollMs: 50,
  });
  const until = <T>(read: () => T, check: (value: T) => boolean) =>
    vi.waitFor(
      () => {
        const value = read();
        if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
        return value;
      },
      { timeout: 15_000, interval: 20 },
    );
  return { userId: row.id, store, redirects, until, stop: () => task.cancel() };
}

/** The user fills the sandbox's card form; the PSP sends the tab back to payRes. */
async function payAtThePsp(checkoutUrl: string, number: string): Promise<string> {
  const path = new URL(checkoutUrl).pathname;
  const back = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Noor Visser',
      number,
      expiry: '12/40',
      cvv: '123',
      email: 'noor@example.com',
    }).toString(),
  });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!).searchParams.get('orderNo')!;
}

describe('buying a pack', () => {
  it('opens the checkout, and payRes shows success with the coins once the webhook credited them', async () => {
    const shop = await signedInShop();
    const before = await gateway.services.ledger.balance(shop.userId);
    shop.store.dispatch(shopOpened({ currency: 'EUR' }));
    const { value } = await shop.until(
      () => selectCatalogue(shop.store.getState()),
      (c) => c.status === 'ready',
    );
    expect(value!.firstPurchaseBonus).toBe(COIN_PROMOTIONS.firstPurchaseBonusCoins);
    const pack = value!.packs[1]!;
    shop.store.dispatch(packChosen({ packId: pack.id }));
    await shop.until(
      () => shop.redirects,
      (urls) => urls.length === 1,
    );
    const orderNo = await payAtThePsp(shop.redirects[0]!, '4242424242424242');

    shop.store.dispatch(resultOpened({ orderNo }));
    const { order } = await shop.until(
      () => selectPayResult(shop.store.getState()),
      (result) => result.order?.status === 'success',
    );
    expect(order).toMatchObject({
      coins: pack.coins + pack.extraCoins,
      bonusCoins: COIN_PROMOTIONS.firstPurchaseBonusCoins,
    });
    expect(await gateway.services.ledger.balance(shop.userId)).toBe(
      before + pack.coins + pack.extraCoins + COIN_PROMOTIONS.firstPurchaseBonusCoins,
    );
    shop.store.dispatch(ordersOpened());
    const { list } = await shop.until(
      () => selectOrders(shop.store.getState()),
      (orders) => orders.status === 'ready',
    );
    expect(list.map((one) => one.orderNo)).toEqual([orderNo]);
    shop.stop();
  });

  it('shows a declined card as a failure and credits nothing', async () => {
    const shop = await signedInShop();
    const before = await gateway.services.ledger.balance(shop.userId);
    shop.store.dispatch(shopOpened());
    await shop.until(
      () => selectCatalogue(shop.store.getState()),
      (c) => c.status === 'ready',
    );
    shop.store.dispatch(packChosen({ packId: 'coins-100' }));
    await shop.until(
      () => shop.redirects,
      (urls) => urls.length === 1,
    );
    const orderNo = await payAtThePsp(shop.redirects[0]!, '4000000000000002');
    shop.store.dispatch(resultOpened({ orderNo }));
    const { order } = await shop.until(
      () => selectPayResult(shop.store.getState()),
      (result) => result.order?.status === 'failure',
    );
    expect(order!.failureReason).toBe('declined');
    expect(await gateway.services.ledger.balance(shop.userId)).toBe(before);
    shop.stop();
  });

  it('says the purchase failed when the pack is no longer for sale', async () => {
    const shop = await signedInShop();
    shop.store.dispatch(packChosen({ packId: 'gone' }));
    const { error } = await shop.until(
      () => selectCheckout(shop.store.getState()),
      (c) => c.error !== undefined,
    );
    expect(error).toEqual({ key: 'base:purchase.failed' });
    expect(shop.redirects).toEqual([]);
    shop.stop();
  });
});

describe('a subscription', () => {
  it('subscribes through the checkout, refuses a second with the spec’s words, and cancels', async () => {
    const shop = await signedInShop();
    shop.store.dispatch(shopOpened({ currency: 'EUR' }));
    await shop.until(
      () => selectCatalogue(shop.store.getState()),
      (c) => c.status === 'ready',
    );
    shop.store.dispatch(planChosen({ planId: 'weekly-600' }));
    await shop.until(
      () => shop.redirects,
      (urls) => urls.length === 1,
    );
    const orderNo = await payAtThePsp(shop.redirects[0]!, '4242424242424242');
    shop.store.dispatch(resultOpened({ orderNo }));
    await shop.until(
      () => selectPayResult(shop.store.getState()),
      (result) => result.order?.status === 'success',
    );
    shop.store.dispatch(shopOpened({ currency: 'EUR' }));
    await shop.until(
      () => selectCatalogue(shop.store.getState()).value?.subscription?.status,
      (status) => status === 'active',
    );
    expect(selectCatalogue(shop.store.getState()).value!.vipUntil).not.toBeNull();
    // cardList: the card the checkout saved for the renewals.
    await shop.until(
      () => selectSavedCards(shop.store.getState()),
      (cards) => cards.length === 1,
    );
    expect(selectSavedCards(shop.store.getState())[0]).toMatchObject({ brand: 'visa', last4: '4242' });
    // paymentMethodsList: the sandbox PSP's ways to pay, and the same card.
    shop.store.dispatch(methodsOpened());
    const methods = await shop.until(
      () => selectPaymentMethods(shop.store.getState()),
      (read) => read.status === 'ready',
    );
    expect(methods.list).toEqual(['card', 'wallet', 'voucher']);
    expect(selectSavedCards(shop.store.getState())).toHaveLength(1);

    shop.store.dispatch(planChosen({ planId: 'monthly-3000' }));
    const { error } = await shop.until(
      () => selectCheckout(shop.store.getState()),
      (c) => c.error !== undefined,
    );
    expect(error).toEqual({ key: 'base:purchase.subscriptionAlreadyActive' });

    shop.store.dispatch(subscriptionCancelPressed());
    await shop.until(
      () => selectCatalogue(shop.store.getState()).value?.subscription?.status,
      (status) => status === 'cancelled',
    );
    expect(shop.redirects).toHaveLength(1);
    shop.stop();
  });
});

describe('a subscription Verotel renews', () => {
  it("sends the tab to Verotel's cancel page and says the cancel waits for Verotel", async () => {
    const fake = await new FakeVerotel('778899', 'shop-test-signature-key').start();
    const verotel = await startTestGateway(
      {
        PAYMENTS_PROVIDER: 'verotel',
        VEROTEL_SHOP_ID: '778899',
        VEROTEL_SIGNATURE_KEY: 'shop-test-signature-key',
        VEROTEL_FLEXPAY_BASE: fake.url,
      },
      { paymentsScheduler: 'manual' },
    );
    await verotel.listen();
    const shop = await signedInShop(verotel);
    try {
      shop.store.dispatch(shopOpened({ currency: 'EUR' }));
      await shop.until(
        () => selectCatalogue(shop.store.getState()),
        (c) => c.status === 'ready',
      );
      shop.store.dispatch(planChosen({ planId: 'weekly-600' }));
      await shop.until(
        () => shop.redirects,
        (urls) => urls.length === 1,
      );
      // Paid on Verotel's recurring Order Page; its postback reaches the gateway's postback route.
      const { postback } = fake.pay(shop.redirects[0]!);
      const answer = await fetch(`${verotel.url}/api/pay/webhook/verotel?${postback}`);
      expect(await answer.text()).toBe('OK');
      shop.store.dispatch(shopOpened({ currency: 'EUR' }));
      await shop.until(
        () => selectCatalogue(shop.store.getState()).value?.subscription?.status,
        (status) => status === 'active',
      );
      shop.store.dispatch(subscriptionCancelPressed());
      await shop.until(
        () => shop.redirects,
        (urls) => urls.length === 2,
      );
      expect(shop.redirects[1]).toMatch(new RegExp(`^${fake.url}/cancel-subscription\\?`));
      expect(selectCatalogue(shop.store.getState()).value!.subscription).toMatchObject({
        status: 'active',
        cancelRequested: true,
      });
    } finally {
      shop.stop();
      await verotel.close();
      await fake.close();
    }
  });
});
