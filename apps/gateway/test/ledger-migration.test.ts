// Migration 0002 moves coin_accounts into the ledger: balances become opening transactions, and first-bind rewards
// claimed before the ledger existed are paid. Checked on a database left at migration 0001 with data in it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/database.ts';
import { TEST_DATABASE_URL, freshPostgres } from './gateway.ts';

const before = mkdtempSync(join(tmpdir(), 'aura-migrations-'));
cpSync(MIGRATIONS_DIR, before, { recursive: true });
const journalPath = join(before, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
journal.entries = journal.entries.slice(
  0,
  journal.entries.findIndex((entry) => entry.tag === '0002_ledger'),
);
writeFileSync(journalPath, JSON.stringify(journal));
afterAll(() => rmSync(before, { recursive: true, force: true }));

async function database() {
  if (TEST_DATABASE_URL) {
    const postgres = await freshPostgres(TEST_DATABASE_URL);
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    const db = drizzleNodePg({ client: pool });
    return {
      execute: (query: ReturnType<typeof sql>) => db.execute(query).then((result) => result.rows),
      migrate: (folder: string) => migrateNodePg(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await postgres.drop();
      },
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    execute: (query: ReturnType<typeof sql>) => db.execute(query).then((result) => result.rows),
    migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

it('keeps every balance and pays the unpaid first-bind rewards', async () => {
  const db = await database();
  try {
    await db.migrate(before);
    await db.execute(sql`INSERT INTO users (search_id) VALUES ('10000001'), ('10000002'), ('10000003')`);
    const ids = (await db.execute(sql`SELECT id FROM users ORDER BY id`)).map((row) => Number(row.id));
    const [rich, poor, rewarded] = ids as [number, number, number];
    await db.execute(sql`INSERT INTO coin_accounts (user_id, balance) VALUES (${rich}, 75), (${poor}, 0)`);
    await db.execute(sql`INSERT INTO reward_claims (user_id, reward, coins, paid_at) VALUES
      (${rich}, 'bind_email', 20, NULL), (${rewarded}, 'bind_email', 20, NULL),
      (${rewarded}, 'bind_phone', 20, NULL), (${poor}, 'bind_phone', 20, now())`);

    await db.migrate(MIGRATIONS_DIR);

    const balances = await db.execute(
      sql`SELECT user_id, balance FROM ledger_accounts WHERE user_id IS NOT NULL ORDER BY user_id`,
    );
    expect(balances.map((row) => [Number(row.user_id), Number(row.balance)])).toEqual([
      [rich, 95],
      [poor, 0],
      [rewarded, 40],
    ]);
    const unpaid = await db.execute(sql`SELECT 1 FROM reward_claims WHERE paid_at IS NULL`);
    expect(unpaid).toEqual([]);
    const keys = await db.execute(
      sql`SELECT idempotency_key FROM ledger_transactions ORDER BY idempotency_key`,
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual([
      `opening:${rich}`,
      `reward:${rich}:bind_email`,
      `reward:${rewarded}:bind_email`,
      `reward:${rewarded}:bind_phone`,
    ]);
    // Each account's entries explain its balance, and the last entry's balance_after is the balance.
    const drift = await db.execute(sql`
      SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.user_id IS NOT NULL GROUP BY a.id, a.balance
      HAVING a.balance <> COALESCE(SUM(e.amount), 0)
        OR a.balance <> COALESCE((SELECT balance_after FROM ledger_entries l WHERE l.account_id = a.id
                                  ORDER BY l.id DESC LIMIT 1), 0)`);
    expect(drift).toEqual([]);
    const totals = await db.execute(sql`SELECT SUM(amount)::text AS total FROM ledger_entries`);
    expect(Number(totals[0]!.total)).toBe(0);
  } finally {
    await db.close();
  }
});
