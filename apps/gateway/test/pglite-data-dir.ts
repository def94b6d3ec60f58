// A gateway's data directory (DATA_DIR) that starts already migrated: the migrated PGlite snapshot that the global
// setup made (test/global-setup.ts), unpacked where the gateway keeps its PGlite (`<DATA_DIR>/pglite`). A process
// started on it opens the database in a third of the time that migrating a new directory takes; creating and
// migrating a new directory is tested once, in src/admin/commands.test.ts. (Deliberately not importing
// test/database-templates.ts: a file that uses this one does not open a database of the PostgreSQL run.)
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Makes `dataDir` (which must not hold a database yet) a migrated PGlite data directory; resolves to it. */
export async function migratedDataDir(dataDir: string): Promise<string> {
  const pglite = join(dataDir, 'pglite');
  mkdirSync(pglite, { recursive: true });
  // The dump's members are absolute paths from the data directory's root (`/PG_VERSION`, `/base/…`).
  await run('tar', ['-xzf', inject('pgliteSnapshotFile'), '-C', pglite]);
  return dataDir;
}
