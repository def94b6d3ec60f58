import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminOnServer } from './admin.ts';
import { advanceClock, readClock, type ClockReading, type ClockStep } from './clock.ts';
import { freePort } from './free-port.ts';
import { repoRoot } from './repo.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  /** SIGTERM, wait for a clean exit, remove the data directory. Resolves to the exit code. */
  stop(): Promise<number | null>;
  /**
   * Stops the server cleanly, runs `meanwhile` (operator commands on its data, which the embedded database lets
   * only one process open), and starts it again on the same port and data: open pages reconnect to it. A test
   * clock goes on from where it was (the new process is moved on by the old one's lead over real time).
   */
  restart(meanwhile?: (dataDir: string) => Promise<void>): Promise<void>;
  /** Moves the server's test clock forward (`testClock: true`); resolves once its schedulers acted. */
  advanceClock(step: ClockStep): Promise<ClockReading>;
  /** The server's test clock (`testClock: true`). */
  readClock(): Promise<ClockReading>;
  /** Runs an admin command inside the running server (`testClock: true`; runAdminOnServer), its JSON answer. */
  admin(args: string[]): Promise<unknown>;
}

export interface StartServerOptions {
  env?: Record<string, string>;
  /**
   * Run the gateway on a test clock the tests move (TEST_CLOCK). A server whose clock moves is its file's alone:
   * a jump rings out, charges and ends what every other test on it has under way.
   */
  testClock?: boolean;
  /** Keep using this data directory (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  /**
   * A data directory a gateway already migrated (and stopped): the fresh one starts as its copy, which spares the
   * database's creation and migrations (the global setup makes one per run: suite.ts startOwnServer).
   */
  template?: string;
  /** Listen here; a free port otherwise (give one when the URL must be known first, e.g. for PUBLIC_URL). */
  port?: number;
  timeoutMs?: number;
}

const GATEWAY_MAIN = 'apps/gateway/dist/main.js';

/**
 * Starts the built gateway (which serves the built web app) on a free port with a fresh data directory, and waits
 * until /healthz answers.
 */
export async function startServer({
  env = {},
  testClock = false,
  dataDir,
  template,
  port: wantedPort,
  timeoutMs = 60_000,
}: StartServerOptions = {}): Promise<RunningServer> {
  const root = repoRoot();
  const main = join(root, GATEWAY_MAIN);
  if (!existsSync(main))
    throw new Error(`${GATEWAY_MAIN} is missing: build the gateway and web app first (pnpm build)`);
  const ownDataDir = dataDir === undefined;
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'aura-e2e-')));
  if (ownDataDir && template) await cp(template, dir, { recursive: true });
  const port = wantedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;

  let output = '';
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);

  /**
   * SIGTERM and the exit code. What the gateway warned of while it shut down (a connection it had to cut, say) goes
   * to stderr, so that a run shows it even when the test passes.
   */
  const halt = async () => {
    const before = output.length;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    const warnings = output
      .slice(before)
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line));
    if (warnings.length > 0) console.warn(`gateway warnings while shutting down:\n${warnings.join('\n')}`);
    return code;
  };

  const launch = async () => {
    const process_ = spawn(process.execPath, [main], {
      cwd: root,
      env: { ...process.env, ...serverEnv(port, dir), ...(testClock ? { TEST_CLOCK: 'true' } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = process_;
    process_.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process_.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<number | null>((resolve) => process_.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(url, process_, timeoutMs);
    } catch (error) {
      await halt();
      throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
    }
  };

  const stop = async () => {
    const code = await halt();
    if (ownDataDir) await rm(dir, { recursive: true, force: true });
    return code;
  };

  const restart = async (meanwhile?: (dataDir: string) => Promise<void>) => {
    const lead = testClock ? (await readClock(url)).offsetMs : 0;
    const code = await halt();
    if (code !== 0)
      throw new Error(`the server exited with ${code} when stopped\n--- server output ---\n${output}`);
    await meanwhile?.(dir);
    await launch();
    if (lead > 0) await advanceClock(url, { ms: lead });
  };

  try {
    await launch();
  } catch (error) {
    if (ownDataDir) await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir: dir,
    output: () => output,
    stop,
    restart,
    advanceClock: (step) => advanceClock(url, step),
    readClock: () => readClock(url),
    admin: (args) => runAdminOnServer(url, args),
  };
}

/**
 * What every test server runs with: test mode (sandbox providers, the outbox page), quiet logs, loopback, and
 * X-Forwarded-For trusted, so that each browser profile counts as its own address (people.ts newPage).
 */
function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}
