// Builds the migrated PGlite snapshot (test/database-templates.ts) in a plain Node process: a test file in jsdom
// has jsdom's Blob, which PGlite's dump cannot be read back from. Usage: build-pglite-snapshot.mjs <migrations> <out>
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [migrationsFolder, out] = process.argv.slice(2);
if (!migrationsFolder || !out)
  throw new Error('usage: build-pglite-snapshot.mjs <migrations folder> <output file>');
const client = await PGlite.create();
try {
  await migrate(drizzle({ client }), { migrationsFolder });
  await client.exec('CHECKPOINT');
  // Compressed: 5 MB instead of 42 (most of it an empty WAL segment), and measured as quick to load.
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
} finally {
  await client.close();
}
