// A setup file of every package's projects: each test file runs in its package's directory, whether the package
// runs alone (`pnpm test` inside it) or in the root's one run, so paths relative to the working directory (a
// `--import tsx` in a child process, the gateway's default data directory) mean the same in both.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

/** The nearest directory above `file` with a package.json. */
function packageDirOf(file) {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

process.chdir(packageDirOf(expect.getState().testPath));
