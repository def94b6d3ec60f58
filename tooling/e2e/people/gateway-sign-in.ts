// Signing a person in through the gateway's API from Node, as the login page's sagas do it (the same signed and
// encrypted calls, the code from the sandbox SMS outbox), and handing the session to their browser profile in the
// cookies the app reads at start-up. A test about calls or matches starts from a signed-in person in one page load
// instead of the login page's eight steps; the login page's own flows are tested through the page in
// accounts.test.ts and accounts-operator.test.ts. Outside src/: the harness (layer tooling) may not import the
// client's packages; the tests and the benchmark may.
import {
  getCheckMobile,
  GENDERS,
  LANGUAGE_IDS,
  postBindSendCode,
  postBindVerify,
  postComplementInfo,
  postPhoneLogin,
  postSendCode,
} from '@aura/contracts';
import {
  createGatewayClient,
  ensureDeviceId,
  identifierExpiry,
  IDENTIFIER_COOKIES,
  memoryStorage,
  storeSessionCookies,
  type GatewayClient,
  type StorageAdapter,
} from '@aura/gateway-client';
import type { BrowserContext, Page } from 'playwright-core';
import { latestMessage } from '../src/outbox.ts';
import { addressOf, DEFAULT_PROFILE, ukMobile, type PhoneNumber, type Profile } from '../src/people.ts';
import { accountButton } from '../src/screens.ts';

/** The web app's `appId` (apps/web/src/gateway.ts). */
const APP_ID = 'aura-web';

interface GatewaySession {
  userId: string;
  /** Whether the number signed up now (a new account, whose profile is still to complete). */
  isNewUser: boolean;
}

function nodeClient(serverUrl: string, address: string, storage: StorageAdapter): GatewayClient {
  const client = createGatewayClient({
    baseURL: serverUrl,
    appId: APP_ID,
    version: '0.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage,
  });
  // The person's own address, as their browser sends it (newPage): the gateway's limits count each person.
  client.http.defaults.headers.common['x-forwarded-for'] = address;
  return client;
}

/** A phone number in E.164 (`+447400123456`) with the code the gateway sent it. */
async function logInByCode(client: GatewayClient, serverUrl: string, e164: string) {
  const checked = await client.call(getCheckMobile, { mobile: e164 }, { errorPolicy: 'reject' });
  const sentBefore = Date.now();
  const sent = await client.call(
    postSendCode,
    { mobile: checked.e164, channel: 'sms', purpose: 'login' },
    { errorPolicy: 'reject' },
  );
  let sms = await latestMessage(serverUrl, checked.e164);
  // A number that logged in before (a demo host) has older codes in the outbox: wait for this one.
  while (Date.parse(sms.createdAt) < sentBefore - 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    sms = await latestMessage(serverUrl, checked.e164);
  }
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in "${sms.body}"`);
  return client.call(
    postPhoneLogin,
    { mobile: checked.e164, requestId: sent.requestId, code },
    { errorPolicy: 'reject' },
  );
}

/** Binds an address to the signed-in account with the code the gateway mailed it, as the bind page does. */
async function bindEmail(client: GatewayClient, serverUrl: string, email: string) {
  const input = { kind: 'email' as const, value: email };
  const { requestId } = await client.call(postBindSendCode, input, { errorPolicy: 'reject' });
  const mail = await latestMessage(serverUrl, email);
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code in "${mail.body}"`);
  await client.call(postBindVerify, { ...input, requestId, code }, { errorPolicy: 'reject' });
}

/** The browser profile gets the device and the session the Node client signed in with, as the app stores them. */
async function handOver(context: BrowserContext, serverUrl: string, storage: StorageAdapter): Promise<void> {
  const expires = Math.floor(identifierExpiry(Date.now()).getTime() / 1000);
  const cookies = Object.values(IDENTIFIER_COOKIES).map((name) => {
    const value = storage.readCookie(name);
    if (value === undefined) throw new Error(`the sign-in left no ${name} cookie`);
    return { name, value, url: serverUrl, expires, sameSite: 'Lax' as const };
  });
  await context.addCookies(cookies);
}

interface PhoneSignIn {
  context: BrowserContext;
  serverUrl: string;
  /** The address the profile's requests come from (its X-Forwarded-For). */
  address: string;
  /** E.164. */
  mobile: string;
  /**
   * For a new account: the profile step's answers (spec §5), the nickname the gateway suggested unless given; the
   * account is then complete.
   */
  profile?: { nickname?: string | undefined; gender: keyof typeof GENDERS; birthday: string };
  /** An e-mail address to bind, verified with the code from the outbox (the first bind's coins come with it). */
  email?: string | undefined;
}

/** Signs in (or up) by phone through the gateway and leaves the session in the profile's cookies. */
async function signInThroughGateway({
  context,
  serverUrl,
  address,
  mobile,
  profile,
  email,
}: PhoneSignIn): Promise<GatewaySession> {
  const storage = memoryStorage();
  ensureDeviceId(storage);
  const client = nodeClient(serverUrl, address, storage);
  const login = await logInByCode(client, serverUrl, mobile);
  storeSessionCookies(storage, { userId: login.userId, loginToken: login.loginToken });
  if (login.isNewUser && profile) {
    await client.call(
      postComplementInfo,
      {
        nickname: profile.nickname ?? login.profile.nickname,
        gender: GENDERS[profile.gender],
        birthday: profile.birthday,
        adultConfirmed: true,
      },
      { errorPolicy: 'reject' },
    );
  }
  if (email) await bindEmail(client, serverUrl, email);
  await handOver(context, serverUrl, storage);
  return { userId: login.userId, isNewUser: login.isNewUser };
}

const twoDigits = (value: number | string) => String(value).padStart(2, '0');

/** The E.164 form of a number as the login page takes it. */
const e164 = (phone: PhoneNumber) =>
  `${phone.callingCode}${phone.national.replace(/\D/g, '').replace(/^0/, '')}`;

/**
 * A new user signs up with a UK mobile number (and so gets the sign-up coins) and completes the profile (and binds
 * `email`, if given), through the gateway's API as the login page would (the page's own sign-up is accounts.test.ts's),
 * then opens the wall signed in. Resolves with the page, for chaining after newPage.
 */
export async function signUpByPhone(
  page: Page,
  serverUrl: string,
  national: string,
  profile: Partial<Profile> = {},
  { email }: { email?: string } = {},
): Promise<Page> {
  const { nickname, gender, birthday } = { ...DEFAULT_PROFILE, ...profile };
  await signInThroughGateway({
    context: page.context(),
    serverUrl,
    address: addressOf(page.context()),
    mobile: e164(ukMobile(national)),
    profile: {
      nickname,
      gender: gender === 'Male' ? 'male' : 'female',
      // The month list's first option is its placeholder: option n is month n.
      birthday: `${birthday.year}-${twoDigits(birthday.monthIndex)}-${twoDigits(birthday.day)}`,
    },
    email,
  });
  await openSignedIn(page, serverUrl);
  return page;
}

/** The demo hosts' fixed Dutch numbers (docs/hosts.md): +31 6 8000000n. */
const DEMO_HOST_NATIONAL = {
  Ayla: '680000001',
  Sanne: '680000002',
  Elif: '680000003',
  Priya: '680000006',
} as const;
export type DemoHostName = keyof typeof DEMO_HOST_NATIONAL;

/**
 * A demo host signs in by phone with the demo number, through the gateway's API, and stays on the app (the wall:
 * online, the bell can ring). The seed (SEED_DEMO_HOSTS) makes demo hosts with complete profiles.
 */
export async function signInDemoHost(page: Page, serverUrl: string, name: DemoHostName): Promise<Page> {
  await signInThroughGateway({
    context: page.context(),
    serverUrl,
    address: addressOf(page.context()),
    mobile: e164({ country: 'Netherlands (+31)', callingCode: '+31', national: DEMO_HOST_NATIONAL[name] }),
  });
  await openSignedIn(page, serverUrl);
  return page;
}

/** Opens the wall, where a sign-in lands (issue 18), and waits for the app to show the user signed in. */
async function openSignedIn(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/wall`);
  await accountButton(page).waitFor();
}
