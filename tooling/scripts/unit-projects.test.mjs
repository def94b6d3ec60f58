import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir, workspacePackages } from './lib.mjs';

/** The config a package's `test` script runs: the one it names (`--config x`), or vitest's default. */
function testConfig(dir, script) {
  const named = /--config\s+(\S+)/.exec(script)?.[1];
  const file = named ?? ['vitest.config.ts', 'vitest.config.js'].find((name) => existsSync(join(dir, name)));
  return relative(rootDir, join(dir, file));
}

// `npm test` runs the unit tests through the root config only: a package missing there would go untested.
describe('the root vitest config', () => {
  it("gathers every package's unit tests", () => {
    const rootConfig = readFileSync(join(rootDir, 'vitest.config.ts'), 'utf8');
    const missing = workspacePackages()
      .filter(({ manifest }) => manifest.scripts?.test)
      .map(({ dir, manifest }) => testConfig(dir, manifest.scripts.test))
      .filter((file) => !rootConfig.includes(`'./${file}'`) && !rootConfig.includes(`'${file}'`));
    expect(missing).toEqual([]);
  });
});
