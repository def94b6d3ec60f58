// People using the app in the e2e suite and the call benchmark: browser profiles past the 18+ gate, signing up and
// in by phone through the login page as a person would, and who is signed in. Signing in through the gateway's API
// (for the tests about what comes after) is people/gateway-sign-in.ts's.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { freshAddress } from './fresh.ts';
import { recordConsole } from './page-errors.ts';
import { latestMessage, type OutboxMessage } from './outbox.ts';
import { accountButton } from './screens.ts';

/** Where the 18+ gate remembers a confirmed age (@aura/auth's ADULT_GATE_ITEM). */
const ADULT_GATE_ITEM = 'aura.adultConfirmed';

/**
 * A cookie choice made before (docs/consent.md, "What is stored where"): the own popup's Accept, and for a visitor
 * the gateway places in the EU or nowhere (the suite's test-net addresses), a Reject all that @aura/consent encoded
 * on its shipped vendor list (CMP id 2). `tests/consent.test.ts` makes the choices through the page instead.
 */
const COOKIE_CHOICE = {
  'aura.cookiesAccepted': '1',
  'aura.consent': JSON.stringify({
    version: 1,
    tcString: 'CQuSqEAQuSqEAACABBENAHEgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA',
    vendorListVersion: 7,
    purposes: [],
    vendors: [],
    specialFeatures: [],
    outcome: 'none',
    at: 1795651200000,
  }),
};

/**
 * Makes every page of a browser profile a returning adult's, who passed the 18+ gate and made their cookie choice
 * before (the consent tool's bar would otherwise sit over the foot of every page).
 */
export async function passAdultGate(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ item, choice }) => {
      // Pages without storage (about:blank, before the first navigation) refuse it: nothing to remember there.
      try {
        window.localStorage.setItem(item, 'true');
        for (const [key, value] of Object.entries(choice)) {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        }
      } catch {
        // Nothing to do: the gate is asked again where storage exists.
      }
    },
    { item: ADULT_GATE_ITEM, choice: COOKIE_CHOICE },
  );
}

/**
 * Keeps every RTCPeerConnection the page makes in `window.__auraPeerConnections`, so that a video that never plays
 * can say how far its connection got (expectVideoPlaying's message). The connection itself is untouched.
 */
function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  const made: RTCPeerConnection[] = [];
  Object.defineProperty(window, '__auraPeerConnections', { value: made });
  window.RTCPeerConnection = class extends Native {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      made.push(this);
    }
  };
}

/** A desktop window allowed to use the (fake) camera and microphone: what a call or a match needs. */
export const CALL_CONTEXT: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  permissions: ['camera', 'microphone'],
};

export interface NewPageOptions {
  /** The browser profile's options; CALL_CONTEXT unless given. */
  context?: BrowserContextOptions;
  /** Functions run in every page of the profile before the app's scripts (recordCostMeter, say). */
  initScripts?: (() => void)[];
}

/** The address each profile newPage opened sends its requests from. */
const addresses = new WeakMap<BrowserContext, string>();

export function addressOf(context: BrowserContext): string {
  const address = addresses.get(context);
  if (!address) throw new Error('a profile newPage did not open: its address is unknown');
  return address;
}

/**
 * A page in a fresh browser profile of an adult (past the 18+ gate), by default a desktop window allowed to use the
 * (fake) camera and microphone (CALL_CONTEXT), from an address of its own (freshAddress). The profile is added to
 * `contexts`, which the test closes after it.
 */
export async function newPage(
  browser: Browser,
  contexts: BrowserContext[],
  { context: options = CALL_CONTEXT, initScripts = [] }: NewPageOptions = {},
): Promise<Page> {
  const headers = { 'x-forwarded-for': freshAddress(), ...options.extraHTTPHeaders };
  const context = await browser.newContext({ ...options, extraHTTPHeaders: headers });
  addresses.set(context, headers['x-forwarded-for']);
  contexts.push(context);
  await passAdultGate(context);
  await context.addInitScript(recordPeerConnections);
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  recordConsole(page);
  return page;
}

/** A phone number as the login page takes it: the country picked from its list, then the national part. */
export interface PhoneNumber {
  /** The option of the country list, `United Kingdom (+44)`. */
  country: string;
  callingCode: string;
  national: string;
}

/** A UK mobile number (freshUkMobile gives national parts no test used). */
export const ukMobile = (national: string): PhoneNumber => ({
  country: 'United Kingdom (+44)',
  callingCode: '+44',
  national,
});

/**
 * Logs in by phone through the login page with the code from the sandbox SMS outbox (a new number signs up).
 * Resolves with the message that carried the code.
 */
export async function logInByPhone(
  page: Page,
  serverUrl: string,
  phone: PhoneNumber,
): Promise<OutboxMessage> {
  await page.goto(`${serverUrl}/login`);
  await page.getByRole('button', { name: 'Continue with phone number' }).click();
  await page.getByLabel('Country or region').selectOption({ label: phone.country });
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
  const sentBefore = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const recipient = `${phone.callingCode}${phone.national.replace(/\D/g, '').replace(/^0/, '')}`;
  let sms = await latestMessage(serverUrl, recipient);
  // A number that logged in before (a host, a retried test) has older codes in the outbox: wait for this one.
  while (Date.parse(sms.createdAt) < sentBefore - 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    sms = await latestMessage(serverUrl, recipient);
  }
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in "${sms.body}"`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  return sms;
}

/** What a new account answers on the profile step. */
export interface Profile {
  /** Kept as the app suggests it when not given. */
  nickname?: string;
  gender: 'Male' | 'Female';
  /** The birthday as the three lists take it: the year and day by value, the month by its option's index. */
  birthday: { year: string; monthIndex: number; day: string };
}

/** The profile a test's new user gives unless it says otherwise. */
export const DEFAULT_PROFILE: Profile = {
  gender: 'Male',
  birthday: { year: '1990', monthIndex: 5, day: '20' },
};

/**
 * The profile step every new account goes through (spec §5): nickname (kept when not given), gender, birthday, the
 * age confirmation. Ends when the step is gone and the account button shows the user signed in.
 */
export async function completeProfile(page: Page, profile: Partial<Profile> = {}): Promise<void> {
  const { nickname, gender, birthday } = { ...DEFAULT_PROFILE, ...profile };
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
  if (nickname) await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('radio', { name: gender, exact: true }).check();
  await page.getByLabel('Year').selectOption(birthday.year);
  await page.getByLabel('Month').selectOption({ index: birthday.monthIndex });
  await page.getByLabel('Day').selectOption(birthday.day);
  await page.getByRole('checkbox', { name: /I confirm that I am \d+ or older/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor({ state: 'hidden' });
  await accountButton(page).waitFor();
}

/** The signed-in user's internal id, from the session cookie the app stores. */
export async function userIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userId');
  if (!cookie) throw new Error('no userId cookie: not signed in');
  return cookie.value;
}
