// Databases that tests start from already migrated, instead of running every migration again for each test file
// (docs/testing.md, "Databases in tests"): a PGlite data directory dumped once after the migrations, loaded into
// each new in-memory PGlite; and a PostgreSQL template database each new test database is cloned from. Both are
// named after the migrations' content, so a new or changed migration makes a new one; both are safe when several
// test processes start at once.
import { Blob as NodeBlob } from 'node:buffer';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/database.ts';

// Paths from this file's own (a string: in jsdom, `URL` is jsdom's, which node:url refuses).
const HERE = dirname(fileURLToPath(import.meta.url));
const BUILD_SNAPSHOT = join(HERE, 'build-pglite-snapshot.mjs');

/** The migrations' files, names and contents, the PGlite version that would read a dump, and its builder. */
function migrationsKey(): string {
  const hash = createHash('sha256').update(readFileSync(BUILD_SNAPSHOT));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(`${path.slice(MIGRATIONS_DIR.length)}\0`).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  hash.update(`pglite ${pgliteVersion()}`);
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version (its package.json is not among its exports: found from its entry point). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const KEY = migrationsKey();
const run = promisify(execFile);

/** Under the package's node_modules: never committed, gone with a fresh clone, kept between runs. */
const CACHE_DIR = resolve(HERE, '../node_modules/.cache/aura-test-databases');
/** A lock older than this was left by a process that died while building: the next one takes over. */
const STALE_LOCK_MS = 2 * 60_000;

/**
 * Runs `build` to make `path` unless it exists, once across processes: the first takes a lock file, the others
 * wait for the file to appear. The file is written under another name and renamed, so nobody reads half of one.
 */
async function once(path: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
  mkdirSync(dirname(path), { recursive: true });
  const lock = `${path}.lock`;
  for (;;) {
    const ready = await readFile(path).catch(() => undefined);
    if (ready) return ready;
    const held = await open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw error;
    });
    if (held) {
      try {
        const bytes = await build();
        const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
        await writeFile(partial, bytes);
        await rename(partial, path);
        return Buffer.from(bytes);
      } finally {
        await held.close();
        await rm(lock, { force: true });
      }
    }
    const since = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (since > STALE_LOCK_MS) await rm(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let snapshot: Promise<Blob> | undefined;

const SNAPSHOT_FILE = join(CACHE_DIR, `pglite-${KEY}.tar.gz`);

/**
 * A PGlite data directory with every migration applied (a gzipped tar, as `dumpDataDir` makes it), built at most
 * once per migrations' content and read at most once per process. `PGlite.create({ loadDataDir })` starts from it.
 * The build runs in a Node process of its own (build-pglite-snapshot.mjs), whatever this test's environment.
 */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= once(SNAPSHOT_FILE, async () => {
    const partial = join(CACHE_DIR, `build-${process.pid}-${randomBytes(4).toString('hex')}.tar.gz`);
    try {
      await run(process.execPath, [BUILD_SNAPSHOT, MIGRATIONS_DIR, partial]);
      return await readFile(partial);
    } finally {
      await rm(partial, { force: true });
    }
  }).then((bytes) => new NodeBlob([new Uint8Array(bytes)]) as Blob);
  return snapshot;
}

/** The file of `migratedPgliteSnapshot()`, made if missing: what `test/pglite-data-dir.ts` unpacks. */
export async function migratedPgliteSnapshotFile(): Promise<string> {
  await migratedPgliteSnapshot();
  return SNAPSHOT_FILE;
}

export interface PostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new empty PostgreSQL database on the test server (a test of the migrations themselves starts there), named
 * `<prefix>_<random>`.
 */
export async function freshPostgres(
  serverUrl: string,
  template?: string,
  prefix = 'aura_test',
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    // Cloning waits for no one, but PostgreSQL refuses while another session is connected to the template (the
    // one that made it, closing its pool a moment late): try again shortly.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    url: urlOf(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Whoever makes the template holds this advisory lock; the others wait on it, then find the template made. */
const TEMPLATE_LOCK = 7_210_002;
const templates = new Map<string, Promise<string>>();

/** The template database of the current migrations on this server, made if missing; resolves to its name. */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `aura_template_${KEY}`;
  let made = templates.get(serverUrl);
  if (!made) {
    made = onServer(serverUrl, async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount) return name;
        // Built under a temporary name and renamed when complete: a process that dies half way leaves no template.
        const building = await freshPostgres(serverUrl);
        const database = await openDatabase({ url: building.url });
        await database.close();
        const temporary = new URL(building.url).pathname.slice(1);
        await client.query(`ALTER DATABASE ${temporary} RENAME TO ${name}`);
        return name;
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    templates.set(serverUrl, made);
  }
  return made;
}

/** A new PostgreSQL database with every migration applied, cloned from the migrated template. */
export async function migratedPostgres(serverUrl: string, prefix?: string): Promise<PostgresDatabase> {
  return freshPostgres(serverUrl, await migratedPostgresTemplate(serverUrl), prefix);
}

/** Drops every database on the server whose name starts with `prefix` (what a test run left for reuse). */
export async function dropPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`,
      [prefix],
    );
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
