// A gateway killed between the checkout and the webhook (docs/payments.md "Reconciliation"): the user paid at the
// PSP, the process died with SIGKILL before the signed webhook was applied, and the PSP gave up sending it. The
// gateway started again on the same data (in this process, on a test clock, to spare a second process's start)
// asks the PSP about the order still open and credits it exactly once; the webhook arriving after all changes
// nothing. On PGlite in a data directory, or on PostgreSQL when TEST_DATABASE_URL names a server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PayOrder } from '@aura/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { ledgerTransactions, sandboxPspDeliveries } from '../src/db/schema.ts';
import { RECONCILE_AFTER_MS } from '../src/modules/payments/index.ts';
import { orderByNo } from '../src/modules/payments/queries.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../src/modules/payments/sandbox/psp.ts';
import { buildGateway } from '../src/server.ts';
import { TEST_DATABASE_URL, migratedPostgres } from './gateway.ts';
import { IndependentClient, type Identity } from './independent-client.ts';
import { migratedDataDir } from './pglite-data-dir.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'aura-payments-restart-'));
const postgres = TEST_DATABASE_URL ? await migratedPostgres(TEST_DATABASE_URL) : undefined;
if (!postgres) await migratedDataDir(dataDir);
const env: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  // Both processes sign and check the sandbox's webhooks with the same secret, as one PSP account would.
  SANDBOX_PSP_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
};

afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the data in this process, its schedulers still (no process may hold a PGlite directory meanwhile). */
async function withGateway<T>(
  work: (gateway: Awaited<ReturnType<typeof buildGateway>>) => Promise<T>,
  clock?: TestClock,
) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const gateway = await buildGateway(config, {
    version: 'test',
    ...(clock ? { clock } : {}),
    callScheduler: 'manual',
    matchScheduler: 'manual',
    paymentsScheduler: 'manual',
  });
  try {
    return await work(gateway);
  } finally {
    await gateway.app.close();
  }
}

function startServer() {
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
  return { url, exit, kill: (signal: NodeJS.Signals) => child.kill(signal) };
}

async function signedIn(url: string, identity: Identity): Promise<IndependentClient> {
  const client = new IndependentClient(url, identity);
  await client.handshake();
  const { offsetMs } = (await (await fetch(`${url}/dev/clock`)).json()) as { offsetMs: number };
  client.clockSkewMs = offsetMs;
  return client;
}

describe('a gateway killed between the checkout and the webhook', () => {
  it('credits the paid order exactly once after the restart, by reconciliation; the late webhook adds nothing', async () => {
    const seeded = await withGateway(async ({ services }) => {
      const user = await services.users.create({ nickname: 'Restart buyer' });
      const deviceId = `pay-restart-${randomBytes(6).toString('hex')}`;
      const { loginToken } = await services.sessions.create(user.id, deviceId);
      return { userId: user.id, identity: { userId: String(user.id), deviceId, loginToken } };
    });

    const first = startServer();
    const firstUrl = await first.url;
    const client = await signedIn(firstUrl, seeded.identity);
    const created = await client.post('/api/pay/order', { packId: 'coins-500', currency: 'USD' });
    const { order, checkoutUrl } = created.body.data as { order: PayOrder; checkoutUrl: string };
    const paid = await fetch(`${firstUrl}${new URL(checkoutUrl).pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Ada Lovelace',
        number: '4242 4242 4242 4242',
        expiry: '12/40',
        cvv: '123',
        email: 'ada@example.com',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    first.kill('SIGKILL');
    expect(await first.exit).toBe(null);

    // Started again on the same data. The PSP's webhooks are lost: it gave up on what the dead process had not
    // taken (MAX_DELIVERY_ATTEMPTS). A minute on, the order still open is asked about at the PSP.
    const clock = new TestClock();
    await withGateway(async ({ services }) => {
      const db = services.database.db;
      await db
        .update(sandboxPspDeliveries)
        .set({ attempts: MAX_DELIVERY_ATTEMPTS })
        .where(sql`${sandboxPspDeliveries.deliveredAt} IS NULL`);
      const left = (await orderByNo(db, order.orderNo))!.status;
      const coins = await services.ledger.balance(seeded.userId);
      await clock.advance(RECONCILE_AFTER_MS + 1_000);
      await services.paymentsScheduler.pass();
      expect((await orderByNo(db, order.orderNo))!.status).toBe('success');
      const credits = async () =>
        (
          await db
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.idempotencyKey, `purchase:${order.orderNo}`))
        ).length;
      expect(await credits()).toBe(1);
      // 550 coins of the pack with its extra and the first purchase's 100, unless the killed process got there.
      const expected = left === 'success' ? coins : coins + 550 + 100;
      expect(await services.ledger.balance(seeded.userId)).toBe(expected);
      // The webhook comes after all (the PSP tried again): a duplicate of what reconciliation applied.
      await db.update(sandboxPspDeliveries).set({ attempts: 0, nextAt: new Date(0) });
      await clock.advance(1_000);
      await services.paymentsScheduler.pass(false);
      expect(await credits()).toBe(1);
      expect(await services.ledger.balance(seeded.userId)).toBe(expected);
    }, clock);
  }, 240_000);
});
