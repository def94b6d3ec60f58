// Restart safety of call billing (docs/calls.md): a gateway process killed with SIGKILL in the middle of a call,
// and started again on the same data, goes on charging the call's minutes from the database: every minute that
// started is charged exactly once, and no coin or point is lost or made. On PGlite in a data directory, or on
// PostgreSQL when TEST_DATABASE_URL names a server. The processes run on the test clock (TEST_CLOCK), moved through
// /dev/clock: minutes pass in a moment, and the restarted process is moved on from where the killed one stopped.
// Both start from a migrated database (test/pglite-data-dir.ts on PGlite).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALL_LIMITS, postHeartbeat, type CallRecord, type CallSession } from '@aura/contracts';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ledgerTransactions } from '../src/db/schema.ts';
import { minuteKey } from '../src/modules/calls/billing.ts';
import { callById } from '../src/modules/calls/queries.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { buildGateway } from '../src/server.ts';
import { TEST_DATABASE_URL, advanceClock, migratedPostgres } from './gateway.ts';
import { IndependentClient, type Identity } from './independent-client.ts';
import { migratedDataDir } from './pglite-data-dir.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const MINUTE_MS = CALL_LIMITS.minuteMs;
const PRICE = 7;
const POINTS = 4;
const COINS = PRICE * 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'aura-calls-restart-'));
const postgres = TEST_DATABASE_URL ? await migratedPostgres(TEST_DATABASE_URL) : undefined;
// On PGlite the data directory starts migrated, as the PostgreSQL database does (cloned from the template).
if (!postgres) await migratedDataDir(dataDir);
const env: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
};

afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the data in this process (no process may hold a PGlite directory at the same time). */
async function withGateway<T>(work: (gateway: Awaited<ReturnType<typeof buildGateway>>) => Promise<T>) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const gateway = await buildGateway(config, { version: 'test', callScheduler: 'manual' });
  try {
    return await work(gateway);
  } finally {
    await gateway.app.close();
  }
}

interface Server {
  url: Promise<string>;
  exit: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
  output: () => string;
}

function startServer(): Server {
  const child = spawn(process.execPath, ['--conditions=@aura/source', '--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      TEST_CLOCK: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Aura is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`the gateway exited before listening:\n${output}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, exit, kill: (signal) => child.kill(signal), output: () => output };
}

async function signedIn(url: string, identity: Identity): Promise<IndependentClient> {
  const client = new IndependentClient(url, identity);
  await client.handshake();
  // Signs with the gateway's clock, as a browser does after its first timestamp correction.
  const { offsetMs } = (await (await fetch(`${url}/dev/clock`)).json()) as { offsetMs: number };
  client.clockSkewMs = offsetMs;
  // Online for the scheduler's presence check: a heartbeat counts for longer than this test runs.
  expect((await client.post(postHeartbeat.path)).body.code).toBe(200);
  return client;
}

describe('a gateway killed mid-call', () => {
  it('charges every started minute exactly once across SIGKILL and restart, and loses no coin', async () => {
    const seeded = await withGateway(async ({ services }) => {
      const ledger = new LedgerService(services.database.db);
      const caller = await services.users.create({ nickname: 'Restart caller' });
      const host = await services.hosts.create({
        nickname: 'Restart host',
        pricePerMinute: PRICE,
        pointsPerMinute: POINTS,
      });
      await ledger.grant({ userId: caller.id, amount: COINS, key: `restart-${caller.id}`, memo: 'test' });
      const identity = async (userId: number): Promise<Identity> => {
        const deviceId = `restart-${randomBytes(6).toString('hex')}`;
        const { loginToken } = await services.sessions.create(userId, deviceId);
        return { userId: String(userId), deviceId, loginToken };
      };
      return {
        callerId: caller.id,
        hostId: host.id,
        caller: await identity(caller.id),
        host: await identity(host.id),
        coins: await ledger.balance(caller.id),
      };
    });

    const first = startServer();
    const firstUrl = await first.url;
    const caller = await signedIn(firstUrl, seeded.caller);
    const host = await signedIn(firstUrl, seeded.host);
    const launched = await caller.post('/api/call/launch', { calleeId: String(seeded.hostId) });
    const { roomNum, callId } = (launched.body.data as CallSession).call;
    const answered = await host.post('/api/call/answer', { roomNum });
    const answeredAt = (answered.body.data as { call: CallRecord }).call.answeredAt!;

    // Killed in the middle of the third minute: minutes 1 to 3 were charged by the first process.
    const killedAt = answeredAt + 2.5 * MINUTE_MS;
    await advanceClock(firstUrl, { to: killedAt });
    first.kill('SIGKILL');
    expect(await first.exit).toBe(null);
    // What the killed process left: three minutes charged, the fourth due at its start.
    const left = await withGateway(({ services }) => callById(services.database.db, Number(callId)));
    expect(left).toMatchObject({ state: 'connected', minutesBilled: 3 });
    expect(left!.nextChargeAt!.getTime()).toBe(answeredAt + 3 * MINUTE_MS);

    // The new process's clock starts at real time again: it is moved on to where the killed one stopped, then two
    // minutes more, to the middle of the fifth minute. Minutes 4 and 5 started while no process was charging: its
    // passes charge them, once each, before the hangup.
    const second = startServer();
    const secondUrl = await second.url;
    await advanceClock(secondUrl, { to: killedAt });
    const minutesAtHangup = 5;
    await advanceClock(secondUrl, { to: answeredAt + (minutesAtHangup - 0.5) * MINUTE_MS });
    const callerAgain = await signedIn(secondUrl, seeded.caller);
    await signedIn(secondUrl, seeded.host);
    const hungUp = await callerAgain.post('/api/call/hangup', { roomNum });
    expect(hungUp.body.code).toBe(200);
    second.kill('SIGTERM');
    expect(await second.exit).toBe(0);

    await withGateway(async ({ services }) => {
      const db = services.database.db;
      const call = (await callById(db, Number(callId)))!;
      const minutes = Math.floor((call.endedAt!.getTime() - call.answeredAt!.getTime()) / MINUTE_MS) + 1;
      expect(minutes).toBe(minutesAtHangup);
      expect(call).toMatchObject({ state: 'ended', endReason: 'hungUp', minutesBilled: minutes });
      const keys = await db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `call:${callId}:%`));
      expect(keys.map((row) => row.key).sort()).toEqual(
        Array.from({ length: minutes }, (_, index) => minuteKey(Number(callId), index + 1)).sort(),
      );
      const ledger = new LedgerService(db);
      expect(await ledger.balance(seeded.callerId)).toBe(seeded.coins - minutes * PRICE);
      expect(await ledger.balance(seeded.hostId, 'point')).toBe(minutes * POINTS);
    });
  }, 240_000);
});
