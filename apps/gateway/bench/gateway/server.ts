// The gateway benchmark's servers: the built gateway, or the protocol floor, as a child process on a free port with a
// fresh data directory; the operator's tool on the same directory.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Identity } from '../../test/independent-client.ts';

export const GATEWAY_DIR = fileURLToPath(new URL('../..', import.meta.url));
const FLOOR = join(GATEWAY_DIR, 'bench', 'protocol-floor.ts');
/** Far above anything one machine can send, so that the limiters count but never refuse. */
const UNLIMITED = String(2 ** 31 - 1);

/** What serves a mode: the gateway, or the protocol floor (bench/protocol-floor.ts). */
export type ServerKind = 'gateway' | 'protocol floor';

/** The build measured: its entry point and its admin CLI. */
export interface GatewayBuild {
  main: string;
  admin: string;
}

export interface Server {
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

export async function admin(
  build: GatewayBuild,
  dataDir: string,
  ...argv: string[]
): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, [build.admin, ...argv], {
    env: serverEnv(dataDir),
  });
  return JSON.parse(stdout) as Record<string, string>;
}

/** The built gateway, or the protocol floor for `identity` (the source, run with tsx as this benchmark is). */
export function startServer(
  build: GatewayBuild,
  kind: ServerKind,
  dataDir: string,
  identity: Identity,
  profileDir: string | undefined,
): Promise<Server> {
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${profileDir}`] : [];
  const argv = kind === 'gateway' ? [build.main] : ['--conditions=@aura/source', '--import', 'tsx', FLOOR];
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
export async function stopServer(server: Server): Promise<void> {
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
