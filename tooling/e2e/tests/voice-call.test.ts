// A voice call that becomes a video call, in Chromium, two people in two browser profiles with Chromium's fake
// camera and microphone (spec §4 "Audio calls can switch to video"): a user signed up by phone makes a voice call
// to a demo host from the wall, the host answers, the caller asks to switch to video, the host accepts, and both
// pages then play the other's video (frames advancing); the caller hangs up.
import { expect, it } from 'vitest';
import {
  bell,
  callScreen,
  expectVideoPlaying,
  freshUkMobile,
  hostCard,
  newPage,
  outcome,
  useSharedSuite,
  watchPageErrors,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone } from '../people/gateway-sign-in.ts';

/** Waits for the media to come up: seconds here, far longer on two cores shared with other suites. */
const MEDIA_WAIT_MS = 90 * 1000;

// On the shared gateway, whose demo hosts no other file calls (calls.test.ts calls its own gateway's).
const suite = useSharedSuite();
const server = { url: suite.url };

/** A new user signs up by phone (the sign-up coins pay the call) and completes the profile of spec §5. */
const signUpUser = async (national: string, nickname: string) =>
  signUpByPhone(await newPage(suite.browser, suite.contexts), server.url, national, { nickname });

/** Demo host Sanne (+31 6 80000002, docs/hosts.md) signs in by phone and stays on the app. */
const signInSanne = async () =>
  signInDemoHost(await newPage(suite.browser, suite.contexts), server.url, 'Sanne');

const playing = { timeout: MEDIA_WAIT_MS, framesWithinMs: MEDIA_WAIT_MS };

it(
  'a voice call to a host switches to video when the host accepts, and both see the other’s video',
  async () => {
    // A new number each attempt (the suite retries a failed test once): a new user every time.
    const [caller, host] = await Promise.all([signUpUser(freshUkMobile(), 'Mert'), signInSanne()]);
    const callerErrors = watchPageErrors(caller);
    const hostErrors = watchPageErrors(host);

    await caller.goto(`${server.url}/wall`);
    const card = hostCard(caller, 'Sanne');
    await card.getByText('Online', { exact: true }).waitFor({ timeout: MEDIA_WAIT_MS });
    await card.getByRole('button', { name: 'Voice call with Sanne' }).click();

    const ringing = bell(host, 'Mert');
    await ringing.getByText('Voice call').waitFor();
    await ringing.getByRole('button', { name: 'Answer' }).click();

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
      expectVideoPlaying(caller.getByLabel('Video of Sanne'), playing),
      expectVideoPlaying(host.getByLabel('Video of Mert'), playing),
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
      await outcome(page)
        .getByText(/^The call has ended\. Duration: \d+:\d\d$/)
        .waitFor();
    expect(callerErrors()).toEqual([]);
    expect(hostErrors()).toEqual([]);
  },
  4 * MEDIA_WAIT_MS,
);
