// A database of its own for a test that needs no HTTP: in-memory PGlite, or a new PostgreSQL database when
// TEST_DATABASE_URL names a server (the suite's PostgreSQL run).
import { openDatabase, type Database } from '../src/db/database.ts';
import { migratedPgliteSnapshot, migratedPostgres } from './database-templates.ts';
import { TEST_DATABASE_URL } from './gateway.ts';

export interface TestDatabase extends Database {
  /** Closes the connections and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const postgres = TEST_DATABASE_URL ? await migratedPostgres(TEST_DATABASE_URL) : undefined;
  const database = await openDatabase(
    postgres ? { url: postgres.url } : { memory: true, snapshot: await migratedPgliteSnapshot() },
  );
  return {
    ...database,
    async dispose() {
      await database.close();
      await postgres?.drop();
    },
  };
}
