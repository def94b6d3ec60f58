// Before the suite's files start (vitest globalSetup): the migrated PGlite snapshot, and on PostgreSQL the migrated
// template, are made once here, outside any test's or hook's time limit, rather than by the first file while the
// others wait on its lock (docs/testing.md, "Databases in tests"). Both are kept between runs.
import { migratedPgliteSnapshot, migratedPostgresTemplate } from './database-templates.ts';

export default async function setup(): Promise<void> {
  await migratedPgliteSnapshot();
  const server = process.env.TEST_DATABASE_URL;
  if (server) await migratedPostgresTemplate(server);
}
