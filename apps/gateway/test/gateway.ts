// Starts a real gateway for tests: in-process, on PGlite in memory, or on a fresh PostgreSQL database when
// TEST_DATABASE_URL names a server (CI runs the suite both ways).
// The app carries @fastify/websocket's decorations (`app.websocketServer`) for the packages that test against it.
/// <reference types="@fastify/websocket" preserve="true" />
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL } from '@aura/contracts';
import type { Clock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { LogStream } from '../src/http/log-privacy.ts';
import { keyId } from '../src/protocol/keys.ts';
import { buildGateway, type Gateway } from '../src/server.ts';
import { leasePglite, leasePostgres } from './database-pool.ts';

export { freshPostgres, migratedPostgres } from './database-templates.ts';

export { TestClock } from '../src/clock.ts';

export interface TestGateway extends Gateway {
  config: Config;
  /** The PostgreSQL database's URL when the suite runs on a server; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Base URL once `listen()` was called. */
  url: string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const databaseKind = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestGatewayOptions {
  /** The gateway's clock: a TestClock the test moves (see account-kit.ts); real time otherwise. */
  clock?: Clock;
  dataDir?: string;
  realtimeHeartbeatMs?: number;
  /**
   * Another instance on the same database, as behind a load balancer: the same PGlite object, or the same
   * PostgreSQL database through its own connections. Close this gateway before the one it shares with.
   */
  shareDatabaseWith?: TestGateway;
  /** `manual`: the call scheduler does not run by itself; the test calls `services.callScheduler.pass()`. */
  callScheduler?: 'start' | 'manual';
  /** `manual`: no background pairing; the test calls `services.matchScheduler.pass()`. */
  matchScheduler?: 'start' | 'manual';
  /** `manual`: no reconciliation nor sandbox deliveries by themselves; the test calls `services.paymentsScheduler.pass()`. */
  paymentsScheduler?: 'start' | 'manual';
  /** Where the log goes (set LOG_LEVEL too: tests are silent by default). */
  logStream?: LogStream;
}

/**
 * Moves the test clock of a gateway started with TEST_CLOCK (another process: the e2e suite's, a restart test's)
 * through /dev/clock, by `ms` or to the time `to`; resolves once its schedulers acted on the new time.
 */
export async function advanceClock(gatewayUrl: string, step: { ms: number } | { to: number }) {
  const response = await fetch(`${gatewayUrl}/dev/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(step),
  });
  const reading = (await response.json()) as { now?: number; offsetMs?: number; message?: string };
  if (!response.ok || reading.now === undefined)
    throw new Error(`the gateway's clock did not move: ${response.status} ${JSON.stringify(reading)}`);
  return reading as { now: number; offsetMs: number };
}

let testKey: { pem: string; kid: string } | undefined;

/**
 * Gives a new keys directory this process's one RSA key, as a gateway would have generated it: generating a 2048-bit
 * key for every test gateway was a twentieth of the gateway suite's CPU. A rotation still generates a new one.
 */
function seedKeys(keysDir: string) {
  if (existsSync(keysDir)) return;
  if (!testKey) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: PROTOCOL.rsaModulusBits });
    testKey = { pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), kid: keyId(publicKey) };
  }
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(keysDir, `rsa-${Date.now()}-${testKey.kid}.pem`), testKey.pem, { mode: 0o600 });
}

export async function startTestGateway(
  env: Record<string, string> = {},
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'aura-gateway-test-'));
  const sibling = options.shareDatabaseWith;
  const postgres = TEST_DATABASE_URL && !sibling ? await leasePostgres(TEST_DATABASE_URL) : undefined;
  const databaseUrl = sibling ? sibling.databaseUrl : postgres?.url;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    LANDING_DIST: join(dataDir, 'no-landing-build'),
    // Instances behind one load balancer share their keys, or one could not read the other's sessions.
    ...(sibling ? { KEYS_DIR: sibling.config.keysDir } : {}),
    ...(sibling?.config.sessionKey ? { SESSION_KEY: sibling.config.sessionKey } : {}),
    ...env,
  });
  if (!sibling) seedKeys(config.keysDir);
  // On PGlite, a database given back by a gateway of an earlier test in this process (test/database-pool.ts).
  const pglite = !databaseUrl && !sibling ? await leasePglite() : undefined;
  const gateway = await buildGateway(config, {
    version: 'test',
    ...(databaseUrl ? { database: { url: databaseUrl } } : {}),
    sharedDatabase: pglite?.database ?? (sibling && !databaseUrl ? sibling.services.database : undefined),
    realtimeHeartbeatMs: options.realtimeHeartbeatMs,
    clock: options.clock,
    callScheduler: options.callScheduler,
    matchScheduler: options.matchScheduler,
    paymentsScheduler: options.paymentsScheduler,
    logStream: options.logStream,
  }).catch(async (error: unknown) => {
    await pglite?.release();
    await postgres?.release();
    throw error;
  });
  let url = '';
  return {
    ...gateway,
    config,
    databaseUrl,
    get url() {
      return url;
    },
    async listen() {
      url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      return url;
    },
    async close() {
      await gateway.app.close();
      await pglite?.release();
      await postgres?.release();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
