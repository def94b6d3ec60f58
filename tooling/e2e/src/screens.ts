// What the e2e suite and the call benchmark look for on the app's screens, found as a person would (by role and
// name), and the check that a remote video really plays.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The header's account button: there once a user is signed in with a complete profile. */
export const accountButton = (page: Page) => page.getByRole('button', { name: 'Account and settings' });

/** A whole number as the app writes it for English readers ("1,250"). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The header showing exactly `coins` (the account menu's badge, read as a screen reader says it): wait on it. */
export const headerShowsCoins = (page: Page, coins: number) =>
  page.getByRole('banner').getByText(`${coins.toLocaleString('en')} coins`, { exact: true });

/** At the sandbox PSP's hosted checkout: the card form, filled with `number` and sent. */
export async function payWithSandboxCard(page: Page, number: string): Promise<void> {
  await page.waitForURL(/\/sandbox-psp\/checkout\//);
  await page.getByLabel('Full name').fill('Pia Jansen');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing e-mail').fill('pia@example.com');
  await page.getByRole('button', { name: /^Pay \d/ }).click();
}

/**
 * In the shop: presses `button` on the offer `offer`, pays at the sandbox PSP's checkout with the card `number`, and
 * waits for payRes to say the payment succeeded.
 */
export async function buyInShop(page: Page, offer: string, button: string, number: string): Promise<void> {
  await page.getByRole('article', { name: offer }).getByRole('button', { name: button }).click();
  await payWithSandboxCard(page, number);
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
}

/** The coins the header shows (the live wallet): what the account button says to screen readers. */
export async function headerCoins(page: Page): Promise<number> {
  return numberIn(
    await accountButton(page)
      .getByText(/^[\d,]+ coins?$/)
      .textContent(),
  );
}

/** A host's points the header shows beside her coins. */
export async function headerPoints(page: Page): Promise<number> {
  return numberIn(
    await accountButton(page)
      .getByText(/^[\d,]+ points?$/)
      .textContent(),
  );
}

/**
 * What the end screen of a connected call lists (architecture §6: end screens show the cost), by label: "Minutes",
 * "Coins spent" and "Coins left" for the caller, "Points earned" for a host.
 */
export async function endScreenCost(page: Page): Promise<Record<string, number>> {
  const cost = outcome(page).getByLabel('Call cost');
  await cost.waitFor();
  const rows = await cost
    .locator('div')
    .evaluateAll((divs) =>
      divs.map((div) => [
        div.querySelector('dt')?.textContent ?? '',
        div.querySelector('dd')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(rows.map(([label, value]) => [label, numberIn(value ?? '')]));
}

/** A host's card on the wall. */
export const hostCard = (page: Page, host: string) =>
  page.getByRole('list', { name: 'Hosts' }).getByRole('article', { name: host });

/** The call screen of a call with `peer`. */
export const callScreen = (page: Page, peer: string) =>
  page.getByRole('region', { name: `Call with ${peer}` });

/** The bell of a call from `caller`, ringing. */
export const bell = (page: Page, caller: string) =>
  page.getByRole('dialog', { name: `${caller} is calling you` });

/** The outcome of a call that ended. */
export const outcome = (page: Page) => page.getByRole('dialog', { name: 'Call ended' });

/** The popup of a random match. */
export const matchPopup = (page: Page) => page.getByRole('dialog', { name: "It's a match!" });

/** Frames of the remote video that must arrive for it to count as playing (half a second of the fake camera). */
const FRAMES = 15;

export interface VideoWaits {
  /** How long the video element may take to appear; Playwright's default unless given. */
  timeout?: number;
  /** How long its FRAMES frames may take once it is there. */
  framesWithinMs?: number;
}

/**
 * The remote video is really playing: its element has a picture and its frames advance (requestVideoFrameCallback
 * fires and the frames' media time grows from the first to the last). Timed by the frames' own `mediaTime`, not the
 * element's currentTime: a voice call switching to video plays the voice in the element first, and in the callback
 * of the first frame of the stream that adds the video, currentTime could still be the voice's (2.3 s), before it
 * started again from zero (voice-call.test.ts failed so: "expected 1.022 to be greater than 2.322").
 */
export async function expectVideoPlaying(
  video: Locator,
  { timeout, framesWithinMs = 30_000 }: VideoWaits = {},
): Promise<void> {
  await video.waitFor({ timeout });
  const seen = await video.evaluate(
    (element, [limit, wanted]) =>
      new Promise<{
        frames: number;
        startTime: number;
        endTime: number;
        width: number;
        element: string;
      }>((resolve) => {
        const el = element as HTMLVideoElement;
        let startTime = 0;
        let endTime = 0;
        let frames = 0;
        // What the element and its stream were doing, for a failure's message.
        const state = async () => {
          const stream = el.srcObject instanceof MediaStream ? el.srcObject : undefined;
          const tracks = stream
            ?.getTracks()
            .map((t) => `${t.kind}:${t.readyState}${t.muted ? ':muted' : ''}`);
          if (frames >= wanted) return '';
          // Each peer connection of the page (people.ts records them): its signalling, ICE and DTLS states, the
          // candidates on each side, the pairs' states, the media bytes that came in and went out, the frames
          // its own camera gave, and each transceiver's direction as asked and as negotiated.
          const made =
            (window as { __auraPeerConnections?: RTCPeerConnection[] }).__auraPeerConnections ?? [];
          const connections = await Promise.all(
            made.map(async (pc) => {
              const counts = {
                local: 0,
                remote: 0,
                pairs: [] as string[],
                bytesIn: 0,
                bytesOut: 0,
                framesOut: 0,
              };
              (await pc.getStats()).forEach((report: { type: string; [key: string]: unknown }) => {
                if (report.type === 'local-candidate') counts.local += 1;
                if (report.type === 'remote-candidate') counts.remote += 1;
                if (report.type === 'candidate-pair') counts.pairs.push(String(report.state));
                if (report.type === 'inbound-rtp') counts.bytesIn += Number(report.bytesReceived ?? 0);
                if (report.type === 'outbound-rtp') counts.bytesOut += Number(report.bytesSent ?? 0);
                // The camera's frames as they reached the connection: none means this side's capture stalled.
                if (report.type === 'media-source') counts.framesOut += Number(report.frames ?? 0);
              });
              const transceivers = pc.getTransceivers().map((t) => {
                const sending = t.sender.track;
                const sent = sending ? `${sending.readyState}${sending.muted ? ':muted' : ''}` : 'no track';
                return `${t.mid}:${t.receiver.track.kind}:${t.direction}/${t.currentDirection} sends ${sent}`;
              });
              return `${pc.signalingState}/${pc.iceConnectionState}/${pc.connectionState} candidates ${counts.local}:${counts.remote} pairs [${counts.pairs.join(' ')}] bytes in ${counts.bytesIn} out ${counts.bytesOut}, camera frames ${counts.framesOut}, transceivers [${transceivers.join(' ')}]`;
            }),
          );
          return `readyState ${el.readyState}, paused ${el.paused}, tracks [${tracks?.join(', ') ?? 'no stream'}], peer connections [${connections.join('; ')}]`;
        };
        const done = () =>
          void state()
            .catch((error: unknown) => `(its state could not be read: ${String(error)})`)
            .then((element) => resolve({ frames, startTime, endTime, width: el.videoWidth, element }));
        const timer = setTimeout(done, limit);
        const onFrame: VideoFrameRequestCallback = (_now, { mediaTime }) => {
          frames += 1;
          if (frames === 1) startTime = mediaTime;
          endTime = mediaTime;
          if (frames >= wanted) {
            clearTimeout(timer);
            done();
          } else el.requestVideoFrameCallback(onFrame);
        };
        el.requestVideoFrameCallback(onFrame);
      }),
    [framesWithinMs, FRAMES] as const,
  );
  expect(seen.frames, `frames of the video (${seen.element})`).toBeGreaterThanOrEqual(FRAMES);
  expect(seen.endTime).toBeGreaterThan(seen.startTime);
  expect(seen.width).toBeGreaterThan(0);
}
