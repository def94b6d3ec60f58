// What the gateway's database benches share: a database of their own, and a pool of workers timed over a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/db/database.ts';
import { freshPostgres } from '../test/gateway.ts';

export interface BenchDatabase {
  database: Database;
  /** `PGlite` or `PostgreSQL`, for the bench's figures. */
  kind: string;
  /** Closes the database and removes it. */
  done: () => Promise<void>;
}

/**
 * A new, migrated database for one bench run: on the PostgreSQL server TEST_DATABASE_URL names when it is set
 * (a database of its own there, dropped after), PGlite in this process in a temporary directory otherwise.
 */
export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const fresh = await freshPostgres(server);
    const database = await openDatabase({ url: fresh.url });
    return { database, kind: 'PostgreSQL', done: async () => (await database.close(), await fresh.drop()) };
  }
  const dir = mkdtempSync(join(tmpdir(), `aura-${name}-bench-`));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    kind: 'PGlite',
    done: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })),
  };
}

/** Runs `work(i)` for i in [0, n) with `concurrency` at a time; answers the seconds it took. */
export async function timed(
  n: number,
  concurrency: number,
  work: (index: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await work(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}
