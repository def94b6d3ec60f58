// Issue 14's age assurance in Chromium: an under-18 suspect verifies their age with the KYC popup, whose camera is
// Chromium's fake one playing a face (a picture shipped in @vladmandic/human's package). The server's model puts
// it under 25, so the document check follows at the sandbox provider's own page, whose signed decision verifies
// the user: the badge shows on their profile. Its own browser, for its own camera clip.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshUkMobile, launchChromium, newPage, useSharedSuite, userIdOf } from '../src/index.ts';
import { sampleFace } from '@aura/gateway/testing/kyc-faces';
import { faceCameraFile } from '../people/face-camera.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const server = useSharedSuite();
/** Sign-up, the model's first load on the server (a few seconds), three photos and the provider's page. */
const KYC_TEST_TIMEOUT_MS = 2 * 60 * 1000;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium({
    args: [`--use-file-for-fake-video-capture=${await faceCameraFile('young')}`],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('age assurance', () => {
  it(
    'a suspect passes the camera estimate and the document check, and gets the badge',
    async () => {
      const page = await signUpByPhone(await newPage(browser, contexts), server.url, freshUkMobile(), {
        nickname: 'Dana',
      });
      const userId = await userIdOf(page);
      await server.admin(['kyc', 'require', '--user', userId]);

      await page.goto(`${server.url}/profile/edit`);
      await page.getByText('Verify your age to call and match.').waitFor();
      await page.getByRole('button', { name: 'Verify your age' }).click();
      const popup = page.getByRole('dialog', { name: 'Verify your age' });
      await popup.getByRole('button', { name: 'Start the camera' }).click();
      // The face reads under 25: a document is asked for.
      await page
        .getByText('We could not be sure of your age from the photos.', { exact: false })
        .waitFor({ timeout: 60_000 });

      await page.getByRole('button', { name: 'Check my document' }).click();
      await page.waitForURL(/\/kyc-sandbox\/v\//);
      await page.getByRole('heading', { name: 'Document check' }).waitFor();
      await page.getByLabel('Type of document').selectOption('PASSPORT');
      await page.getByLabel('Date of birth on the document').fill('2001-04-09');
      await page.getByLabel('Photo of the document').setInputFiles({
        name: 'passport.jpg',
        mimeType: 'image/jpeg',
        buffer: await sampleFace('adult'),
      });
      await page.getByRole('button', { name: 'Submit document' }).click();

      await page.waitForURL((url) => url.pathname === '/profile/edit');
      await page.getByText('Your age is verified.').waitFor();
      await page.goto(`${server.url}/profile/${userId}`);
      await page.getByRole('heading', { name: 'Dana' }).waitFor();
      expect(await page.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    },
    KYC_TEST_TIMEOUT_MS,
  );
});
