// The card route in Chromium (issue 14, docs/profiles.md "The card"), two fresh people on the shared gateway: Bram
// uploads a photo an operator approves, so he is in the deck; Ada opens /card, finds his card with the like's
// price on its button, likes him (her coins fall by the price, live); Bram, on his cards page, finds her under
// "Liked you" as it happens, likes her back, and the two are friends, with a way to their chat.
import { LIKE_LIMITS } from '@aura/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  freshUkMobile,
  headerCoins,
  newPage,
  useSharedSuite,
  userIdOf,
  watchPageErrors,
} from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const WAIT_MS = 30 * 1000;
const suite = useSharedSuite();

const signUp = async (nickname: string): Promise<Page> =>
  signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, freshUkMobile(), { nickname });

/** A real JPEG drawn in the page, as a camera's bytes. */
async function jpegFrom(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 240 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#264653';
    context.fillRect(0, 0, 320, 240);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    return btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
  });
  return Buffer.from(base64, 'base64');
}

it(
  'likes a card at its price, is told live on the other side, and a like back makes the two friends',
  async () => {
    const [ada, bram] = await Promise.all([signUp('Ada'), signUp('Bram')]);
    const adaErrors = watchPageErrors(ada);
    const [adaId, bramId] = await Promise.all([userIdOf(ada), userIdOf(bram)]);

    await bram.goto(`${suite.url}/profile/edit`);
    await bram
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegFrom(bram) });
    await bram.getByText('Under review').waitFor({ timeout: WAIT_MS });
    const [photo] = (await suite.admin(['media', 'queue', '--user', bramId])) as { id: string }[];
    await suite.admin(['media', 'approve', '--id', photo!.id]);

    // Bram waits on his cards page; Ada opens hers and finds him.
    await bram.goto(`${suite.url}/card`);
    await bram.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    await ada.goto(`${suite.url}/card`);
    const before = await headerCoins(ada);
    const like = ada.getByRole('button', { name: `Like · ${LIKE_LIMITS.price} coins` });
    for (let shown = 0; ; shown += 1) {
      await like.waitFor({ timeout: WAIT_MS });
      if ((await ada.getByRole('article', { name: 'Bram' }).count()) > 0) break;
      // Someone else first (the shared gateway's other people): pass them, for free.
      expect(shown).toBeLessThan(20);
      await ada.getByRole('button', { name: 'Pass' }).click();
    }
    await like.click();
    await ada
      .getByRole('banner')
      .getByText(`${before - LIKE_LIMITS.price} coins`, { exact: true })
      .waitFor({ timeout: WAIT_MS });

    // Told at once: Ada is under "Liked you" on Bram's open page; his like back makes them friends.
    const likedYou = bram.getByRole('region', { name: 'Liked you' });
    await likedYou.getByText('Ada').waitFor({ timeout: WAIT_MS });
    await likedYou.getByRole('button', { name: `Like back · ${LIKE_LIMITS.price} coins` }).click();
    await bram.getByText('You and Ada like each other: you are friends now.').waitFor({ timeout: WAIT_MS });
    await bram.getByRole('button', { name: 'Send a message' }).click();
    await bram.waitForURL(new RegExp(`/message/IMMessageSession/${adaId}$`));
    expect(adaErrors()).toEqual([]);
  },
  3 * WAIT_MS,
);
