// Before the suite's files start (vitest globalSetup): the migrated PGlite snapshot, and on PostgreSQL the migrated
// template, are made once here, outside any test's or hook's time limit, rather than by the first file while the
// others wait on its lock (docs/testing.md, "Databases in tests"). Both are kept between runs. The snapshot's file
// is handed to the test files (`inject('pgliteSnapshotFile')`, test/pglite-data-dir.ts) for gateways started as
// processes on a data directory.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import {
  dropPostgresDatabases,
  migratedPgliteSnapshotFile,
  migratedPostgresTemplate,
} from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotFile: string;
    /** What this run's pooled PostgreSQL databases are named with (test/database-pool.ts); dropped at its end. */
    postgresPoolPrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('pgliteSnapshotFile', await migratedPgliteSnapshotFile());
  const prefix = `aura_pool_${randomBytes(4).toString('hex')}`;
  project.provide('postgresPoolPrefix', prefix);
  const server = process.env.TEST_DATABASE_URL;
  if (server) await migratedPostgresTemplate(server);
  return async () => {
    if (server) await dropPostgresDatabases(server, `${prefix}_`);
  };
}
