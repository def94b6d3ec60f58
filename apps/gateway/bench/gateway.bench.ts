// `pnpm bench gateway` (architecture §7, docs/performance.md): the built gateway as a process, loaded with
// autocannon in four modes back to back: plaintext (the baseline of this run), signed, signed+encrypted with one
// wrapped key, and signed+encrypted with a new wrapped key per request (RSA every time). The endpoint is GET
// serverTime (the protocol's cost alone), or with `--endpoint guestHosts` the guest host list (the demo hosts, what
// a visitor's landing page asks), measured against serverTime's plaintext in the same run. Every response is read and checked (decrypted where sealed):
// a benchmark of errors would be worthless. On serverTime, the same load also runs against the protocol floor
// (bench/protocol-floor.ts): plaintext and signed+encrypted served with the protocol's own work and no framework.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Identity } from '../test/independent-client.ts';
import { ENDPOINTS, type EndpointId } from './gateway/endpoints.ts';
import { load, type Measured } from './gateway/load.ts';
import { builderOf, modeOn, selectedModes, type Mode } from './gateway/modes.ts';
import { cpuShare, number, report } from './gateway/report.ts';
import {
  GATEWAY_DIR,
  admin,
  startServer,
  stopServer,
  type GatewayBuild,
  type Server,
} from './gateway/server.ts';
import { unwrapMicro } from './gateway/unwrap.ts';

/** The goal of issue 3: signed+encrypted calls keep at least this share of plaintext throughput. */
const GOAL = 0.7;
/** More cores than this used by other processes during a run makes its figures suspect. */
const BUSY_MACHINE_CORES = 0.2;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    /** Repeat the modes this many times, in turn, and report each mode's median (quiet) round. */
    rounds: { type: 'string', default: '1' },
    /** Comma-separated mode ids to run besides the plaintext baseline (for profiling one path). */
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    /** Another build of the gateway to measure (its dist directory), e.g. of an earlier commit for a before/after. */
    dist: { type: 'string' },
    /** serverTime (default) or guestHosts. */
    endpoint: { type: 'string', default: 'serverTime' },
  },
});
if (!(args.endpoint! in ENDPOINTS)) {
  throw new Error(
    `--endpoint: no endpoint ${args.endpoint}; endpoints: ${Object.keys(ENDPOINTS).join(', ')}`,
  );
}
const ENDPOINT = args.endpoint as EndpointId;
const PATH = ENDPOINTS[ENDPOINT].endpoint.path;
const DIST = args.dist ? resolve(args.dist) : join(GATEWAY_DIR, 'dist');
const MAIN = join(DIST, 'main.js');
const BUILD: GatewayBuild = { main: MAIN, admin: join(DIST, 'admin', 'cli.js') };
const seconds = positive(args.duration, '--duration');
const warmupSeconds = positive(args.warmup, '--warmup');
const connections = positive(args.connections, '--connections');
const rounds = Math.round(positive(args.rounds, '--rounds'));

function positive(value: string | undefined, name: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

/** Warns when a source file is newer than the build: the figures would be those of the old code. */
function warnIfStale(): void {
  if (!existsSync(MAIN) || !existsSync(BUILD.admin)) {
    throw new Error(
      `${DIST} is missing main.js or admin/cli.js: run \`pnpm bench gateway\`, which builds first.`,
    );
  }
  if (args.dist) return;
  const built = statSync(MAIN).mtimeMs;
  const newer = (readdirSync(join(GATEWAY_DIR, 'src'), { recursive: true }) as string[]).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      statSync(join(GATEWAY_DIR, 'src', file)).mtimeMs > built,
  );
  if (newer.length > 0) {
    console.warn(
      `Warning: src is newer than dist (${newer.slice(0, 3).join(', ')}): rebuild, or use pnpm bench.\n`,
    );
  }
}

async function main(): Promise<number> {
  warnIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'aura-bench-'));
  const profileDir = args['cpu-prof'];
  let server: Server | undefined;
  const serverLogs: (() => string)[] = [];
  try {
    const user = await admin(BUILD, dataDir, 'users', 'create', '--nickname', 'Bench');
    const session = await admin(
      BUILD,
      dataDir,
      'sessions',
      'create',
      '--user',
      user.userId!,
      '--device',
      'bench-device-1',
    );
    const identity: Identity = {
      userId: session.userId!,
      deviceId: session.deviceId!,
      loginToken: session.loginToken!,
    };
    const selected = selectedModes(ENDPOINT, args.only);

    console.log(`Gateway benchmark: GET ${args.endpoint} (${PATH}) against ${MAIN} as a child process`);
    console.log(
      `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ` +
        `${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s per mode` +
        `${rounds > 1 ? ` × ${rounds} rounds` : ''}, a fresh gateway process per mode`,
    );
    console.log(
      `Server and load generator share the machine's ${cpus().length} cores: the gateway's event loop takes one, ` +
        'autocannon the other (requests are signed and sealed before each run, responses checked after it).\n',
    );

    // Rounds run the modes in turn, so that a disturbance of the machine spreads over all of them.
    const all: Measured[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      if (rounds > 1) console.log(`round ${round} of ${rounds}`);
      for (const spec of selected) {
        // A fresh process per mode, on the same data directory: one mode's replay memory and heap must not weigh
        // on the next one's figures.
        server = await startServer(BUILD, spec.server, dataDir, identity, profileDir);
        serverLogs.push(server.log);
        const mode = await modeOn(server, spec, identity);
        process.stdout.write(`  ${mode.name}: warm-up`);
        const warm = await load(server, mode, identity, warmupSeconds, [], connections);
        if (warm.tally.notOk > 0 || warm.result.errors > 0) {
          throw new Error(
            `warm-up of ${mode.name} failed: ${warm.tally.firstProblem ?? `${warm.result.errors} errors`}`,
          );
        }
        // Enough for the run: with its requests ready a mode rarely runs three times as fast as in its warm-up,
        // where each request was built on the spot. Should they run out, the rest is built during the run, and the
        // report says how many.
        const expected = mode.signed ? 3 * warm.reqPerSec * seconds * 1.2 : 0;
        process.stdout.write(`, building ${number(expected)} requests`);
        const prepared = Array.from({ length: Math.ceil(expected) }, builderOf(mode));
        process.stdout.write(', measuring');
        const run = await load(server, mode, identity, seconds, prepared, connections);
        all.push(run);
        console.log(`: ${number(run.reqPerSec)} req/s`);
        await stopServer(server);
        server = undefined;
      }
    }
    // Per mode, the round with the median throughput among those the rest of the machine left alone (all rounds
    // when none was), the whole row from that round so that it stays consistent.
    const quiet = (run: Measured) => (run.cpu?.otherCores ?? 0) <= BUSY_MACHINE_CORES;
    const runs = selected.map((spec) => {
      const ofMode = all.filter((run) => run.mode.id === spec.id);
      const pool = ofMode.some(quiet) ? ofMode.filter(quiet) : ofMode;
      return pool.sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(pool.length / 2)]!;
    });
    if (rounds > 1) {
      console.log('\nreq/s in each round (cores used by other processes):');
      for (const spec of selected) {
        const figures = all
          .filter((run) => run.mode.id === spec.id)
          .map((run) => `${number(run.reqPerSec)} (${run.cpu ? number(run.cpu.otherCores, 2) : '?'})`);
        console.log(`  ${spec.name}: ${figures.join(', ')}`);
      }
      console.log(
        `The table shows, per mode, the round with the median req/s among those where other processes used at ` +
          `most ${BUSY_MACHINE_CORES} of a core (among all rounds when there is none).`,
      );
    }

    const gatewayRuns = runs.filter((run) => run.mode.server === 'gateway');
    const floorRuns = runs.filter((run) => run.mode.server === 'protocol floor');
    console.log(`\n${report(gatewayRuns)}\n`);
    if (floorRuns.length > 0) {
      console.log(
        `The protocol floor (bench/protocol-floor.ts): the same requests and checks, served by node:http with the ` +
          `protocol's own work and nothing else (no framework, validation, logging, database or rate limits):\n`,
      );
      console.log(`${report(floorRuns)}\n`);
    }
    const busiest = Math.max(...runs.map((run) => run.cpu?.otherCores ?? 0));
    if (busiest > BUSY_MACHINE_CORES) {
      console.log(
        `Warning: other processes kept up to ${number(busiest, 2)} cores busy during a run in the table (column ` +
          '"other"): those figures measure contention as much as the gateway. Run again on a quiet machine, or ' +
          'with more --rounds.',
      );
    }
    for (const run of all.filter((one) => one.builtLive > 0)) {
      console.log(
        `Note: ${run.mode.name} ran out of prepared requests; ${number(run.builtLive)} were built during the run.`,
      );
    }
    const byId = (id: Mode['id']) => runs.find((run) => run.mode.id === id);
    const plain = byId('plaintext')!;
    const serverTime = byId('serverTime');
    if (serverTime) {
      const perRequest = (run: Measured) =>
        run.cpu ? `${number(run.cpu.serverUserUs + run.cpu.serverSystemUs)} µs` : 'n/a';
      console.log(
        `${ENDPOINT} plaintext against serverTime plaintext, same run: ${number(plain.reqPerSec)} vs ` +
          `${number(serverTime.reqPerSec)} req/s (${number((plain.reqPerSec / serverTime.reqPerSec) * 100, 1)} %); ` +
          `server CPU per request ${perRequest(plain)} vs ${perRequest(serverTime)}.`,
      );
    }
    const sealed = byId('encrypted');
    const rsa = byId('rsa');
    if (sealed) {
      const share = sealed.reqPerSec / plain.reqPerSec;
      console.log(
        `Goal (issue 3): signed+encrypted ≥ ${GOAL * 100} % of plaintext: ${share >= GOAL ? 'met' : 'NOT met'} ` +
          `(${number(share * 100, 1)} %).`,
      );
      const cpu = cpuShare(plain, sealed);
      if (cpu) console.log(`By server CPU per request, which the load generator does not share: ${cpu}.`);
    }
    const floorPlain = byId('floorPlaintext');
    const floorSealed = byId('floorEncrypted');
    if (floorPlain && floorSealed) {
      const cpu = cpuShare(floorPlain, floorSealed);
      console.log(
        `The protocol floor: signed+encrypted ${number((floorSealed.reqPerSec / floorPlain.reqPerSec) * 100, 1)} % ` +
          `of its plaintext by req/s${cpu ? `; by server CPU ${cpu}` : ''}.`,
      );
    }
    if (sealed && rsa) {
      console.log(
        `RSA per request vs cached key: ${number(rsa.reqPerSec)} vs ${number(sealed.reqPerSec)} req/s; ` +
          `the cached key is ${number(sealed.reqPerSec / rsa.reqPerSec, 1)}× faster.`,
      );
    }
    const micro = unwrapMicro(join(dataDir, 'keys'));
    console.log(
      `KeyUnwrapper.unwrap alone (this process, server stopped): ${number(micro.uncached)} ops/s uncached ` +
        `(RSA-OAEP-256, 2048 bit) vs ${number(micro.cached)} ops/s cached (${number(micro.cached / micro.uncached)}×).`,
    );
    if (profileDir) console.log(`\nServer CPU profiles (.cpuprofile, one per mode) written to ${profileDir}`);

    const failures = all.filter((run) => run.tally.notOk > 0 || run.result.errors + run.result.timeouts > 0);
    for (const run of failures) {
      console.error(
        `\n${run.mode.name}: ${run.tally.notOk} of ${run.tally.responses} responses were not a correct code 200 ` +
          `(${[...run.tally.problems].map(([kind, count]) => `${kind} × ${count}`).join(', ') || 'none'}); ` +
          `${run.result.errors} connection errors, ${run.result.timeouts} timeouts. First: ${run.tally.firstProblem ?? '-'}`,
      );
    }
    return failures.length > 0 ? 1 : 0;
  } finally {
    if (server) await stopServer(server).catch(() => {});
    const log = serverLogs
      .map((read) => read().trim())
      .filter(Boolean)
      .join('\n');
    if (log) console.error(`\nGateway log (warnings and errors):\n${log}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
