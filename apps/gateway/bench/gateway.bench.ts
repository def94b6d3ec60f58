// `pnpm bench gateway` (architecture §7, docs/performance.md): the built gateway as a process, loaded with
// autocannon in four modes back to back: plaintext (the baseline of this run), signed, signed+encrypted with one
// wrapped key, and signed+encrypted with a new wrapped key per request (RSA every time). The endpoint is GET
// serverTime (the protocol's cost alone), or with `--endpoint guestHosts` the guest host list (the demo hosts, what
// a visitor's landing page asks), measured against serverTime's plaintext in the same run. Every response is read and checked (decrypted where sealed):
// a benchmark of errors would be worthless. On serverTime, the same load also runs against the protocol floor
// (bench/protocol-floor.ts): plaintext and signed+encrypted served with the protocol's own work and no framework.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { PROTOCOL, SUCCESS_CODE, cipherAad, getGuestHosts, getServerTime } from '@aura/contracts';
import autocannon, { type Request, type Result } from 'autocannon';
import { KeyUnwrapper } from '../src/protocol/cipher.ts';
import { KeyRing } from '../src/protocol/keys.ts';
import { IndependentClient, canonical, type Identity } from '../test/independent-client.ts';

const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The goal of issue 3: signed+encrypted calls keep at least this share of plaintext throughput. */
const GOAL = 0.7;
/** More cores than this used by other processes during a run makes its figures suspect. */
const BUSY_MACHINE_CORES = 0.2;
/** Far above anything one machine can send, so that the limiters count but never refuse. */
const UNLIMITED = String(2 ** 31 - 1);

/** What can be measured, and what a right answer's `data` is. */
const ENDPOINTS = {
  /** The protocol's own cost: the answer is the time and the caller's userId, no database. */
  serverTime: {
    endpoint: getServerTime,
    isRight: (data: unknown, userId: string | undefined) => (data as { userId?: string })?.userId === userId,
  },
  /** A real read: the guest host list from the database, the demo hosts on it. */
  guestHosts: {
    endpoint: getGuestHosts,
    isRight: (data: unknown) => Array.isArray(data) && data.length > 0,
  },
} as const;
type EndpointId = keyof typeof ENDPOINTS;

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
const FLOOR = join(GATEWAY_DIR, 'bench', 'protocol-floor.ts');
const ADMIN = join(DIST, 'admin', 'cli.js');
const seconds = positive(args.duration, '--duration');
const warmupSeconds = positive(args.warmup, '--warmup');
const connections = positive(args.connections, '--connections');
const rounds = Math.round(positive(args.rounds, '--rounds'));

function positive(value: string | undefined, name: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

// ---------------------------------------------------------------------------------------------------------------
// The server: a child process on a free port with a fresh data directory.

interface Server {
  process: ChildProcess;
  url: string;
  /** What the server wrote to stderr (warnings and errors at LOG_LEVEL=warn). */
  log: () => string;
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  // A clean environment: a DATABASE_URL or SESSION_KEY of the caller's shell must not leak in.
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    // Production code paths, with the sandbox mail and SMS providers that a benchmark never calls.
    ALLOW_SANDBOX_PROVIDERS: 'true',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
    RATE_LIMIT_DEVICE_PER_MINUTE: UNLIMITED,
    // Something for the guest host list to read (sandbox SMS: the demo numbers reach nobody).
    SEED_DEMO_HOSTS: 'true',
  };
}

async function admin(dataDir: string, ...argv: string[]): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN, ...argv], {
    env: serverEnv(dataDir),
  });
  return JSON.parse(stdout) as Record<string, string>;
}

/** The built gateway, or the protocol floor for `identity` (the source, run with tsx as this benchmark is). */
function startServer(
  kind: ServerKind,
  dataDir: string,
  identity: Identity,
  profileDir: string | undefined,
): Promise<Server> {
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${profileDir}`] : [];
  const argv = kind === 'gateway' ? [MAIN] : ['--conditions=@aura/source', '--import', 'tsx', FLOOR];
  const env =
    kind === 'gateway'
      ? serverEnv(dataDir)
      : {
          ...serverEnv(dataDir),
          FLOOR_USER_ID: identity.userId,
          FLOOR_DEVICE_ID: identity.deviceId,
          FLOOR_LOGIN_TOKEN: identity.loginToken,
        };
  const child = spawn(process.execPath, [...flags, ...argv], {
    cwd: GATEWAY_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the ${kind} did not start within 30 s:\n${stdout}${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${kind} exited with code ${code} at start:\n${stdout}${stderr}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = / is running at (http:\/\/[\d.]+:\d+)/.exec(stdout)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ process: child, url, log: () => stderr });
    });
  });
}

/** SIGTERM, then the graceful shutdown must finish with exit code 0. */
async function stopServer(server: Server): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new Error(`the gateway died during the run (exit ${child.exitCode ?? child.signalCode})`);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
  const code = await Promise.race([exited, timeout]);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    throw new Error('the gateway did not shut down within 15 s of SIGTERM');
  }
  if (code !== 0) throw new Error(`the gateway shut down with exit code ${code}`);
}

interface CpuSample {
  /** Seconds of CPU the server used so far, in user space and in the kernel. */
  serverUser: number;
  serverSystem: number;
  /** Seconds of CPU every process on the machine used so far (all cores). */
  machine: number;
  bench: NodeJS.CpuUsage;
}

/** CPU used so far by the server, the machine and this process; undefined where /proc is missing (not Linux). */
function sampleCpu(pid: number | undefined): CpuSample | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file) || !existsSync('/proc/stat')) return undefined;
  // proc(5): fields 14 and 15 of /proc/<pid>/stat are utime and stime; the first line of /proc/stat holds user,
  // nice, system, idle, iowait, irq, softirq, steal. All in clock ticks, 100 per second on Linux.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return {
    serverUser: Number(fields[11]) / 100,
    serverSystem: Number(fields[12]) / 100,
    machine: (user + nice + system + irq + softirq + steal) / 100,
    bench: process.cpuUsage(),
  };
}

interface CpuUse {
  /** Server CPU per request, µs, user space and kernel. */
  serverUserUs: number;
  serverSystemUs: number;
  /** Cores busy on average during the run: the server, this process (autocannon), everything else. */
  serverCores: number;
  benchCores: number;
  otherCores: number;
}

function cpuUse(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  requests: number,
  seconds: number,
) {
  if (!before || !after) return undefined;
  const bench = (after.bench.user - before.bench.user + after.bench.system - before.bench.system) / 1e6;
  const server = after.serverUser - before.serverUser + after.serverSystem - before.serverSystem;
  return {
    serverUserUs: ((after.serverUser - before.serverUser) * 1e6) / requests,
    serverSystemUs: ((after.serverSystem - before.serverSystem) * 1e6) / requests,
    serverCores: server / seconds,
    benchCores: bench / seconds,
    otherCores: Math.max(0, after.machine - before.machine - server - bench) / seconds,
  } satisfies CpuUse;
}

/** Warns when a source file is newer than the build: the figures would be those of the old code. */
function warnIfStale(): void {
  if (!existsSync(MAIN) || !existsSync(ADMIN)) {
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

// ---------------------------------------------------------------------------------------------------------------
// The modes and how each response is checked.

/** What serves a mode: the gateway, or the protocol floor (bench/protocol-floor.ts). */
type ServerKind = 'gateway' | 'protocol floor';

interface ModeSpec {
  id: 'serverTime' | 'plaintext' | 'signed' | 'encrypted' | 'rsa' | 'floorPlaintext' | 'floorEncrypted';
  name: string;
  server: ServerKind;
  /** What the mode loads: the endpoint of `--endpoint`, or serverTime for the baseline of another endpoint. */
  target: EndpointId;
  signed: boolean;
  encrypted: boolean;
  /** Wrap the AES key anew for every request, so that the gateway's key cache never hits. */
  freshKey?: boolean;
}

/** A mode with the client that speaks it to one running gateway. */
interface Mode extends ModeSpec {
  client: IndependentClient;
  path: string;
  aad: ReturnType<typeof cipherAad>;
}

/**
 * The mode's client for this gateway (a visitor for unsigned calls), after one call through the client's own code
 * path: a setup mistake shows here, not as a table of errors.
 */
async function modeOn(server: Server, spec: ModeSpec, identity: Identity): Promise<Mode> {
  const client = new IndependentClient(server.url, spec.signed ? identity : { deviceId: 'bench-visitor-1' });
  if (spec.encrypted) await client.handshake();
  const { endpoint } = ENDPOINTS[spec.target];
  const probe = await client.get(endpoint.path, {}, { encrypt: spec.encrypted, signed: spec.signed });
  if (probe.body.code !== SUCCESS_CODE)
    throw new Error(`${spec.name}: probe failed: ${JSON.stringify(probe.body)}`);
  if (spec.encrypted && probe.sealedWith !== client.fingerprint) {
    throw new Error(`${spec.name}: the probe's answer was not sealed with our key`);
  }
  return { ...spec, client, path: endpoint.path, aad: cipherAad(endpoint.method, endpoint.path) };
}

/** One request as autocannon sends it. */
interface Prepared {
  path: string;
  headers: Record<string, string>;
}

function strings(record: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, String(value)]));
}

/**
 * Builds requests of a mode with the independent client (the documented wire format): a fresh timestamp, nonce and
 * sign for each signed one, and for the RSA mode a new wrapped key each.
 */
function builderOf(mode: Mode): () => Prepared {
  const query = { ...strings(mode.client.envelope()), ...(mode.encrypted ? {} : { noCrypt: 'true' }) };
  if (!mode.signed) {
    const fixed = { path: `${mode.path}?${new URLSearchParams(query)}`, headers: {} };
    return () => fixed;
  }
  return () => {
    const signature = mode.client.signature((fields) => canonical(mode.path, { ...query, ...fields }));
    const headers: Record<string, string> = {};
    if (mode.encrypted) {
      if (mode.freshKey) mode.client.wrapKey();
      headers[PROTOCOL.keyHeader] = `${mode.client.kid}:${mode.client.wrappedKey}`;
    }
    return { path: `${mode.path}?${new URLSearchParams({ ...query, ...signature })}`, headers };
  };
}

/** What came back in one run. */
class Tally {
  responses = 0;
  ok = 0;
  /** What went wrong, by kind (HTTP status, code, unreadable, …). */
  readonly problems = new Map<string, number>();
  firstProblem: string | undefined;

  problem(kind: string, detail: string): void {
    this.problems.set(kind, (this.problems.get(kind) ?? 0) + 1);
    this.firstProblem ??= `${kind}: ${detail}`;
  }

  get notOk(): number {
    return this.responses - this.ok;
  }
}

/** Checks every response of a run: HTTP 200, sealed with our key where encrypted, code 200, the right data. */
function check(mode: Mode, identity: Identity, statuses: number[], bodies: string[]): Tally {
  const tally = new Tally();
  // A signed call must be answered for our user; an unsigned one for nobody.
  const expectedUser = mode.signed ? identity.userId : undefined;
  bodies.forEach((body, index) => {
    tally.responses += 1;
    const status = statuses[index];
    if (status !== 200) return tally.problem(`HTTP ${status}`, body.slice(0, 200));
    let answer: { code?: number; message?: string; data?: unknown };
    try {
      const json = JSON.parse(body) as { key?: string; data?: string };
      if (mode.encrypted) {
        if (json.key !== mode.client.fingerprint)
          return tally.problem('not sealed with our key', body.slice(0, 200));
        answer = JSON.parse(mode.client.open(json.data ?? '', mode.aad)) as typeof answer;
      } else answer = json as typeof answer;
    } catch (error) {
      return tally.problem('unreadable', `${(error as Error).message}: ${body.slice(0, 200)}`);
    }
    if (answer.code !== SUCCESS_CODE) return tally.problem(`code ${answer.code}`, answer.message ?? '');
    if (!ENDPOINTS[mode.target].isRight(answer.data, expectedUser))
      return tally.problem('wrong data', JSON.stringify(answer.data).slice(0, 200));
    tally.ok += 1;
  });
  return tally;
}

interface Measured {
  mode: Mode;
  result: Result;
  tally: Tally;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Requests built during the run because the prepared ones ran out. */
  builtLive: number;
  /** Undefined without /proc. */
  cpu: CpuUse | undefined;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/**
 * One autocannon run of a mode. Requests come from `prepared` (built beforehand, so that the load generator, which
 * shares the machine with the server, does the same little work per request in every mode) and are built on the
 * spot only when those run out. Responses are kept and checked after the run, for the same reason.
 */
async function load(
  server: Server,
  mode: Mode,
  identity: Identity,
  duration: number,
  prepared: Prepared[],
): Promise<Measured> {
  const build = builderOf(mode);
  let next = 0;
  let builtLive = 0;
  const statuses: number[] = [];
  const bodies: string[] = [];
  const latencies: number[] = [];
  const request: Request = {
    method: 'GET',
    setupRequest: (base) => {
      let one = prepared[next];
      if (one) next += 1;
      else {
        one = build();
        builtLive += 1;
      }
      return { ...base, path: one.path, headers: { ...base.headers, ...one.headers } };
    },
    onResponse: (status, body) => {
      statuses.push(status);
      bodies.push(body);
    },
  };
  const before = sampleCpu(server.process.pid);
  const instance = autocannon({ url: server.url, connections, duration, requests: [request] });
  // autocannon's own histogram keeps whole milliseconds; these are exact.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
    latencies.push(time),
  );
  const result = await instance;
  const after = sampleCpu(server.process.pid);
  const sorted = Float64Array.from(latencies).sort();
  const completed = result.requests.total;
  return {
    mode,
    result,
    tally: check(mode, identity, statuses, bodies),
    reqPerSec: completed / result.duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    builtLive: mode.signed ? builtLive : 0,
    cpu: cpuUse(before, after, completed, result.duration),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The RSA unwrap on its own, in this process (the server is stopped by then).

function unwrapMicro(keysDir: string): { uncached: number; cached: number } {
  const ring = KeyRing.open(keysDir);
  const { kid, publicKeyPem } = ring.current;
  const aesKey = Buffer.from(randomBytes(PROTOCOL.aesKeyBytes).toString('base64'));
  const wrap = () =>
    publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    ).toString('base64');
  /** Unwraps each of `wrapped` once with `unwrapper`; ops per second. */
  const rate = (unwrapper: KeyUnwrapper, wrapped: string[]) => {
    const start = performance.now();
    for (const item of wrapped) unwrapper.unwrap(kid, item);
    return wrapped.length / ((performance.now() - start) / 1000);
  };
  // Uncached: every wrapped key is new to the unwrapper, so each one pays RSA-OAEP.
  rate(new KeyUnwrapper(ring), Array.from({ length: 200 }, wrap));
  const uncached = rate(new KeyUnwrapper(ring), Array.from({ length: 2000 }, wrap));
  // Cached: one wrapped key, seen before.
  const unwrapper = new KeyUnwrapper(ring);
  const same = new Array<string>(200_000).fill(wrap());
  rate(unwrapper, same.slice(0, 20_000));
  const cached = rate(unwrapper, same);
  return { uncached, cached };
}

// ---------------------------------------------------------------------------------------------------------------
// Output.

const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** Server CPU per request of a signed+encrypted run against its plaintext one, in words; undefined without /proc. */
function cpuShare(plain: Measured, sealed: Measured): string | undefined {
  if (!sealed.cpu || !plain.cpu) return undefined;
  const perRequest = (cpu: CpuUse) => cpu.serverUserUs + cpu.serverSystemUs;
  return (
    `${number(perRequest(sealed.cpu))} vs ${number(perRequest(plain.cpu))} µs, so one core serves ` +
    `${number((perRequest(plain.cpu) / perRequest(sealed.cpu)) * 100, 1)} % as many signed+encrypted calls`
  );
}

/** The table; the first run is the baseline of its last-but-three column. */
function report(runs: Measured[]): string {
  const baseline = runs[0]!.reqPerSec;
  const baselineName = runs[0]!.mode.id === 'serverTime' ? 'serverTime plaintext' : 'plaintext';
  const rows = [
    [
      'mode',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'non-200',
      'errors',
      `% of ${baselineName}`,
      'server CPU µs/req (user+sys)',
      'cores: server',
      'bench',
      'other',
    ],
    ...runs.map((run) => [
      run.mode.name,
      number(run.reqPerSec),
      number(run.p50, 2),
      number(run.p99, 2),
      String(run.result.non2xx),
      String(run.tally.notOk),
      String(run.result.errors + run.result.timeouts),
      `${number((run.reqPerSec / baseline) * 100, 1)} %`,
      run.cpu
        ? `${number(run.cpu.serverUserUs + run.cpu.serverSystemUs)} (${number(run.cpu.serverUserUs)}+${number(run.cpu.serverSystemUs)})`
        : 'n/a',
      run.cpu ? number(run.cpu.serverCores, 2) : 'n/a',
      run.cpu ? number(run.cpu.benchCores, 2) : 'n/a',
      run.cpu ? number(run.cpu.otherCores, 2) : 'n/a',
    ]),
  ];
  return table(rows);
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  warnIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'aura-bench-'));
  const profileDir = args['cpu-prof'];
  let server: Server | undefined;
  const serverLogs: (() => string)[] = [];
  try {
    const user = await admin(dataDir, 'users', 'create', '--nickname', 'Bench');
    const session = await admin(
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
    // Another endpoint's modes are named after it, and serverTime's plaintext runs first, as the baseline.
    const named = (mode: string) => (ENDPOINT === 'serverTime' ? mode : `${ENDPOINT}: ${mode}`);
    const target = ENDPOINT;
    const specs: ModeSpec[] = [
      ...(ENDPOINT === 'serverTime'
        ? []
        : ([
            {
              id: 'serverTime',
              name: 'serverTime: plaintext',
              server: 'gateway',
              target: 'serverTime',
              signed: false,
              encrypted: false,
            },
          ] satisfies ModeSpec[])),
      {
        id: 'plaintext',
        name: named('plaintext'),
        server: 'gateway',
        target,
        signed: false,
        encrypted: false,
      },
      { id: 'signed', name: named('signed'), server: 'gateway', target, signed: true, encrypted: false },
      {
        id: 'encrypted',
        name: named('signed+encrypted'),
        server: 'gateway',
        target,
        signed: true,
        encrypted: true,
      },
      {
        id: 'rsa',
        name: named('signed+encrypted, RSA per request'),
        server: 'gateway',
        target,
        signed: true,
        encrypted: true,
        freshKey: true,
      },
      // The floor serves serverTime only.
      ...(args.endpoint === 'serverTime'
        ? ([
            {
              id: 'floorPlaintext',
              name: 'floor: plaintext',
              server: 'protocol floor',
              target: 'serverTime',
              signed: false,
              encrypted: false,
            },
            {
              id: 'floorEncrypted',
              name: 'floor: signed+encrypted',
              server: 'protocol floor',
              target: 'serverTime',
              signed: true,
              encrypted: true,
            },
          ] satisfies ModeSpec[])
        : []),
    ];
    // `floor` names both of the floor's modes.
    const only = args.only
      ?.split(',')
      .flatMap((id) => (id === 'floor' ? ['floorPlaintext', 'floorEncrypted'] : [id]));
    const unknownMode = only?.find((id) => !specs.some((spec) => spec.id === id));
    if (unknownMode) {
      throw new Error(
        `--only: no mode ${unknownMode}; modes: ${specs.map((spec) => spec.id)}, floor (both floor modes)`,
      );
    }
    // The baselines always run.
    const selected = specs.filter(
      (spec) => spec.id === 'serverTime' || spec.id === 'plaintext' || !only || only.includes(spec.id),
    );

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
        server = await startServer(spec.server, dataDir, identity, profileDir);
        serverLogs.push(server.log);
        const mode = await modeOn(server, spec, identity);
        process.stdout.write(`  ${mode.name}: warm-up`);
        const warm = await load(server, mode, identity, warmupSeconds, []);
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
        const run = await load(server, mode, identity, seconds, prepared);
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
