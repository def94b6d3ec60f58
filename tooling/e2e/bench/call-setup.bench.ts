// `pnpm bench e2e` (docs/performance.md, issue 5): call setup time in Chromium on loopback, from the host's click on
// Answer to the first frame of the other's video on each side, against the floor of two bare RTCPeerConnections in
// one page measured in the same run.
//
// The built gateway (PGlite, demo hosts seeded, the default ring and minute) serves the built web app. A user who
// signed up by phone calls a demo host from the wall through the app's UI in one browser profile; the host, signed
// in in another, answers from the bell; the caller hangs up once both sides have seen a frame, and both close the
// outcome, so every call starts from the wall like the one before (app-call.ts). Each call is connected and billed
// for real, one minute each: the caller is granted the coins first through the operator's tool, and the ledger is
// checked at the end. Before each of the app's calls the baseline call runs in a third page, never at the same time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  launchChromium,
  runAdmin,
  serveStatic,
  startServer,
  watchPageErrors,
  type RunningServer,
  type StaticServer,
} from '../src/index.ts';
import {
  appCall,
  CallSetupFailed,
  clockOffset,
  hostOnline,
  hostPrice,
  newAppPage,
  newContext,
  RING_MS,
  signInHost,
  signUpCaller,
  FRAME_WAIT_MS,
  type AppCall,
  type RtcEvent,
} from './app-call.ts';
import { otherCores, sampleCpu } from './cpu.ts';
import { baselineCall, type BaselineCall } from './probes.ts';

// `pnpm bench` hands every bench script the same arguments: other benchmarks' options are not for this one.
const { values: args } = parseArgs({
  strict: false,
  options: {
    iterations: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    trace: { type: 'boolean', default: false },
  },
});
const iterations = Number(args.iterations);
const warmup = Number(args.warmup);
if (!Number.isInteger(iterations) || iterations < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.error('--iterations must be a whole number of at least 1, --warmup a whole number');
  process.exit(2);
}
/** More cores than this used by other processes during a call makes its figures suspect (as in the gateway bench). */
const QUIET_CORES = 0.2;

// ---------------------------------------------------------------------------------------------------------------
// Figures.

interface Summary {
  p50: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentiles: the p-th is the smallest value with at least p % of the values at or below it. */
function summarise(values: number[]): Summary | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: percentile(50), p95: percentile(95), min: sorted[0]!, max: sorted.at(-1)! };
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));

/** The main table: each side's first remote frame after the answer, the app's against the baseline's. */
function printFigures(baseline: BaselineCall[], app: AppCall[]): void {
  const row = (name: string, values: number[], floor?: number[]) => {
    const summary = summarise(values);
    const over = floor && summary ? summary.p50 - summarise(floor)!.p50 : undefined;
    return [
      name,
      ms(summary?.p50),
      ms(summary?.p95),
      ms(summary?.min),
      ms(summary?.max),
      over === undefined ? '' : `+${ms(over)}`,
    ];
  };
  const baselineCaller = baseline.map((call) => call.callerMs);
  const baselineCallee = baseline.map((call) => call.calleeMs);
  printTable(
    ['ms after the answer', 'p50', 'p95', 'min', 'max', 'p50 over baseline'],
    [
      ['baseline: two RTCPeerConnections, one page', '', '', '', '', ''],
      row('  caller sees the callee', baselineCaller),
      row('  callee sees the caller', baselineCallee),
      ['Aura: the web app through the gateway', '', '', '', '', ''],
      row(
        '  caller sees the host',
        app.map((call) => call.callerMs),
        baselineCaller,
      ),
      row(
        '  host sees the caller',
        app.map((call) => call.hostMs),
        baselineCallee,
      ),
    ],
  );
}

/** Where an app call's time goes: each side's peer connection milestones, p50 and p95 after the answer. */
function printMilestones(app: AppCall[]): void {
  const first = (call: AppCall, side: RtcEvent['side'], ...events: string[]) =>
    call.rtc.find((event) => event.side === side && events.includes(event.event))?.at;
  const milestone = (name: string, pick: (call: AppCall, side: RtcEvent['side']) => number | undefined) => {
    const of = (side: RtcEvent['side']) =>
      summarise(app.map((call) => pick(call, side)).filter((at): at is number => at !== undefined));
    const [caller, host] = [of('caller'), of('host')];
    return [name, ms(caller?.p50), ms(caller?.p95), ms(host?.p50), ms(host?.p95)];
  };
  printTable(
    ['Aura, where the time goes: ms after the answer', 'caller p50', 'p95', 'host p50', 'p95'],
    [
      [
        'host: answer request sent (camera open, room joined)',
        '',
        '',
        ms(summarise(app.map((call) => call.toRequestMs))?.p50),
        ms(summarise(app.map((call) => call.toRequestMs))?.p95),
      ],
      [
        'host: answer request answered',
        '',
        '',
        ms(summarise(app.map((call) => call.toRequestMs + call.requestMs))?.p50),
        ms(summarise(app.map((call) => call.toRequestMs + call.requestMs))?.p95),
      ],
      milestone('peer connection created', (call, side) => first(call, side, 'created')),
      milestone('first offer made or received', (call, side) =>
        first(call, side, 'signaling:have-local-offer', 'signaling:have-remote-offer'),
      ),
      milestone('remote video track', (call, side) => first(call, side, 'track:video')),
      milestone('ICE connected', (call, side) => first(call, side, 'ice:connected', 'ice:completed')),
      milestone('connected (DTLS done)', (call, side) => first(call, side, 'connection:connected')),
      milestone('first remote frame', (call, side) => (side === 'caller' ? call.callerMs : call.hostMs)),
    ],
  );
  const offers = summarise(
    app.map((call) => call.rtc.filter((event) => event.event === 'signaling:have-local-offer').length),
  )!;
  console.log(
    `Offers made per call by both sides together (rolled-back ones included): p50 ${offers.p50}, ` +
      `min ${offers.min}, max ${offers.max}; the baseline makes one.`,
  );
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

// ---------------------------------------------------------------------------------------------------------------
// The run.

const contexts: BrowserContext[] = [];
let server: RunningServer | undefined;
let browser: Browser | undefined;
let baselineServer: StaticServer | undefined;
const baselineDir = await mkdtemp(join(tmpdir(), 'aura-call-bench-'));
let failed = false;

try {
  const loadAtStart = load();
  [server, browser] = await Promise.all([
    startServer({ env: { SEED_DEMO_HOSTS: 'true' } }),
    launchChromium(),
  ]);
  const runs = warmup + iterations;
  console.log(
    `Call setup: the host's click on Answer → the first remote video frame on each side, in Chromium ` +
      `${browser.version()} (headless, fake camera and microphone) on loopback.\n` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ` +
      `${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${loadAtStart}. ` +
      `${iterations} calls after ${warmup} warm-up, each after a baseline call.\n`,
  );

  // The baseline's page: an empty document on a loopback origin (a secure context, so it may open the camera).
  await writeFile(
    join(baselineDir, 'index.html'),
    '<!doctype html><html lang="en"><title>baseline</title></html>',
  );
  baselineServer = await serveStatic(baselineDir);
  const baselinePage = await (await newContext(browser, contexts)).newPage();
  await baselinePage.goto(`${baselineServer.url}/index.html`);

  // The caller signs up, reads the host's price on the wall, and is granted a minute's coins for every call (the
  // embedded database lets one process open it: the gateway stops meanwhile). Then the host signs in.
  process.stdout.write('Signing up the caller, granting coins, signing in the host');
  const caller = await newAppPage(browser, contexts);
  const callerId = await signUpCaller(caller, server);
  await caller.goto(`${server.url}/wall`);
  const price = await hostPrice(caller);
  let granted = { balance: 0 };
  await server.restart(async (dataDir) => {
    const reason = ['--reason', 'call setup benchmark'];
    const grant = ['coins', 'grant', '--user', callerId, '--coins', String(price * runs), ...reason];
    granted = (await runAdmin(grant, dataDir)) as typeof granted;
  });
  const host = await newAppPage(browser, contexts);
  await signInHost(host, server);
  await caller.goto(`${server.url}/wall`);
  await hostOnline(caller);
  const errors = [watchPageErrors(caller), watchPageErrors(host), watchPageErrors(baselinePage)];
  const clocks = await clockOffset(caller, host);
  console.log(
    `: ${price} coins a minute, ${granted.balance} coins.\nThe caller page's clock is ` +
      `${clocks.offset.toFixed(2)} ms ahead of the host page's (±${clocks.within.toFixed(2)}); corrected.\n`,
  );

  const measured: { baseline: BaselineCall; app: AppCall; other: number | undefined }[] = [];
  const failures: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    const before = sampleCpu();
    const baseline = await baselinePage.evaluate(baselineCall, { ringMs: RING_MS, timeoutMs: FRAME_WAIT_MS });
    const name = run < warmup ? `warm-up ${run + 1}` : `call ${run - warmup + 1}`;
    let app: AppCall;
    try {
      app = await appCall(caller, host, clocks);
    } catch (error) {
      if (!(error instanceof CallSetupFailed)) throw error;
      console.log(`${name.padEnd(10)}  FAILED: ${error.message}`);
      failures.push(`${name}: ${error.message}`);
      continue;
    }
    const other = otherCores(before, sampleCpu());
    console.log(
      `${name.padEnd(10)}` +
        `  baseline ${ms(baseline.callerMs).padStart(4)} / ${ms(baseline.calleeMs).padStart(4)} ms` +
        `   Aura caller ${ms(app.callerMs).padStart(5)}, host ${ms(app.hostMs).padStart(5)} ms` +
        (other === undefined ? '' : `   other processes ${other.toFixed(2)} cores`),
    );
    if (args.trace) {
      for (const { at, side, event } of app.rtc)
        console.log(`  ${at.toFixed(1).padStart(8)}  ${side} ${event}`);
    }
    if (run >= warmup) measured.push({ baseline, app, other });
  }
  const clocksAfter = await clockOffset(caller, host);
  // Read before the gateway stops for the ledger check, which the pages would report as refused connections.
  const pageErrors = errors.flatMap((read) => read());

  // Every call was connected and billed its first minute, and nothing more: the ledger agrees.
  let balance = { coins: 0 };
  await server.restart(async (dataDir) => {
    balance = (await runAdmin(['coins', 'balance', '--user', callerId], dataDir)) as typeof balance;
  });
  const paid = granted.balance - balance.coins;

  if (measured.length === 0) throw new Error(`none of the ${iterations} measured calls came up`);
  console.log('');
  printFigures(
    measured.map((call) => call.baseline),
    measured.map((call) => call.app),
  );
  console.log('');
  printMilestones(measured.map((call) => call.app));

  const others = measured.flatMap((call) => (call.other === undefined ? [] : [call.other]));
  const quiet = measured.filter((call) => call.other !== undefined && call.other <= QUIET_CORES);
  const side = (calls: typeof measured, pick: (call: AppCall) => number) => {
    const summary = summarise(calls.map((call) => pick(call.app)))!;
    return `${ms(summary.p50)}/${ms(summary.p95)}`;
  };
  const floor = (calls: typeof measured, pick: (call: BaselineCall) => number) => {
    const summary = summarise(calls.map((call) => pick(call.baseline)))!;
    return `${ms(summary.p50)}/${ms(summary.p95)}`;
  };
  console.log(
    `\ncall setup p50/p95 (answer → first remote frame): caller ${side(measured, (call) => call.callerMs)} ms, ` +
      `host ${side(measured, (call) => call.hostMs)} ms; baseline ${floor(measured, (call) => call.callerMs)} ` +
      `and ${floor(measured, (call) => call.calleeMs)} ms.`,
  );
  if (others.length > 0) {
    const mean = others.reduce((sum, value) => sum + value, 0) / others.length;
    console.log(
      `Other processes used ${mean.toFixed(2)} cores on average during the calls, at most ` +
        `${Math.max(...others).toFixed(2)}; ${quiet.length} of ${measured.length} calls had them at or under ` +
        `${QUIET_CORES}` +
        (quiet.length > 0 && quiet.length < measured.length
          ? `, over which: caller ${side(quiet, (call) => call.callerMs)} ms, host ` +
            `${side(quiet, (call) => call.hostMs)} ms; baseline ${floor(quiet, (call) => call.callerMs)} and ` +
            `${floor(quiet, (call) => call.calleeMs)} ms.`
          : '.'),
    );
  }
  console.log(
    `Load average ${loadAtStart} at the start, ${load()} at the end. ${runs} calls billed ${paid} coins ` +
      `(${price} a minute). The page clocks drifted ${(clocksAfter.offset - clocks.offset).toFixed(2)} ms apart.`,
  );
  if (failures.length > 0) {
    console.error(`\n${failures.length} of ${runs} calls did not come up:\n${failures.join('\n')}`);
    failed = true;
  }
  if (paid !== runs * price) {
    console.error(`Expected ${runs} one-minute calls to cost ${runs * price} coins, not ${paid}.`);
    failed = true;
  }
  if (pageErrors.length > 0) {
    console.error(`The pages reported errors:\n${pageErrors.join('\n')}`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  if (server) console.error(`--- server output ---\n${server.output()}`);
  failed = true;
} finally {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await baselineServer?.close();
  await rm(baselineDir, { recursive: true, force: true });
  const code = await server?.stop();
  if (code !== undefined && code !== 0) {
    console.error(`The gateway exited with code ${code} when stopped.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
