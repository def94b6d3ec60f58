// Gifts in a call, in Chromium (issue 15, docs/gifts.md): a user signed up by phone makes a voice call to demo host
// Elif from the wall and she answers; in the call he opens the gift panel, sees the price, sends a rose, and the
// rose arrives on her screen while it is sent; then he sends the heart his backpack holds (granted by the operator's
// `gifts grant`), free, and opens the backpack page. The ledger agrees: his coins paid the call's minutes and the
// rose, nothing for the heart, and her points grew by the minutes' points and both gifts'. Nothing waits for the
// server's time.
// Then two fresh friends: Lale sends Emre a rose from their chat (it arrives on his screen, and both chats show the
// gift) and another from his profile.
// On the shared gateway, whose demo host Elif no other file calls there (call-leave.test.ts calls its own gateway's).
import { expect, it } from 'vitest';
import {
  bell,
  callScreen,
  freshUkMobile,
  hostCard,
  newPage,
  useSharedSuite,
  userIdOf,
  watchPageErrors,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone } from '../people/gateway-sign-in.ts';

/** Waits for the media and the screens on a loaded machine; nothing here waits for the server's time. */
const WAIT_MS = 90 * 1000;
const ROSE = { price: 10, points: 5 };
const HEART = { points: 25 };

const suite = useSharedSuite();

interface Balance {
  coins: number;
  points: number;
}
const balanceOf = async (userId: string) =>
  (await suite.admin(['coins', 'balance', '--user', userId])) as Balance;

it(
  'a gift sent in a call adds to the host’s points and shows on her screen; the backpack sends one free',
  async () => {
    const [caller, host] = await Promise.all([
      signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, freshUkMobile(), {
        nickname: 'Kaan',
      }),
      signInDemoHost(await newPage(suite.browser, suite.contexts), suite.url, 'Elif'),
    ]);
    const callerErrors = watchPageErrors(caller);
    const hostErrors = watchPageErrors(host);
    const [callerId, hostId] = await Promise.all([userIdOf(caller), userIdOf(host)]);
    await suite.admin(['coins', 'grant', '--user', callerId, '--coins', '500', '--reason', 'e2e gifts']);
    const granted = (await suite.admin([
      'gifts',
      'grant',
      '--user',
      callerId,
      '--gift',
      'heart',
      '--key',
      `e2e-${callerId}`,
    ])) as { granted: number };
    expect(granted.granted).toBe(1);
    const [callerBefore, hostBefore] = await Promise.all([balanceOf(callerId), balanceOf(hostId)]);

    await caller.goto(`${suite.url}/wall`);
    const card = hostCard(caller, 'Elif');
    await card.getByText('Online', { exact: true }).waitFor({ timeout: WAIT_MS });
    await card.getByRole('button', { name: 'Voice call with Elif' }).click();
    await bell(host, 'Kaan').getByRole('button', { name: 'Answer' }).click();
    const screen = callScreen(caller, 'Elif');
    await screen.getByRole('status').getByText('Connected').waitFor({ timeout: WAIT_MS });

    // The panel shows the gifts with their prices; the chosen one's price is on Send before anything moves.
    await screen.getByRole('button', { name: 'Gift' }).click();
    const panel = caller.getByRole('dialog', { name: 'Send a gift to Elif' });
    await panel.getByRole('button', { name: /Rose/ }).click();
    await panel.getByRole('button', { name: `Send Rose for ${ROSE.price} coins` }).click();
    await panel.getByRole('status').getByText('Rose sent to Elif').waitFor();
    await host.getByRole('status').getByText('Kaan sent you Rose').waitFor();

    // The backpack's heart goes free.
    await panel.getByRole('tab', { name: 'Backpack' }).click();
    await panel.getByRole('button', { name: /Heart.*×1/ }).click();
    await panel.getByRole('button', { name: 'Send Heart from your backpack, free' }).click();
    await panel.getByRole('status').getByText('Heart sent to Elif').waitFor();
    await host.getByRole('status').getByText('Kaan sent you Heart').waitFor();
    await panel.getByText(/Your backpack is empty/).waitFor();
    // The panel's way to the backpack page, the call going on over it.
    await panel.getByRole('button', { name: 'Open your backpack' }).click();
    await caller.getByRole('heading', { name: 'Backpack', exact: true }).waitFor();
    expect(new URL(caller.url()).pathname).toBe('/backpack');

    await screen.getByRole('button', { name: 'Hang up' }).click();
    await screen.waitFor({ state: 'hidden' });

    // His coins paid whole minutes (a demo host earns a point per coin) and the rose; her points grew by the
    // minutes' points and both gifts'.
    const [callerAfter, hostAfter] = await Promise.all([balanceOf(callerId), balanceOf(hostId)]);
    const minutesCoins = callerBefore.coins - callerAfter.coins - ROSE.price;
    expect(minutesCoins).toBeGreaterThan(0);
    expect(hostAfter.points - hostBefore.points).toBe(minutesCoins + ROSE.points + HEART.points);

    expect(callerErrors()).toEqual([]);
    expect(hostErrors()).toEqual([]);
  },
  5 * WAIT_MS,
);

it(
  'a gift sent from a chat arrives live and shows in both chats; one from a profile arrives too',
  async () => {
    const [lale, emre] = await Promise.all([
      signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, freshUkMobile(), {
        nickname: 'Lale',
      }),
      signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, freshUkMobile(), {
        nickname: 'Emre',
      }),
    ]);
    const laleErrors = watchPageErrors(lale);
    const [laleId, emreId] = await Promise.all([userIdOf(lale), userIdOf(emre)]);
    await suite.admin(['friends', 'add', '--user', laleId, '--friend', emreId]);
    await suite.admin(['coins', 'grant', '--user', laleId, '--coins', '100', '--reason', 'e2e gifts']);
    const [laleBefore, emreBefore] = await Promise.all([balanceOf(laleId), balanceOf(emreId)]);

    // From the chat: the panel names the price; the gift arrives on Emre's screen and is a line of both chats.
    await Promise.all([
      lale.goto(`${suite.url}/message/IMMessageSession/${emreId}`),
      emre.goto(`${suite.url}/message/IMMessageSession/${laleId}`),
    ]);
    await lale.getByRole('button', { name: 'Send a gift' }).click();
    const panel = lale.getByRole('dialog', { name: 'Send a gift to Emre' });
    await panel.getByRole('button', { name: /Rose/ }).click();
    await panel.getByRole('button', { name: `Send Rose for ${ROSE.price} coins` }).click();
    await panel.getByRole('status').getByText('Rose sent to Emre').waitFor({ timeout: WAIT_MS });
    await emre.getByRole('status').getByText('Lale sent you Rose').waitFor({ timeout: WAIT_MS });
    await emre.locator('.im-gift-record', { hasText: 'Sent you Rose' }).waitFor({ timeout: WAIT_MS });
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await lale.locator('.im-gift-record', { hasText: 'You sent Rose' }).waitFor({ timeout: WAIT_MS });

    // From his profile.
    await lale.goto(`${suite.url}/profile/${emreId}`);
    await lale.getByRole('button', { name: 'Gift', exact: true }).click();
    const fromProfile = lale.getByRole('dialog', { name: 'Send a gift to Emre' });
    await fromProfile.getByRole('button', { name: /Rose/ }).click();
    await fromProfile.getByRole('button', { name: `Send Rose for ${ROSE.price} coins` }).click();
    await fromProfile.getByRole('status').getByText('Rose sent to Emre').waitFor({ timeout: WAIT_MS });
    await emre.getByRole('status').getByText('Lale sent you Rose').waitFor({ timeout: WAIT_MS });

    // Two roses: her coins paid both, his points grew by both.
    const [laleAfter, emreAfter] = await Promise.all([balanceOf(laleId), balanceOf(emreId)]);
    expect(laleBefore.coins - laleAfter.coins).toBe(2 * ROSE.price);
    expect(emreAfter.points - emreBefore.points).toBe(2 * ROSE.points);
    expect(laleErrors()).toEqual([]);
  },
  3 * WAIT_MS,
);
