// A paid call whose caller goes away, in Chromium: a closed tab stops the charges within the grace, and the host is
// told the other person left; a new visit (a tab that was not running the call) is asked, with the price, before
// it takes up a call still running (docs/rtc-call.md "A reload, and a new visit"; docs/calls.md "A side that
// leaves"). The gateway runs on its test clock, which this file moves, so the file has a gateway of its own.
import { CALL_LIMITS } from '@aura/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bell,
  callScreen,
  endScreenCost,
  expectVideoPlaying,
  freshUkMobile,
  hostCard,
  newPage,
  outcome,
  recordConsole,
  startOwnServer,
  useSharedBrowser,
  type RunningServer,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone, type DemoHostName } from '../people/gateway-sign-in.ts';

/** Waits for the media and the screens on a loaded machine; nothing here waits for the server's time. */
const LONG_WAIT_MS = 120 * 1000;
/** The clock's step while the server notices a closed tab: well under a minute, so no minute falls due meanwhile. */
const STEP_MS = 5 * 1000;

const shared = useSharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startOwnServer({ testClock: true, env: { SEED_DEMO_HOSTS: 'true' } });
});

afterAll(async () => {
  await server?.stop();
});

/** A new user (the sign-up coins pay a demo host's first minutes) calls a demo host, who answers. */
async function callAnswered(
  callerName: string,
  host: DemoHostName,
): Promise<{ caller: Page; hostPage: Page }> {
  const [caller, hostPage] = await Promise.all([
    signUpByPhone(await newPage(shared.browser, shared.contexts), server.url, freshUkMobile(), {
      nickname: callerName,
    }),
    signInDemoHost(await newPage(shared.browser, shared.contexts), server.url, host),
  ]);
  await caller.goto(`${server.url}/wall`);
  await hostCard(caller, host)
    .getByRole('button', { name: `Video call with ${host}` })
    .click({ timeout: LONG_WAIT_MS });
  await bell(hostPage, callerName).getByRole('button', { name: 'Answer' }).click({ timeout: LONG_WAIT_MS });
  await callScreen(caller, host).getByText('Minutes paid: 1').waitFor({ timeout: LONG_WAIT_MS });
  return { caller, hostPage };
}

describe('a caller who goes away', () => {
  it(
    'stops paying when the tab is closed: the call ends after the grace, the host told',
    async () => {
      const { caller, hostPage } = await callAnswered('Emre', 'Sanne');
      await caller.close();

      // The server marks the caller gone when the socket closes; the clock then moves in steps shorter than a minute
      // until the grace is over, so no minute falls due before it is.
      const left = outcome(hostPage).getByText(/^The other person left the call\./);
      for (
        let moved = 0;
        moved < CALL_LIMITS.minuteMs - STEP_MS && !(await left.isVisible());
        moved += STEP_MS
      ) {
        await server.advanceClock({ ms: STEP_MS });
        await left.waitFor({ timeout: 1000 }).catch(() => {});
      }
      await left.waitFor();
      // The host earned the one minute the caller paid, no more.
      expect(await endScreenCost(hostPage)).toMatchObject({ Minutes: 1 });
    },
    4 * LONG_WAIT_MS,
  );

  it(
    'is asked, with the price, before a new tab takes up the call; rejoining brings the call back',
    async () => {
      const { caller, hostPage } = await callAnswered('Selin', 'Elif');
      const price = Number(
        /(\d+) coins per minute/.exec((await callScreen(caller, 'Elif').textContent()) ?? '')?.[1],
      );
      expect(price).toBeGreaterThan(0);

      // A new tab of the same browser profile (signed in), after the one running the call closed.
      const context = caller.context();
      await caller.close();
      const again = await context.newPage();
      recordConsole(again);
      await again.goto(`${server.url}/wall`);
      const question = again.getByRole('dialog', { name: 'Your call is still on' });
      await question.waitFor({ timeout: LONG_WAIT_MS });
      expect(await question.textContent()).toContain(
        `Your call with Elif is still on, at ${price} coins per minute. Rejoin it?`,
      );
      // Nothing of the call runs until the user says so.
      expect(await callScreen(again, 'Elif').count()).toBe(0);

      await question.getByRole('button', { name: 'Rejoin' }).click();
      await question.waitFor({ state: 'hidden' });
      await expectVideoPlaying(again.getByLabel('Video of Elif'), { timeout: LONG_WAIT_MS });
      await expectVideoPlaying(hostPage.getByLabel('Video of Selin'), { timeout: LONG_WAIT_MS });

      await callScreen(again, 'Elif').getByRole('button', { name: 'Hang up' }).click();
      for (const page of [again, hostPage]) await outcome(page).waitFor();
    },
    4 * LONG_WAIT_MS,
  );
});
