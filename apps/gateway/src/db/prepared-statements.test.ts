// The connection that prepares repeated statements (prepared-statements.ts), on a real PostgreSQL server: PGlite
// is not reached through `pg`, so this file runs in the PostgreSQL run only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, freshPostgres } from '../../test/gateway.ts';
import { MAX_PREPARED_PER_CONNECTION, PreparingClient } from './prepared-statements.ts';

describe.skipIf(!TEST_DATABASE_URL)('PreparingClient', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await freshPostgres(TEST_DATABASE_URL!);
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: PreparingClient });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** The statements prepared on the pool's one connection, by their text. */
  const prepared = async () => {
    const { rows } = await pool.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql',
    );
    return rows.map((row) => row.statement);
  };

  it('prepares a parameterized statement the second time its text runs, with the same answers', async () => {
    const text = `SELECT $1::int + 1 AS next /* ${Math.random()} */`;
    expect((await pool.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect(await prepared()).not.toContain(text);
    expect((await pool.query({ text, rowMode: 'array' }, [2])).rows).toEqual([[3]]);
    expect(await prepared()).toContain(text);
    expect((await pool.query(text, [41])).rows).toEqual([{ next: 42 }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves statements without parameters, and named ones, as they are', async () => {
    const bare = `SELECT 1 AS one /* ${Math.random()} */`;
    await pool.query(bare);
    await pool.query(bare);
    const named = `SELECT $1::text AS said /* ${Math.random()} */`;
    await pool.query({ name: 'said', text: named, values: ['a'] });
    await pool.query({ name: 'said', text: named, values: ['b'] });
    const statements = await prepared();
    expect(statements).not.toContain(bare);
    expect(statements.filter((statement) => statement === named)).toHaveLength(1);
  });

  it('keeps a statement that failed usable, and its error the caller’s', async () => {
    const text = `SELECT 1 / $1::int AS share /* ${Math.random()} */`;
    await pool.query(text, [1]);
    await expect(pool.query(text, [0])).rejects.toThrow(/division by zero/);
    expect((await pool.query(text, [1])).rows).toEqual([{ share: 1 }]);
  });

  it('runs a statement unnamed once a migration changed the columns it answers', async () => {
    // On a connection kept across the failure, as a transaction's is (pg.Pool drops a connection whose query
    // failed; drizzle's transaction releases its own after the rollback, and it serves the next transaction).
    const client = await pool.connect();
    try {
      const table = `changing_${Math.random().toString(36).slice(2)}`;
      await client.query(`CREATE TABLE ${table} (a int)`);
      await client.query(`INSERT INTO ${table} VALUES (1)`);
      const text = `SELECT * FROM ${table} WHERE a = $1`;
      await client.query(text, [1]);
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
      await client.query(`ALTER TABLE ${table} ADD COLUMN b int DEFAULT 2`);
      // The prepared statement's first run after the change fails (PostgreSQL's own refusal); later ones work.
      await expect(client.query(text, [1])).rejects.toThrow(/must not change result type/);
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
      const viaCallback = new Promise((resolve, reject) =>
        client.query(text, [1], (error, result) => (error ? reject(error) : resolve(result.rows))),
      );
      await expect(viaCallback).resolves.toEqual([{ a: 1, b: 2 }]);
    } finally {
      client.release();
    }
  });

  it(`names at most ${MAX_PREPARED_PER_CONNECTION} statements on one connection, and runs the rest unnamed`, async () => {
    const texts = Array.from(
      { length: MAX_PREPARED_PER_CONNECTION + 10 },
      (_, i) => `SELECT $1::int * ${i} AS product`,
    );
    for (const text of texts) await pool.query(text, [2]);
    for (const [i, text] of texts.entries())
      expect((await pool.query(text, [2])).rows).toEqual([{ product: 2 * i }]);
    expect((await prepared()).length).toBe(MAX_PREPARED_PER_CONNECTION);
  });
});
