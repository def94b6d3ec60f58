// The rewards' flows against a real gateway in process (PGlite in memory), through the real gateway client: the
// server's popups open the check-in, the check-in pays and a second says the time left, the task box's claim.
import { COIN_PROMOTIONS, LANGUAGE_IDS, PLACEMENT_CONFIG } from '@aura/contracts';
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
  selectCheckIn,
  selectLocations,
  selectMessageTip,
  selectMissions,
  selectNotice,
  selectWelcome,
} from '../selectors.ts';
import {
  checkInClosed,
  checkInOpened,
  checkInPressed,
  claimPressed,
  locationsOpened,
  missionsOpened,
  rewardsSlice,
} from '../slice.ts';
import { rewardsSaga } from './rewards-saga.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});
afterAll(() => gateway.close());

async function signedInRewards({ signupCoins = false } = {}) {
  const { users, sessions, ledger } = gateway.services;
  const row = await users.create({ nickname: 'Noor', countryCode: 'NL' });
  if (signupCoins) await ledger.signupBonus(row.id);
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
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { [rewardsSlice.reducerPath]: rewardsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const task = sagas.run(rewardsSaga, { gateway: client, effects });
  const until = <T>(read: () => T, check: (value: T) => boolean) =>
    vi.waitFor(
      () => {
        const value = read();
        if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
        return value;
      },
      { timeout: 15_000, interval: 20 },
    );
  return { userId: row.id, store, until, stop: () => task.cancel() };
}

describe('the check-in', () => {
  it('opens by the server’s popups, pays the first day, and a second try says the time left', async () => {
    await gateway.services.rewards.showCheckInPopup(true);
    const rewards = await signedInRewards();
    const before = await gateway.services.ledger.balance(rewards.userId);
    const opened = await rewards.until(
      () => selectCheckIn(rewards.store.getState()),
      (state) => state.open,
    );
    expect(opened.value).toMatchObject({ hasCheck: false, day: 1, totalCoin: 10 });

    rewards.store.dispatch(checkInPressed());
    const paid = await rewards.until(
      () => selectCheckIn(rewards.store.getState()),
      (state) => state.paid !== undefined,
    );
    expect(paid.paid).toBe(10);
    expect(paid.value?.hasCheck).toBe(true);
    expect(await gateway.services.ledger.balance(rewards.userId)).toBe(before + 10);

    // The check-in counts for the missions, which the saga reads again.
    const missions = await rewards.until(
      () => selectMissions(rewards.store.getState()),
      (state) => state.status === 'ready',
    );
    expect(missions.list.find((mission) => mission.id === 'check-in-week')?.progress).toBe(1);

    rewards.store.dispatch(checkInClosed());
    rewards.store.dispatch(checkInOpened(undefined));
    rewards.store.dispatch(checkInPressed());
    const refused = await rewards.until(
      () => selectCheckIn(rewards.store.getState()),
      (state) => state.message !== undefined,
    );
    expect(refused.message).toMatchObject({ kind: 'alreadyToday', hours: expect.any(Number) });
    expect(await gateway.services.ledger.balance(rewards.userId)).toBe(before + 10);
    rewards.stop();
  });
});

describe('operator notices', () => {
  it('come from popup/get once per user, with the check-in popup off', async () => {
    await gateway.services.rewards.showCheckInPopup(false);
    const config = await gateway.services.rewards.config();
    await gateway.services.rewards.setConfig({
      ...config,
      popups: [{ id: 'weekend', msg: 'Double coins this weekend!', targetUrl: '/task' }],
    });
    const rewards = await signedInRewards();
    const notice = await rewards.until(
      () => selectNotice(rewards.store.getState()),
      (value) => value !== undefined,
    );
    expect(notice).toEqual({ id: 'weekend', msg: 'Double coins this weekend!', targetUrl: '/task' });
    expect(selectCheckIn(rewards.store.getState()).open).toBe(false);
    rewards.stop();
    await gateway.services.rewards.setConfig(config);
  });
});

describe("a new account's register banner and the message tip", () => {
  it('show the sign-up coins the ledger paid, and the tip popup/get brings', async () => {
    const config = await gateway.services.rewards.config();
    await gateway.services.rewards.setConfig({
      ...config,
      checkInPopup: false,
      messageTip: { show: true, type: 1, msg: 'Ayla is online: say hi!', hostId: '42', time: 30 },
    });
    const rewards = await signedInRewards({ signupCoins: true });
    const tip = await rewards.until(
      () => selectMessageTip(rewards.store.getState()),
      (value) => value !== undefined,
    );
    expect(tip).toMatchObject({ msg: 'Ayla is online: say hi!', hostId: '42', time: 30 });
    const welcome = await rewards.until(
      () => selectWelcome(rewards.store.getState()),
      (value) => value !== undefined,
    );
    expect(welcome).toMatchObject({ show: true, gold: COIN_PROMOTIONS.signupBonusCoins });
    rewards.stop();
    await gateway.services.rewards.setConfig(config);
  });
});

describe('location entries', () => {
  it('come from locationEntrysMap by place, the hidden ones left out', async () => {
    const config = await gateway.services.rewards.config();
    const [matching, cards] = [PLACEMENT_CONFIG.matching.locations[0], PLACEMENT_CONFIG.cards.locations[0]];
    const entry = (activityId: string, show: boolean) => ({
      show,
      icon: 'star',
      content: `Entry ${activityId}`,
      targetUrl: '/wall',
      bizData: { activityId },
    });
    await gateway.services.rewards.setConfig({
      ...config,
      locations: {
        [matching]: [entry('shown', true), entry('hidden', false)],
        [cards]: [entry('other', true)],
      },
    });
    const rewards = await signedInRewards();
    rewards.store.dispatch(locationsOpened());
    const locations = await rewards.until(
      () => selectLocations(rewards.store.getState()),
      (state) => state.status === 'ready',
    );
    expect(locations.byId).toEqual({ [matching]: [entry('shown', true)], [cards]: [entry('other', true)] });
    rewards.stop();
    await gateway.services.rewards.setConfig(config);
  });
});

describe('the task box', () => {
  it('reads the tasks and refuses a claim of one not completed, paying nothing', async () => {
    const rewards = await signedInRewards();
    rewards.store.dispatch(missionsOpened());
    const missions = await rewards.until(
      () => selectMissions(rewards.store.getState()),
      (state) => state.status === 'ready',
    );
    expect(missions.list.find((mission) => mission.id === 'daily-call')).toMatchObject({
      progress: 0,
      completed: false,
    });
    const before = await gateway.services.ledger.balance(rewards.userId);
    rewards.store.dispatch(claimPressed('daily-call'));
    await rewards.until(
      () => selectMissions(rewards.store.getState()),
      (state) => state.failed,
    );
    expect(await gateway.services.ledger.balance(rewards.userId)).toBe(before);
    rewards.stop();
  });
});
