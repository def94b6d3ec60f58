// The gifts' flows against a real gateway in process (PGlite in memory), through the real gateway client: the panel
// reads the catalogue and the backpack, a send too big for the coins says so and moves nothing, a send goes once,
// a backpack gift goes free; a received gift (the socket's message, faked at the boundary) shows for a while.
import { BUSINESS_CODES, LANGUAGE_IDS, type ServerMessage } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
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
  backpackPagePressed,
  giftChosen,
  giftPanelOpened,
  giftSendPressed,
  giftTabChosen,
  giftsSlice,
  type GiftsState,
} from '../slice.ts';
import { selectBackpackCount } from '../selectors.ts';
import { SENT } from '../testing/fixtures.ts';
import { giftsSaga } from './gifts-saga.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});
afterAll(() => gateway.close());

async function signedIn(nickname: string) {
  const { users, sessions } = gateway.services;
  const row = await users.create({ nickname, countryCode: 'NL' });
  const storage = memoryStorage();
  const { loginToken } = await sessions.create(row.id, ensureDeviceId(storage));
  storeSessionCookies(storage, { userId: String(row.id), loginToken });
  const client = createGatewayClient({
    baseURL: gateway.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage,
  });
  return { userId: row.id, client };
}

async function giftsOf(nickname: string) {
  const { userId, client } = await signedIn(nickname);
  const listeners = new Set<(message: ServerMessage) => void>();
  const realtime = {
    on: (_event: 'message', listener: (message: ServerMessage) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { [giftsSlice.reducerPath]: giftsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  let ids = 0;
  const visited: string[] = [];
  const task = sagas.run(giftsSaga, {
    gateway: client,
    realtime,
    effects,
    navigate: (to) => visited.push(to),
    newSendId: () => `saga-${userId}-${(ids += 1)}`,
    arrivalMs: 50,
  });
  const gifts = () => store.getState().gifts as GiftsState;
  const until = <T>(read: () => T, check: (value: T) => boolean) =>
    vi.waitFor(
      () => {
        const value = read();
        if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
        return value;
      },
      { timeout: 15_000, interval: 20 },
    );
  const emit = (message: ServerMessage) => listeners.forEach((listener) => listener(message));
  return { userId, store, gifts, until, emit, visited, stop: () => task.cancel() };
}

describe('the gift panel', () => {
  it('loads the catalogue and backpack, refuses a gift the coins cannot pay, then sends it once', async () => {
    const host = await signedIn('Ada');
    const { userId, store, gifts, until, stop } = await giftsOf('Noor');
    const { ledger } = gateway.services;
    store.dispatch(giftPanelOpened({ userId: String(host.userId), name: 'Ada', context: 'profile' }));
    await until(gifts, (state) => state.catalogue.status === 'ready' && state.backpack.status === 'ready');
    expect(gifts().catalogue.value?.gifts.map((gift) => gift.giftId)).toContain('rose');

    store.dispatch(giftChosen('rose'));
    store.dispatch(giftSendPressed());
    await until(gifts, (state) => state.panel.error !== undefined);
    expect(gifts().panel.error).toBe('insufficientCoins');
    expect(await ledger.balance(host.userId, 'point')).toBe(0);

    await ledger.grant({ userId, amount: 30, key: `saga-${userId}`, memo: 'test' });
    store.dispatch(giftSendPressed());
    await until(gifts, (state) => state.panel.sent !== undefined);
    expect(gifts().panel).toMatchObject({
      error: undefined,
      sending: false,
      sent: { gift: { giftId: 'rose' } },
    });
    expect(await ledger.balance(userId)).toBe(20);
    expect(await ledger.balance(host.userId, 'point')).toBe(5);
    stop();
  });

  it('sends a backpack gift free, and the backpack shows it gone', async () => {
    const host = await signedIn('Ada');
    const { userId, store, gifts, until, visited, stop } = await giftsOf('Kaan');
    await gateway.services.gifts.grantToBackpack({
      userId,
      giftId: 'heart',
      count: 1,
      key: `saga-bp-${userId}`,
    });
    store.dispatch(giftPanelOpened({ userId: String(host.userId), name: 'Ada', context: 'chat' }));
    await until(gifts, (state) => state.backpack.items.length === 1);
    expect(selectBackpackCount(store.getState(), 'heart')).toBe(1);
    store.dispatch(giftTabChosen('backpack'));
    store.dispatch(giftChosen('heart'));
    store.dispatch(giftSendPressed());
    await until(gifts, (state) => state.panel.sent !== undefined && state.backpack.items.length === 0);
    expect(selectBackpackCount(store.getState(), 'heart')).toBe(0);
    expect(gifts().panel.sent).toMatchObject({ fromBackpack: true, gift: { giftId: 'heart' } });
    expect(gifts().panel.giftId).toBeUndefined();
    expect(await gateway.services.ledger.balance(userId)).toBe(0);
    expect(await gateway.services.ledger.balance(host.userId, 'point')).toBe(25);
    // The panel's way to the backpack page.
    store.dispatch(backpackPagePressed());
    expect(visited).toEqual(['/backpack']);
    expect(gifts().panel.open).toBe(false);
    stop();
  });

  it('says "gift send failed" for a send the gateway refuses', async () => {
    const { userId, store, gifts, until, stop } = await giftsOf('Mert');
    await gateway.services.ledger.grant({ userId, amount: 30, key: `saga-self-${userId}`, memo: 'test' });
    store.dispatch(giftPanelOpened({ userId: String(userId), name: 'me', context: 'profile' }));
    await until(gifts, (state) => state.catalogue.status === 'ready');
    store.dispatch(giftChosen('rose'));
    store.dispatch(giftSendPressed());
    await until(gifts, (state) => state.panel.error !== undefined);
    expect(gifts().panel.error).toBe('failed');
    expect(BUSINESS_CODES.giftSendFailed).toBe(35_002);
    stop();
  });
});

describe('a received gift', () => {
  it('shows while its time lasts, once however often it is told', async () => {
    const { store, gifts, until, emit, stop } = await giftsOf('Ada');
    emit({ type: 'giftReceived', sent: SENT });
    emit({ type: 'giftReceived', sent: SENT });
    emit({ type: 'pong', serverTime: 1 });
    await until(gifts, (state) => state.arrivals.length === 1);
    await until(gifts, (state) => state.arrivals.length === 0);
    expect(store.getState().gifts.arrivals).toEqual([]);
    stop();
  });
});
