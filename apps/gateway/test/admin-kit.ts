// The admin commands' tests: one database per test file (openTestDatabase: in-memory PGlite from the migrated
// snapshot, or a new PostgreSQL database on the suite's PostgreSQL run) that every `runAdmin` call and every
// gateway of the file use, instead of opening, checking and closing a data directory for each command. The keys
// (KEYS_DIR, under DATA_DIR) stay on disk as in production. One test runs the real path on a data directory
// (src/admin/commands.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../src/admin/commands.ts';
import { loadConfig } from '../src/config.ts';
import { buildGateway, type Gateway } from '../src/server.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface AdminRun {
  code: number;
  out: string;
  err: string;
  json<T = Record<string, unknown>>(): T;
}

export interface AdminKit {
  database: TestDatabase;
  env: NodeJS.ProcessEnv;
  /** Runs one command line on the file's database. */
  admin(...argv: string[]): Promise<AdminRun>;
  /** Runs `use` against a gateway, listening, on the file's database and keys; closes it after. */
  withGateway<T>(use: (gateway: Gateway, url: string) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openAdminKit(env: Record<string, string> = {}): Promise<AdminKit> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aura-admin-'));
  const database = await openTestDatabase();
  const fullEnv: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env };
  return {
    database,
    env: fullEnv,
    async admin(...argv) {
      let out = '';
      let err = '';
      const code = await runAdmin(argv, {
        env: fullEnv,
        database,
        out: (text) => (out += text),
        err: (text) => (err += text),
      });
      return { code, out, err, json: <T>() => JSON.parse(out) as T };
    },
    async withGateway(use) {
      const config = loadConfig({ ...fullEnv, WEB_DIST: join(dataDir, 'no-web-build') });
      const gateway = await buildGateway(config, { version: 'test', sharedDatabase: database });
      try {
        return await use(gateway, await gateway.app.listen({ port: 0, host: '127.0.0.1' }));
      } finally {
        await gateway.app.close();
      }
    },
    async close() {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
