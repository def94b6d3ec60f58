// The real entry point, started as a process: configuration errors, the printed URL, graceful shutdown. A gateway
// that gets as far as opening its database starts on an already migrated data directory (test/pglite-data-dir.ts):
// migrating a new one is src/admin/commands.test.ts's test, and took most of these tests' time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../test/pglite-data-dir.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dirs: string[] = [];

interface Started {
  output: () => string;
  exit: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--conditions=@aura/source', '--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => output, exit, kill: (signal) => child.kill(signal) };
}

// Generous: under a loaded CI machine tsx compiles the whole gateway before it can listen.
async function waitFor(predicate: () => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'aura-main-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('gateway main', () => {
  it('prints the URL and the data directory, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await migratedDataDir(join(tempDir(), 'data'));
    const server = startMain({ PORT: '0', DATA_DIR: dataDir });
    await waitFor(() => /Aura is running at http:\/\/127\.0\.0\.1:\d+/.test(server.output()), 'the URL');
    const port = /127\.0\.0\.1:(\d+)/.exec(server.output())?.[1];
    expect(server.output()).toContain(`Data: ${dataDir}`);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    server.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  }, 150_000);

  it('refuses to start with an invalid configuration and says which variable', async () => {
    const server = startMain({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT="eighty"');
  }, 150_000);

  it('refuses to start with the test clock in production', async () => {
    const server = startMain({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PROVIDERS: 'true',
      TEST_CLOCK: 'true',
      DATA_DIR: tempDir(),
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('TEST_CLOCK is for tests only');
  }, 150_000);

  it('says so when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const server = startMain({ PORT: String(port), DATA_DIR: await migratedDataDir(tempDir()) });
      expect(await server.exit).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  }, 150_000);
});
