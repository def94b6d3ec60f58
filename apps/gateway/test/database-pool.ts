// Migrated databases that test gateways borrow and give back (docs/testing.md, "Databases in tests"). Starting
// PGlite from the migrated snapshot boots a whole PostgreSQL in WebAssembly: in a profile of the gateway's suite it
// was a quarter of all CPU, for a database each test file then used for a second; on a PostgreSQL server each test
// database was cloned from the template and dropped again. A given-back database is emptied to what the migrations
// left (every table truncated, the migrations' own rows put back, every sequence where it was), which takes a few
// milliseconds, and the next gateway of the same process starts on it.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { PubSub, Unsubscribe } from '../src/db/pubsub.ts';
import { migratedPgliteSnapshot, migratedPostgres, type PostgresDatabase } from './database-templates.ts';

/** Where a database keeps copies of the rows the migrations inserted. */
const SEED_SCHEMA = 'aura_test_seed';
/** Databases kept for reuse in one process, of each kind; more are closed or dropped when given back. */
const MAX_IDLE = 3;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What the reset needs of a connection: rows of one query, and a script of many statements. */
interface Connection {
  rows<T>(query: string): Promise<T[]>;
  exec(script: string): Promise<void>;
}

/**
 * Copies aside the rows the migrations left (the ledger's system accounts…) and returns the script that puts the
 * database back to that state.
 */
async function prepareReset(connection: Connection): Promise<string> {
  const tables = (
    await connection.rows<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map(({ name }) => name);
  await connection.exec(`CREATE SCHEMA IF NOT EXISTS ${SEED_SCHEMA}`);
  const restore: string[] = [];
  for (const table of tables) {
    const [found] = await connection.rows<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM public.${quote(table)}) AS any`,
    );
    if (!found?.any) continue;
    const columns = (
      await connection.rows<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = '${table}' AND is_generated = 'NEVER'
         ORDER BY ordinal_position`,
      )
    )
      .map(({ name }) => quote(name))
      .join(', ');
    await connection.exec(
      `CREATE TABLE ${SEED_SCHEMA}.${quote(table)} AS SELECT ${columns} FROM public.${quote(table)}`,
    );
    restore.push(
      `INSERT INTO public.${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${SEED_SCHEMA}.${quote(table)};`,
    );
  }
  const sequences = await connection.rows<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return [
    `TRUNCATE ${tables.map((table) => `public.${quote(table)}`).join(', ')} RESTART IDENTITY CASCADE;`,
    // Triggers stay quiet while the seed rows go back in (they fired when the migrations inserted them).
    `SET session_replication_role = replica;`,
    ...restore,
    `SET session_replication_role = DEFAULT;`,
    ...sequences.map(({ name, value }) =>
      value === null
        ? `SELECT setval('public.${quote(name)}', 1, false);`
        : `SELECT setval('public.${quote(name)}', ${value}, true);`,
    ),
  ].join('\n');
}

/** Subscriptions through it end when the lease ends, whether or not their gateway ended them. */
class LeasedPubSub implements PubSub {
  private readonly subscriptions = new Set<Unsubscribe>();

  constructor(private readonly pubsub: PubSub) {}

  publish(channel: string, payload: string): Promise<void> {
    return this.pubsub.publish(channel, payload);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void): Promise<Unsubscribe> {
    const unsubscribe = await this.pubsub.subscribe(channel, onMessage);
    const once: Unsubscribe = async () => {
      if (this.subscriptions.delete(once)) await unsubscribe();
    };
    this.subscriptions.add(once);
    return once;
  }

  async close(): Promise<void> {
    for (const unsubscribe of [...this.subscriptions]) await unsubscribe();
  }
}

interface PooledPglite {
  database: Database;
  client: PGlite;
  reset: string;
}

const idlePglite: PooledPglite[] = [];

async function openPglite(): Promise<PooledPglite> {
  const database = await openDatabase({ memory: true, snapshot: await migratedPgliteSnapshot() });
  // The PGlite under drizzle: its `exec` runs many statements at once, as a reset needs.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const reset = await prepareReset({
    rows: async <T>(query: string) => (await client.query<T>(query)).rows,
    exec: async (script) => void (await client.exec(script)),
  });
  return { database, client, reset };
}

export interface PgliteLease {
  /** The database for `buildGateway`'s `sharedDatabase`: the gateway does not close it. */
  database: Database;
  /** Gives the database back, emptied, once its gateways have closed. */
  release(): Promise<void>;
}

/** A migrated, empty in-memory PGlite database: a given-back one when there is one, else a new one. */
export async function leasePglite(): Promise<PgliteLease> {
  const pooled = idlePglite.pop() ?? (await openPglite());
  const pubsub = new LeasedPubSub(pooled.database.pubsub);
  let released = false;
  return {
    database: { ...pooled.database, pubsub, close: async () => {} },
    async release() {
      if (released) return;
      released = true;
      await pubsub.close();
      try {
        await pooled.client.exec(`UNLISTEN *;\n${pooled.reset}`);
      } catch (error) {
        await pooled.database.close();
        throw error;
      }
      if (idlePglite.length < MAX_IDLE) idlePglite.push(pooled);
      else await pooled.database.close();
    },
  };
}

/** Runs `work` on a connection of its own to the database at `url`. */
async function onDatabase<T>(url: string, work: (connection: Connection) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      rows: async <R>(query: string) => (await client.query(query)).rows as R[],
      exec: async (script) => void (await client.query(script)),
    });
  } finally {
    await client.end();
  }
}

interface PooledPostgres {
  database: PostgresDatabase;
  reset: string;
}

const idlePostgres = new Map<string, PooledPostgres[]>();

export interface PostgresLease {
  url: string;
  /** Empties the database once its gateways have closed (their connections with them), for the next lease. */
  release(): Promise<void>;
}

/** A migrated, empty database on the PostgreSQL server at `serverUrl`: a given-back one, else a new clone. */
export async function leasePostgres(serverUrl: string): Promise<PostgresLease> {
  const idle = idlePostgres.get(serverUrl) ?? [];
  idlePostgres.set(serverUrl, idle);
  let pooled = idle.pop();
  if (!pooled) {
    // Named for this run: its global setup drops what is left in the pools when the run ends.
    const database = await migratedPostgres(serverUrl, inject('postgresPoolPrefix'));
    pooled = { database, reset: await onDatabase(database.url, prepareReset) };
  }
  const leased = pooled;
  let released = false;
  return {
    url: leased.database.url,
    async release() {
      if (released) return;
      released = true;
      try {
        await onDatabase(leased.database.url, (connection) => connection.exec(leased.reset));
      } catch (error) {
        await leased.database.drop();
        throw error;
      }
      if (idle.length < MAX_IDLE) idle.push(leased);
      else await leased.database.drop();
    },
  };
}
