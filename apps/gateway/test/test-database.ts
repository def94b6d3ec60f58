// A database of its own for a test that needs no HTTP: in-memory PGlite, or a new PostgreSQL database when
// TEST_DATABASE_URL names a server (the suite's PostgreSQL run).
import { openDatabase, type Database } from '../src/db/database.ts';
import { leasePglite, leasePostgres } from './database-pool.ts';
import { TEST_DATABASE_URL } from './gateway.ts';

export interface TestDatabase extends Database {
  /** Closes the connections and gives the database back, emptied. */
  dispose(): Promise<void>;
}

/** A migrated, empty database borrowed from the pools of test/database-pool.ts; `dispose` gives it back. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const lease = await leasePglite();
    return { ...lease.database, dispose: () => lease.release() };
  }
  const lease = await leasePostgres(TEST_DATABASE_URL);
  const database = await openDatabase({ url: lease.url });
  return {
    ...database,
    async dispose() {
      await database.close();
      await lease.release();
    },
  };
}
