// Random matching in Chromium, two people in two browser profiles with Chromium's fake camera and microphone
// (docs/matching.md): both open the match screen and press Start, both get the matched popup naming the other, and
// each sees the other's video playing, connected through the match's room by @aura/rtc-call's RTC engine. Next on
// one side ends the match for the other, who goes back to looking for someone; Stop leaves the queue. Stay beside
// the auto-next count stops it on both sides; report and block from a match stops the match, and the two are not
// paired again (issue 18, docs/safety.md).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectVideoPlaying,
  freshUkMobile,
  matchPopup,
  newPage,
  useSharedSuite,
  watchPageErrors,
} from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

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

      // The auto-next count shows with Stay beside it (issue 18); Ada's Stay stops Bram's count too.
      await matchPopup(ada).getByRole('button', { name: 'Stay' }).click({ timeout: WAIT_MS });
      await matchPopup(ada).getByRole('timer', { name: 'Next match in' }).waitFor({ state: 'hidden' });
      await matchPopup(bram).getByRole('timer', { name: 'Next match in' }).waitFor({ state: 'hidden' });

      await Promise.all([
        expectVideoPlaying(ada.getByLabel('Video of Bram'), { timeout: WAIT_MS }),
        expectVideoPlaying(bram.getByLabel('Video of Ada'), { timeout: WAIT_MS }),
      ]);

      // Next as soon as its countdown lets it (Stay stopped the auto-next counts; their timing is covered with a test
      // clock in packages/matching's matching-saga.test.ts).
      await ada.getByRole('button', { name: 'Next' }).click({ timeout: WAIT_MS });
      await bram
        .locator('p', { hasText: 'They moved on. Looking for someone new…' })
        .waitFor({ timeout: WAIT_MS });
      // Just left each other: they are not matched again at once.
      await expect(matchPopup(ada).count()).resolves.toBe(0);
      await bram.getByRole('button', { name: 'Stop' }).click();
      await bram.getByText('Press Start to meet someone new.').waitFor();
      // Nobody of this test waits in the queue for the next one.
      await ada.getByRole('button', { name: 'Stop' }).click();
      await ada.getByText('Press Start to meet someone new.').waitFor();
      for (const pageErrors of errors) expect(pageErrors()).toEqual([]);
    },
    4 * WAIT_MS,
  );

  it(
    'report and block from a match: the match stops, and the two are not matched again (issue 18)',
    async () => {
      const cem = await signUp(freshUkMobile(), 'Cem');
      const dora = await signUp(freshUkMobile(), 'Dora');
      const errors = [watchPageErrors(cem), watchPageErrors(dora)];
      await Promise.all([openMatchScreen(cem), openMatchScreen(dora)]);
      await cem.getByRole('button', { name: 'Start' }).click();
      await cem.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      await dora.getByRole('button', { name: 'Start' }).click();
      await expect
        .poll(() => matchPopup(dora).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Cem');

      // One tap to the report, a reason, Block (checked by default), Send.
      await dora.getByRole('button', { name: 'Report' }).click();
      const dialog = dora.getByRole('dialog', { name: 'Report Cem' });
      await dialog.getByRole('radio', { name: 'Harassment, hate or threats' }).check();
      await expect(dialog.getByRole('checkbox', { name: /Block Cem/ }).isChecked()).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog
        .getByText('Thank you. Your report was sent and Cem is blocked.')
        .waitFor({ timeout: WAIT_MS });
      // The block stopped the match: Dora is off the queue, Cem back in it.
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dora.getByText('Press Start to meet someone new.').waitFor();
      await cem.locator('p', { hasText: 'Looking for someone' }).waitFor({ timeout: WAIT_MS });

      // Both waiting at once: the gateway never pairs them (the pairing in Dora's own request and the scheduler's
      // passes meanwhile; docs/safety.md).
      await dora.getByRole('button', { name: 'Start' }).click();
      await dora.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      await dora.waitForTimeout(3_000);
      await expect(matchPopup(dora).count()).resolves.toBe(0);
      await expect(matchPopup(cem).count()).resolves.toBe(0);
      await Promise.all([
        cem.getByRole('button', { name: 'Stop' }).click(),
        dora.getByRole('button', { name: 'Stop' }).click(),
      ]);
      for (const pageErrors of errors) expect(pageErrors()).toEqual([]);
    },
    4 * WAIT_MS,
  );
});
