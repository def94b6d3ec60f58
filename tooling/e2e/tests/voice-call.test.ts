// A voice call that becomes a video call, in Chromium, two people in two browser profiles with Chromium's fake
// camera and microphone (spec §4 "Audio calls can switch to video"): a user signed up by phone makes a voice call
// to a demo host from the wall, the host answers, the caller asks to switch to video, the host accepts, and both
// pages then play the other's video (frames advancing); the caller hangs up.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  freshUkMobile,
  latestMessage,
  launchChromium,
  startServer,
  watchPageErrors,
  type RunningServer,
} from '../src/index.ts';

/** Where the 18+ gate remembers a confirmed age (@aura/auth's ADULT_GATE_ITEM). */
const ADULT_GATE_ITEM = 'aura.adultConfirmed';
/** Frames of the remote video that must arrive for it to count as playing (half a second of the fake camera). */
const FRAMES = 15;
/** Waits for the media to come up: seconds here, far longer on two cores shared with other suites. */
const MEDIA_WAIT_MS = 90 * 1000;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { SEED_DEMO_HOSTS: 'true' } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A fresh browser profile of an adult (past the 18+ gate), allowed to use the (fake) camera and microphone. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['camera', 'microphone'],
  });
  contexts.push(context);
  await context.addInitScript((item) => window.localStorage.setItem(item, 'true'), ADULT_GATE_ITEM);
  return context.newPage();
}

const accountButton = (page: Page) => page.getByRole('button', { name: 'Account and settings' });

/** Logs in by phone through the login page with the code from the sandbox SMS outbox. */
async function logInByPhone(page: Page, country: string, callingCode: string, national: string) {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Continue with phone number' }).click();
  await page.getByLabel('Country or region').selectOption({ label: country });
  await page.getByRole('textbox', { name: 'Phone number' }).fill(national);
  const sentBefore = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const recipient = `${callingCode}${national.replace(/\D/g, '')}`;
  let sms = await latestMessage(server.url, recipient);
  // A number that logged in before (the host, a retried test) has older codes in the outbox: wait for this one.
  while (Date.parse(sms.createdAt) < sentBefore - 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    sms = await latestMessage(server.url, recipient);
  }
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in "${sms.body}"`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

/** A new user signs up by phone (the sign-up coins pay the call) and completes the profile of spec §5. */
async function signUpUser(national: string, nickname: string): Promise<Page> {
  const page = await newPage();
  await logInByPhone(page, 'United Kingdom (+44)', '+44', national);
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Month').selectOption({ index: 5 });
  await page.getByLabel('Day').selectOption('20');
  await page.getByRole('checkbox', { name: /I confirm that I am \d+ or older/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await accountButton(page).waitFor();
  return page;
}

/** Demo host Sanne (+31 6 80000002, docs/hosts.md) signs in by phone and stays on the app. */
async function signInSanne(): Promise<Page> {
  const page = await newPage();
  await logInByPhone(page, 'Netherlands (+31)', '+31', '680000002');
  await accountButton(page).waitFor();
  return page;
}

/** The video is really playing: frames keep arriving (requestVideoFrameCallback) and its time advances. */
async function expectVideoPlaying(video: Locator): Promise<void> {
  await video.waitFor({ timeout: MEDIA_WAIT_MS });
  const seen = await video.evaluate(
    (element, [limit, wanted]) =>
      new Promise<{ frames: number; startTime: number; endTime: number; width: number }>((resolve) => {
        const el = element as HTMLVideoElement;
        const startTime = el.currentTime;
        let frames = 0;
        const done = () => resolve({ frames, startTime, endTime: el.currentTime, width: el.videoWidth });
        const timer = setTimeout(done, limit);
        const onFrame = () => {
          frames += 1;
          if (frames >= wanted) {
            clearTimeout(timer);
            done();
          } else el.requestVideoFrameCallback(onFrame);
        };
        el.requestVideoFrameCallback(onFrame);
      }),
    [MEDIA_WAIT_MS, FRAMES] as const,
  );
  expect(seen.frames).toBeGreaterThanOrEqual(FRAMES);
  expect(seen.endTime).toBeGreaterThan(seen.startTime);
  expect(seen.width).toBeGreaterThan(0);
}

const callScreen = (page: Page, peer: string) => page.getByRole('region', { name: `Call with ${peer}` });

it(
  'a voice call to a host switches to video when the host accepts, and both see the other’s video',
  async () => {
    // A new number each attempt (the suite retries a failed test once): a new user every time.
    const [caller, host] = await Promise.all([signUpUser(freshUkMobile(), 'Mert'), signInSanne()]);
    const callerErrors = watchPageErrors(caller);
    const hostErrors = watchPageErrors(host);

    await caller.goto(`${server.url}/wall`);
    const card = caller.getByRole('list', { name: 'Hosts' }).getByRole('article', { name: 'Sanne' });
    await card.getByText('Online', { exact: true }).waitFor({ timeout: MEDIA_WAIT_MS });
    await card.getByRole('button', { name: 'Voice call with Sanne' }).click();

    const bell = host.getByRole('dialog', { name: 'Mert is calling you' });
    await bell.getByText('Voice call').waitFor();
    await bell.getByRole('button', { name: 'Answer' }).click();

    const screen = callScreen(caller, 'Sanne');
    const hostScreen = callScreen(host, 'Mert');
    await screen.getByRole('status').getByText('Connected').waitFor({ timeout: MEDIA_WAIT_MS });
    await hostScreen.getByRole('status').getByText('Connected').waitFor({ timeout: MEDIA_WAIT_MS });
    // A voice call: no video either side.
    expect(await caller.getByLabel('Video of Sanne').count()).toBe(0);

    // The caller asks to switch (the camera allowed first); the host is invited and accepts.
    await screen.getByRole('button', { name: 'Switch to video' }).click();
    await screen.getByText('Waiting for Sanne to accept video…').waitFor();
    const invitation = hostScreen.getByRole('alertdialog', { name: 'Switch to video?' });
    await invitation.getByText('Mert invites you to switch to video.').waitFor();
    await invitation.getByRole('button', { name: 'Accept' }).click();

    // Both screens become video: each plays the other's camera beside its own preview.
    await Promise.all([
      expectVideoPlaying(caller.getByLabel('Video of Sanne')),
      expectVideoPlaying(host.getByLabel('Video of Mert')),
    ]);
    await screen.getByLabel('Your camera').waitFor();
    await hostScreen.getByLabel('Your camera').waitFor();
    // The voice goes on: the element now playing the other's video plays their microphone too.
    for (const video of [caller.getByLabel('Video of Sanne'), host.getByLabel('Video of Mert')])
      expect(
        await video.evaluate((element) => {
          const stream = (element as HTMLVideoElement).srcObject as MediaStream;
          return stream.getAudioTracks().filter((track) => track.readyState === 'live').length;
        }),
      ).toBe(1);
    expect(await screen.getByRole('button', { name: 'Switch to video' }).count()).toBe(0);

    await screen.getByRole('button', { name: 'Hang up' }).click();
    for (const page of [caller, host])
      await page
        .getByRole('dialog', { name: 'Call ended' })
        .getByText(/^The call has ended\. Duration: \d+:\d\d$/)
        .waitFor();
    expect(callerErrors()).toEqual([]);
    expect(hostErrors()).toEqual([]);
  },
  4 * MEDIA_WAIT_MS,
);
