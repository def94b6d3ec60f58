// Random matching in Chromium, two people in two browser profiles with Chromium's fake camera and microphone
// (docs/matching.md): both open the match screen and press Start, both get the matched popup naming the other, and
// each sees the other's video playing, connected through the match's room by @aura/rtc-call's RTC engine. Next on
// one side ends the match for the other, who goes back to looking for someone; Stop leaves the queue.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectVideoPlaying,
  freshUkMobile,
  matchPopup,
  newPage,
  signUpByPhone,
  useSharedSuite,
  watchPageErrors,
} from '../src/index.ts';

const WAIT_MS = 60 * 1000;

// On the shared gateway, the only file that queues for a random match there: anyone else waiting would be paired
// with this file's people (match-call.test.ts and calls.test.ts's Face to Face run gateways of their own).
const suite = useSharedSuite();

/** Signs a new user up by phone (code from the sandbox outbox) and completes the profile. */
const signUp = async (national: string, nickname: string) =>
  signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, national, { nickname });

/** To the match screen the way a person goes: the header's link (a first page of /matching goes home, spec §2). */
async function openMatchScreen(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Match', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Random match' }).waitFor();
}

describe('matching, end to end', () => {
  it(
    'two users press Start: matched popup on both sides, each sees the other’s video; Next sends the other back to the queue',
    async () => {
      // One after the other: started together, one of the two codes did not reach the outbox in time here.
      const ada = await signUp(freshUkMobile(), 'Ada');
      const bram = await signUp(freshUkMobile(), 'Bram');
      const errors = [watchPageErrors(ada), watchPageErrors(bram)];
      await Promise.all([openMatchScreen(ada), openMatchScreen(bram)]);

      await ada.getByRole('button', { name: 'Start' }).click();
      await ada.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      await bram.getByRole('button', { name: 'Start' }).click();

      await expect
        .poll(() => matchPopup(ada).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Bram');
      await expect
        .poll(() => matchPopup(bram).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Ada');
      // Next stays disabled for its countdown right after the match.
      await expect(ada.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);

      await Promise.all([
        expectVideoPlaying(ada.getByLabel('Video of Bram'), { timeout: WAIT_MS }),
        expectVideoPlaying(bram.getByLabel('Video of Ada'), { timeout: WAIT_MS }),
      ]);

      // Next as soon as its countdown lets it. Auto-next counts MATCH_LIMITS.autoNextMs from the partner's video
      // playing on each side (not from the match), so however long the videos took to come, it cannot beat this
      // press; its timing is covered with a test clock in packages/matching's matching-saga.test.ts.
      await ada.getByRole('button', { name: 'Next' }).click({ timeout: WAIT_MS });
      await bram
        .locator('p', { hasText: 'They moved on. Looking for someone new…' })
        .waitFor({ timeout: WAIT_MS });
      // Just left each other: they are not matched again at once.
      await expect(matchPopup(ada).count()).resolves.toBe(0);
      await bram.getByRole('button', { name: 'Stop' }).click();
      await bram.getByText('Press Start to meet someone new.').waitFor();
      for (const pageErrors of errors) expect(pageErrors()).toEqual([]);
    },
    4 * WAIT_MS,
  );
});
