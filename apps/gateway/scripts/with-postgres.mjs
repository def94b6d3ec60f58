#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL naming a PostgreSQL server: the one already in TEST_DATABASE_URL, or a
// throwaway cluster started from the installed binaries on loopback (as the postgres user when run as root) and
// removed afterwards. Without PostgreSQL installed it says so and succeeds, unless REQUIRE_POSTGRES=1 (CI).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './postgres-bin.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres <command> [args...]');
  process.exit(2);
}

function run(env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (process.env.TEST_DATABASE_URL) process.exit(await run({}));

const bin = postgresBinDir();
if (!bin) {
  const message = 'PostgreSQL is not installed: the PostgreSQL run of the integration suite is skipped.';
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`${message} REQUIRE_POSTGRES=1 makes that an error (apt-get install -y postgresql).`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'aura-pg-'));
const dataDir = join(dir, 'data');
// PostgreSQL refuses to run as root; the Debian package's postgres user runs it then.
const as = (tool, toolArgs) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...toolArgs]] : [join(bin, tool), toolArgs];
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
}

const port = await freePort();
const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
let code = 1;
try {
  execFileSync(
    ...as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'aura', '-E', 'UTF8', '--no-sync']),
    quiet,
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  execFileSync(
    ...as('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']),
    quiet,
  );
  console.log(`PostgreSQL (${bin}) on 127.0.0.1:${port} for this run`);
  code = await run({ TEST_DATABASE_URL: `postgresql://aura@127.0.0.1:${port}/postgres` });
} finally {
  spawnSync(...as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']), quiet);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
