import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparingClient } from './prepared-statements.ts';
import { PgPubSub, PglitePubSub, type PubSub } from './pubsub.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  pubsub: PubSub;
  /** `pglite` (embedded, one process) or `postgres` (a server, any number of gateway instances). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL at `url`; PGlite in `dataDir`; or PGlite in memory, from `snapshot` when given (a data directory
 * dumped with `dumpDataDir` after the migrations: tests start from one instead of migrating each database).
 */
export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true; snapshot?: Blob };

/**
 * The SQL migrations drizzle-kit generated from schema.ts; the same files for PGlite and PostgreSQL. (A path from
 * this file's own, not `new URL(…, import.meta.url)`, which bundlers rewrite as an asset.)
 */
export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Shared buffers of an in-memory PGlite (tests): small, and quicker to start than PostgreSQL's 128 MB. */
const MEMORY_SHARED_BUFFERS = '16MB';

/** Any number of instances may start at once; one migrates while the others wait on this lock. */
const MIGRATION_LOCK = 7_210_001;

/** Opens the database (PostgreSQL at `url`, or PGlite on disk or in memory) and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url);
  if ('dataDir' in options) return openPglite(options.dataDir, undefined);
  return openPglite(undefined, options.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? await PGlite.create(join(dataDir, 'pglite'))
    : await PGlite.create({
        ...(snapshot ? { loadDataDir: snapshot } : {}),
        // A throwaway database (the tests' own): PostgreSQL's 128 MB of shared buffers, set up in WebAssembly at
        // every start, were about half the CPU of opening one from the snapshot (2.4–3.0 s against 1.2–1.5 s with
        // 16 MB, a throwaway benchmark, 2026-11-26); a test's rows fit in a few pages.
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${MEMORY_SHARED_BUFFERS}`],
      });
  // Brings a snapshot made before a newer migration up to date too (nothing to do otherwise: one query).
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    pubsub: new PglitePubSub(client),
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient });
  // An idle connection the server drops (a restart, a failover, a dropped test database) is replaced on next use;
  // unhandled, its error would take the process down.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const pubsub = new PgPubSub(url, pool);
  return {
    db: db as unknown as Db,
    pubsub,
    kind: 'postgres',
    close: async () => {
      await pubsub.close();
      await pool.end();
    },
  };
}
