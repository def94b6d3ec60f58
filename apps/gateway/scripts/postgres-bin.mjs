// Where the installed PostgreSQL's programs are (pg_ctl on the PATH, or Debian's /usr/lib/postgresql/<version>/bin),
// or undefined when it is not installed: with-postgres.mjs starts its throwaway cluster from them, and the unit
// run leaves the database test files to the PostgreSQL run when there is one (vitest.config.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** @returns {string | undefined} */
export function postgresBinDir() {
  const fromPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath)
    return execFileSync('sh', ['-c', `dirname "$(readlink -f "${fromPath}")"`], { encoding: 'utf8' }).trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}
