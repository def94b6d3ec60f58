import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
}

export interface StartServerOptions {
  env?: Record<string, string>;
  /** Keep using this data directory (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  timeoutMs?: number;
}

const GATEWAY_MAIN = 'apps/gateway/dist/main.js';

/**
 * Starts the built gateway (which serves the built web app) on a free port with a fresh data directory, and waits
 * until /healthz answers.
 */
export async function startServer({
  env = {},
  dataDir,
  timeoutMs = 30_000,
}: StartServerOptions = {}): Promise<RunningServer> {
  const root = repoRoot();
  const main = join(root, GATEWAY_MAIN);
  if (!existsSync(main))
    throw new Error(`${GATEWAY_MAIN} is missing: build the gateway and web app first (pnpm build)`);
  const ownDataDir = dataDir === undefined;
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'aura-e2e-')));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    if (ownDataDir) await rm(dir, { recursive: true, force: true });
    return code;
  };

  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { url, port, dataDir: dir, output: () => output, stop };
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
