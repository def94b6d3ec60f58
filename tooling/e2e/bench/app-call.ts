// The call setup benchmark's side of the app: people signing in and one call from the wall, all through the web
// app's UI as a person would use it (the same steps as tests/calls.test.ts), with the probe of probes.ts reading the
// times in the pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  bell,
  CALL_CONTEXT,
  callScreen,
  freshUkMobile,
  hostCard,
  outcome,
  passAdultGate,
  userIdOf,
  type RunningServer,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone, type DemoHostName } from '../people/gateway-sign-in.ts';
import { installCallProbe, type CallProbe, type CallProbeRecord } from './probes.ts';

/** The demo host called (docs/hosts.md); she signs in with the Dutch number the seed gives her. */
export const HOST: { name: DemoHostName } = { name: 'Sanne' };
/** The caller, a new user each run, signed up with a number no run used (freshUkMobile). */
export const CALLER = { name: 'Bench' };
/** How long the bell rings before the host answers: the caller's side has settled, as it would for a person. */
export const RING_MS = 1000;
/** How long the UI may take for a step outside the measured window (a bell, an outcome, the host online again). */
const WAIT_MS = 60 * 1000;
/**
 * Far longer than any call setup: a side without a remote frame by then is a failure, not a figure. Under the
 * minute, so that such a call, hung up then, is billed one minute like the others.
 */
export const FRAME_WAIT_MS = 20 * 1000;

/**
 * A browser profile allowed to use the (fake) camera and microphone. tsx compiles the benchmark keeping function
 * names, so the functions sent to a page (probes.ts) call esbuild's `__name` helper: the page gets one here.
 */
export async function newContext(browser: Browser, contexts: BrowserContext[]): Promise<BrowserContext> {
  const context = await browser.newContext(CALL_CONTEXT);
  contexts.push(context);
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  return context;
}

/** A page of the app for an adult (past the 18+ gate), with the call probe installed. */
export async function newAppPage(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await newContext(browser, contexts);
  await passAdultGate(context);
  await context.addInitScript(installCallProbe);
  const page = await context.newPage();
  watchTraffic(page);
  return page;
}

/** Per page, since the last call began: its realtime messages and console warnings, for the report of a failure. */
const traffic = new WeakMap<Page, string[]>();

function watchTraffic(page: Page): void {
  traffic.set(page, []);
  const note = (line: string) => traffic.get(page)!.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('websocket', (socket) => {
    const frame =
      (direction: string) =>
      ({ payload }: { payload: string | Buffer }) => {
        try {
          const message = JSON.parse(payload.toString()) as { type?: string; signal?: { kind?: string } };
          if (message.type === 'rtcSignal') note(`${direction} rtcSignal ${message.signal?.kind}`);
          else if (message.type && !/ping|pong|heartbeat/i.test(message.type))
            note(`${direction} ${message.type}`);
        } catch {
          note(`${direction} ${payload.length} bytes`);
        }
      };
    socket.on('framesent', frame('sent'));
    socket.on('framereceived', frame('received'));
    socket.on('close', () => note('socket closed'));
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      note(`console ${message.type()}: ${message.text()}`);
  });
}

/** The caller signs up by phone (getting the sign-up coins) and completes the profile. Resolves with the user id. */
export async function signUpCaller(page: Page, server: RunningServer): Promise<string> {
  await signUpByPhone(page, server.url, freshUkMobile(), { nickname: CALLER.name });
  return userIdOf(page);
}

/** The demo host signs in by phone (the seed made her profile complete) and stays on the app. */
export async function signInHost(page: Page, server: RunningServer): Promise<void> {
  await signInDemoHost(page, server.url, HOST.name);
}

/** The host's price per minute as the card on the wall shows it. */
export async function hostPrice(caller: Page): Promise<number> {
  const label = hostCard(caller, HOST.name).getByText(/^\d+ coins? per minute$/);
  await label.waitFor({ timeout: WAIT_MS });
  const text = await label.textContent();
  const price = Number(/^(\d+)/.exec(text ?? '')?.[1]);
  if (!(price > 0)) throw new Error(`no price on ${HOST.name}'s card: "${text}"`);
  return price;
}

/** Waits until the wall shows the host online (signed in, not in a call). */
export const hostOnline = (caller: Page) =>
  hostCard(caller, HOST.name).getByText('Online', { exact: true }).waitFor({ timeout: WAIT_MS });

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { auraCallProbe: CallProbe }).auraCallProbe.record);

/**
 * Waits for the page's first remote frame, or for the call to end without one (the outcome dialog). Resolves with
 * what the probe recorded, or undefined when the call ended or FRAME_WAIT_MS passed without a frame.
 */
async function waitForRemoteFrame(page: Page): Promise<CallProbeRecord | undefined> {
  const framedOrEnded = () =>
    (window as unknown as { auraCallProbe: CallProbe }).auraCallProbe.record.firstRemoteFrame !== undefined ||
    [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
      dialog.textContent?.startsWith('Call ended'),
    );
  const seen = await page
    .waitForFunction(framedOrEnded, undefined, { polling: 100, timeout: FRAME_WAIT_MS })
    .then(() => probe(page))
    .catch(() => undefined);
  return seen?.firstRemoteFrame ? seen : undefined;
}

/** A call whose media did not come up: the benchmark reports it and goes on with the next call. */
export class CallSetupFailed extends Error {}

/**
 * What a page shows of a call that did not come up, for the report: its status or outcome, the remote video, the
 * peer connection's events, its transceivers and RTP counters, and the page's realtime messages.
 */
async function describe(page: Page): Promise<string> {
  const seen = await page.evaluate(async () => {
    const { record, connections } = (window as unknown as { auraCallProbe: CallProbe }).auraCallProbe;
    const region = document.querySelector('[aria-label^="Call with "]');
    const status = region?.querySelector('[role="status"]')?.textContent ?? 'no call screen';
    const ending = [...document.querySelectorAll('[role="dialog"]')]
      .map((dialog) => dialog.textContent ?? '')
      .find((text) => text.startsWith('Call ended'));
    const video = document.querySelector<HTMLVideoElement>('video[aria-label^="Video of "]');
    const stream = video?.srcObject as MediaStream | null | undefined;
    const tracks = stream
      ?.getTracks()
      .map((track) => `${track.kind} ${track.readyState}${track.muted ? ' muted' : ''}`);
    const remote = video
      ? `remote video readyState ${video.readyState}, ${video.paused ? 'paused' : 'playing'}, ` +
        `${video.videoWidth}×${video.videoHeight}, tracks: ${tracks?.join(', ') || 'none'}`
      : 'no remote video';
    const pcs = await Promise.all(
      connections.map(async (pc, index) => {
        const rtp: string[] = [];
        (await pc.getStats()).forEach((stat: { type: string; kind?: string; packetsSent?: number }) => {
          const packets = (stat as { packetsReceived?: number }).packetsReceived ?? stat.packetsSent;
          if (stat.type === 'outbound-rtp' || stat.type === 'inbound-rtp')
            rtp.push(`${stat.type.split('-')[0]} ${stat.kind} ${packets} packets`);
        });
        const transceivers = pc
          .getTransceivers()
          .map(
            (t) =>
              `${t.mid ?? '-'} ${t.receiver.track.kind} ${t.direction}/${t.currentDirection ?? '-'}` +
              ` sending ${t.sender.track ? `${t.sender.track.readyState}${t.sender.track.enabled ? '' : ' disabled'}` : 'nothing'}`,
          );
        return (
          `connection ${index + 1}: ${pc.connectionState}, ${pc.signalingState}; ` +
          `transceivers: ${transceivers.join('; ')}; RTP: ${rtp.join(', ') || 'none'}`
        );
      }),
    );
    const events = record.rtc.map(({ at, event }) => `${at.toFixed(0)} ${event}`).join(', ');
    return [
      `"${status}"${ending ? `, outcome "${ending}"` : ''}; ${remote}`,
      ...pcs,
      `answer click ${record.answerClick?.toFixed(0) ?? 'none'}; events: ${events}`,
    ].join('\n    ');
  });
  return `${seen}\n    ${(traffic.get(page) ?? []).join('\n    ')}`;
}

/** Ends a call that did not come up, as a person would: hangs up if it is still on, closes both outcomes. */
async function hangUpAndClose(caller: Page, host: Page): Promise<void> {
  const hangUp = callScreen(caller, HOST.name).getByRole('button', { name: 'Hang up' });
  if (await hangUp.isVisible()) await hangUp.click();
  for (const page of [caller, host]) {
    await outcome(page).waitFor({ timeout: WAIT_MS });
    await outcome(page).getByRole('button', { name: 'Close' }).click();
    await outcome(page).waitFor({ state: 'hidden' });
  }
  await hostOnline(caller);
}

export interface ClockOffset {
  /** How far the caller page's clock (timeOrigin + now) is ahead of the host page's, ms. */
  offset: number;
  /** Half the spread of the reading the offset comes from: the offset is right to within this. */
  within: number;
}

/** The caller page's clock against the host page's, from the tightest of a few host–caller–host readings. */
export async function clockOffset(caller: Page, host: Page): Promise<ClockOffset> {
  const clock = (page: Page) =>
    page.evaluate(() => (window as unknown as { auraCallProbe: CallProbe }).auraCallProbe.clock());
  let best: ClockOffset = { offset: 0, within: Infinity };
  for (let round = 0; round < 7; round += 1) {
    const before = await clock(host);
    const reading = await clock(caller);
    const after = await clock(host);
    const within = (after - before) / 2;
    if (within < best.within) best = { offset: reading - (before + after) / 2, within };
  }
  return best;
}

/** A peer connection event on one side, ms after the host's click on Answer. */
export interface RtcEvent {
  side: 'caller' | 'host';
  at: number;
  event: string;
}

export interface AppCall {
  /** The caller's first frame of the host's video, ms after the host's click on Answer. */
  callerMs: number;
  /** The host's first frame of the caller's video, ms after the click. */
  hostMs: number;
  /** From the click to the answer request leaving (the host's camera opened, the room joined). */
  toRequestMs: number;
  /** The answer request from sent to fully received (the first minute charged, the call connected). */
  requestMs: number;
  /** Both sides' peer connection events, in order. */
  rtc: RtcEvent[];
}

/**
 * One call from the wall: the caller presses the host's video call button, the host's bell rings for RING_MS and
 * she answers; both first remote frames are awaited; the caller hangs up and both close the outcome, and the wall
 * shows the host online again, so the next call starts as this one did.
 */
export async function appCall(caller: Page, host: Page, clocks: ClockOffset): Promise<AppCall> {
  const arm = (page: Page) =>
    page.evaluate(() => (window as unknown as { auraCallProbe: CallProbe }).auraCallProbe.arm());
  await Promise.all([arm(caller), arm(host)]);
  for (const page of [caller, host]) traffic.set(page, []);
  await hostCard(caller, HOST.name)
    .getByRole('button', { name: `Video call with ${HOST.name}` })
    .click();
  try {
    await bell(host, CALLER.name).waitFor({ timeout: WAIT_MS });
    await callScreen(caller, HOST.name).getByRole('status').getByText(`Calling ${HOST.name}…`).waitFor();
  } catch (error) {
    const [callerSays, hostSays] = await Promise.all([describe(caller), describe(host)]);
    throw new Error(
      `the host's bell did not ring: ${(error as Error).message}\n  caller: ${callerSays}\n  host: ${hostSays}`,
    );
  }
  await host.waitForTimeout(RING_MS);
  await bell(host, CALLER.name).getByRole('button', { name: 'Answer' }).click();

  const [callerSaw, hostSaw] = await Promise.all([waitForRemoteFrame(caller), waitForRemoteFrame(host)]);
  if (!callerSaw || !hostSaw) {
    const [callerSays, hostSays] = await Promise.all([describe(caller), describe(host)]);
    await hangUpAndClose(caller, host);
    const sides = [callerSaw ? [] : ['the caller'], hostSaw ? [] : ['the host']].flat().join(' and ');
    throw new CallSetupFailed(
      `no remote frame on ${sides}'s side (the call ended, or ${FRAME_WAIT_MS / 1000} s passed)\n` +
        `  caller: ${callerSays}\n  host: ${hostSays}`,
    );
  }
  const [callerOrigin = 0, hostOrigin = 0] = await Promise.all(
    [caller, host].map((page) => page.evaluate(() => performance.timeOrigin)),
  );
  const click = hostSaw.answerClick;
  const request = hostSaw.answerRequest;
  if (click === undefined) throw new Error('the host page saw no click on Answer');
  if (request === undefined) throw new Error('the host page saw no answer request');
  for (const [saw, peer] of [
    [callerSaw, HOST.name],
    [hostSaw, CALLER.name],
  ] as const) {
    if (saw.firstRemoteFrame?.label !== `Video of ${peer}`)
      throw new Error(`a first remote frame came from "${saw.firstRemoteFrame?.label}", not ${peer}'s video`);
  }
  // The caller page's times on the host page's clock; every time after the click.
  const fromCaller = (at: number) => callerOrigin + at - clocks.offset - hostOrigin - click;
  const fromHost = (at: number) => at - click;
  const rtc: RtcEvent[] = [
    ...callerSaw.rtc.map(({ at, event }) => ({ side: 'caller' as const, at: fromCaller(at), event })),
    ...hostSaw.rtc.map(({ at, event }) => ({ side: 'host' as const, at: fromHost(at), event })),
  ].sort((a, b) => a.at - b.at);

  await callScreen(caller, HOST.name).getByRole('button', { name: 'Hang up' }).click();
  for (const page of [caller, host]) {
    // A call hung up within its first second shows no duration.
    await outcome(page)
      .getByText(/^The call has ended\./)
      .waitFor({ timeout: WAIT_MS });
    await outcome(page).getByRole('button', { name: 'Close' }).click();
    await outcome(page).waitFor({ state: 'hidden' });
  }
  await hostOnline(caller);
  return {
    callerMs: fromCaller(callerSaw.firstRemoteFrame!.at),
    hostMs: fromHost(hostSaw.firstRemoteFrame!.at),
    toRequestMs: request.start - click,
    requestMs: request.end - request.start,
    rtc,
  };
}
