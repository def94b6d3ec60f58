// The Call settings flow against a real gateway in process (PGlite in memory): real HTTP calls through the real
// gateway client, as the shell runs it.
import { BUSINESS_CODES, COUNTRIES, LANGUAGE_IDS, type UserInfo } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import {
  createGatewayClient,
  ensureDeviceId,
  memoryStorage,
  storeSessionCookies,
} from '@aura/gateway-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostsStore, type HostsStore } from '../../test/hosts-store.ts';
import { selectCallSettings } from '../selectors.ts';
import { callSettingsOpened, callSettingsSubmitted } from '../slice.ts';

let gateway: TestGateway;
const stores: HostsStore[] = [];

/** A signed-in tab of a new user, or of a new host at `price` coins per minute. */
async function signedInTab(price?: number) {
  const { users, hosts, sessions } = gateway.services;
  const row =
    price === undefined
      ? await users.create({ nickname: 'Noor', countryCode: 'NL' })
      : await hosts.create({ nickname: 'Hana', countryCode: 'NL', pricePerMinute: price });
  const storage = memoryStorage();
  const deviceId = ensureDeviceId(storage);
  const { loginToken } = await sessions.create(row.id, deviceId);
  return { userId: row.id, ...tabWith(storage, row.id, loginToken) };
}

/** The store of a tab signed in as `userId`, its session cookies in `storage`. */
function tabWith(storage: ReturnType<typeof memoryStorage>, userId: number, loginToken: string) {
  storeSessionCookies(storage, { userId: String(userId), loginToken });
  const client = createGatewayClient({
    baseURL: gateway.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage,
  });
  // jsdom would apply CORS between its page origin and the gateway's; Node's HTTP adapter talks directly.
  const user: UserInfo = {
    id: userId,
    userId: String(userId),
    userName: 'Test',
    goldNum: 0,
    countryId: COUNTRIES.NL,
    pushToken: '',
    searchUserId: String(userId),
  };
  const store = startHostsStore({ client, auth: { status: 'loggedIn', user } });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});

afterAll(async () => {
  for (const store of stores) store.stop();
  await gateway.close();
});

describe('call settings against the gateway', () => {
  it('loads a user’s settings and saves video from friends only', async () => {
    const { userId, store, until } = await signedInTab();
    store.dispatch(callSettingsOpened());
    let state = await until((s) => s.hosts.callSettings.status === 'ready');
    expect(selectCallSettings(state).settings).toEqual({ videoFriendsOnly: false });

    store.dispatch(callSettingsSubmitted({ videoFriendsOnly: true }));
    state = await until((s) => s.hosts.callSettings.result !== undefined);
    expect(selectCallSettings(state)).toMatchObject({
      saving: false,
      settings: { videoFriendsOnly: true },
      result: { saved: true },
    });
    expect(await gateway.services.friends.videoFriendsOnly(userId)).toBe(true);
  });

  it('saves a host’s prices, and keeps the gateway’s refusal of a non-host’s prices with its code', async () => {
    const host = await signedInTab(40);
    host.store.dispatch(callSettingsOpened());
    await host.until((s) => s.hosts.callSettings.status === 'ready');
    host.store.dispatch(callSettingsSubmitted({ pricePerMinute: 55, friendPricePerMinute: 35 }));
    const saved = await host.until((s) => s.hosts.callSettings.result !== undefined);
    expect(selectCallSettings(saved).settings?.host).toEqual({
      pricePerMinute: 55,
      friendPricePerMinute: 35,
    });

    const user = await signedInTab();
    user.store.dispatch(callSettingsSubmitted({ pricePerMinute: 55 }));
    const refused = await user.until((s) => s.hosts.callSettings.result !== undefined);
    expect(selectCallSettings(refused)).toMatchObject({
      saving: false,
      result: { saved: false, code: BUSINESS_CODES.notAHost },
    });
  });
});
