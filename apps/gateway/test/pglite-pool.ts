// In-memory PGlite databases that test gateways borrow and give back (docs/testing.md, "Databases in tests").
// Starting PGlite from the migrated snapshot boots a whole PostgreSQL in WebAssembly: in a profile of the gateway's
// suite it was a quarter of all CPU, for a database each test file then used for a second. A given-back database
// is emptied to what the migrations left (every table truncated, the migrations' own rows put back, every sequence
// where it was), which takes a few milliseconds, and the next gateway in the same process starts on it.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { PubSub, Unsubscribe } from '../src/db/pubsub.ts';
import { migratedPgliteSnapshot } from './database-templates.ts';

/** Where a database keeps copies of the rows the migrations inserted. */
const SEED_SCHEMA = 'aura_test_seed';
/** Databases kept for reuse in one process; more are closed when given back. */
const MAX_IDLE = 3;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One booted database, and how to put it back to the state the migrations left. */
class PooledDatabase {
  private constructor(
    readonly database: Database,
    private readonly resetSql: string,
  ) {}

  /** The PGlite under drizzle: its `exec` runs many statements at once, as a reset needs. */
  private get client(): PGlite {
    return (this.database.db as unknown as { $client: PGlite }).$client;
  }

  static async open(): Promise<PooledDatabase> {
    const database = await openDatabase({ memory: true, snapshot: await migratedPgliteSnapshot() });
    const rows = async <T>(query: string) => (await database.db.execute(sql.raw(query))).rows as T[];
    const tables = (
      await rows<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)
    ).map(({ name }) => name);
    // The migrations' own rows (the ledger's system accounts…), copied aside to be put back.
    await database.db.execute(sql.raw(`CREATE SCHEMA ${SEED_SCHEMA}`));
    const seeded: string[] = [];
    for (const table of tables) {
      const [{ any }] = await rows<{ any: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM public.${quote(table)}) AS any`,
      );
      if (!any) continue;
      const columns = (
        await rows<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = '${table}' AND is_generated = 'NEVER'
           ORDER BY ordinal_position`,
        )
      )
        .map(({ name }) => quote(name))
        .join(', ');
      await database.db.execute(
        sql.raw(
          `CREATE TABLE ${SEED_SCHEMA}.${quote(table)} AS SELECT ${columns} FROM public.${quote(table)}`,
        ),
      );
      seeded.push(
        `INSERT INTO public.${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${SEED_SCHEMA}.${quote(table)};`,
      );
    }
    const sequences = await rows<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    const resetSql = [
      `TRUNCATE ${tables.map((table) => `public.${quote(table)}`).join(', ')} RESTART IDENTITY CASCADE;`,
      // Triggers stay quiet while the seed rows go back in (they fired when the migrations inserted them).
      `SET session_replication_role = replica;`,
      ...seeded,
      `SET session_replication_role = DEFAULT;`,
      ...sequences.map(({ name, value }) =>
        value === null
          ? `SELECT setval('public.${quote(name)}', 1, false);`
          : `SELECT setval('public.${quote(name)}', ${value}, true);`,
      ),
    ].join('\n');
    return new PooledDatabase(database, resetSql);
  }

  async reset(): Promise<void> {
    await this.client.exec(`UNLISTEN *;\n${this.resetSql}`);
  }
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

export interface PgliteLease {
  /** The database for `buildGateway`'s `sharedDatabase`: the gateway does not close it. */
  database: Database;
  /** Gives the database back, emptied, once its gateways have closed. */
  release(): Promise<void>;
}

const idle: PooledDatabase[] = [];

/** A migrated, empty in-memory PGlite database: a given-back one when there is one, else a new one. */
export async function leasePglite(): Promise<PgliteLease> {
  const pooled = idle.pop() ?? (await PooledDatabase.open());
  const pubsub = new LeasedPubSub(pooled.database.pubsub);
  let released = false;
  return {
    database: { ...pooled.database, pubsub, close: async () => {} },
    async release() {
      if (released) return;
      released = true;
      await pubsub.close();
      try {
        await pooled.reset();
      } catch (error) {
        await pooled.database.close();
        throw error;
      }
      if (idle.length < MAX_IDLE) idle.push(pooled);
      else await pooled.database.close();
    },
  };
}
