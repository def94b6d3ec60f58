// The wall as a new user first sees it on a phone (issue 18, "First impressions"): the call buttons keep their words
// whole in every language, and a signed-in tab opens one realtime socket when it loads.
import { expect, it } from 'vitest';
import { freshUkMobile, hostCard, newPage, useSharedSuite } from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const suite = useSharedSuite();
const server = { url: suite.url };
const PHONE = { viewport: { width: 390, height: 844 } };

/** How much of each video button's words fall outside its padding box, in px (0 when nothing is cut). */
const cutWords = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      '.aura-host-card-actions > .aura-button:not(.aura-icon-button)',
    ),
  ].map((button) => {
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(button);
    const content = range.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft) - content.left;
    const right = content.right - (box.right - parseFloat(style.paddingRight));
    return Math.max(0, Math.round(left), Math.round(right));
  });

it('the Turkish wall at 390 px cuts no word of "Görüntülü ara"; the English one keeps both buttons on a line', async () => {
  const page = await signUpByPhone(
    await newPage(suite.browser, suite.contexts, { context: PHONE }),
    server.url,
    freshUkMobile(),
    { nickname: 'Deniz' },
  );
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.goto(`${server.url}/tr/wall`);
  await page.getByRole('article', { name: 'Sanne' }).getByText('Görüntülü ara').waitFor();
  const cuts = await page.evaluate(cutWords);
  expect(cuts.length).toBeGreaterThan(0);
  expect(cuts).toEqual(cuts.map(() => 0));
  // Regression: a signed-in load dialled as a visitor, closed that socket half-open and dialled again.
  expect(sockets).toHaveLength(1);

  await page.goto(`${server.url}/wall`);
  const english = hostCard(page, 'Sanne');
  const video = english.getByRole('button', { name: 'Video call with Sanne' });
  const voice = english.getByRole('button', { name: 'Voice call with Sanne' });
  await video.waitFor();
  const englishCuts = await page.evaluate(cutWords);
  expect(englishCuts).toEqual(englishCuts.map(() => 0));
  const [videoBox, voiceBox] = [await video.boundingBox(), await voice.boundingBox()];
  expect(Math.abs(videoBox!.y - voiceBox!.y)).toBeLessThan(videoBox!.height);
});
