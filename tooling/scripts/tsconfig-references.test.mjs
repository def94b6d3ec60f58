import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir, workspacePackages } from './lib.mjs';

const hasTsconfig = (dir) => existsSync(join(dir, 'tsconfig.json'));

/** The @aura/* packages a package.json depends on (any kind) that are TypeScript projects, by directory. */
function auraProjects(manifest, dirOf) {
  const { dependencies, devDependencies, peerDependencies } = manifest;
  return Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })
    .filter((name) => name.startsWith('@aura/') && dirOf.has(name) && hasTsconfig(dirOf.get(name)))
    .map((name) => dirOf.get(name));
}

// `tsc -b` reads a workspace dependency through its declarations only when the importing project references it;
// without the reference it type-checks the dependency's source again, inside the importer (docs/testing.md).
describe('the tsconfig project references', () => {
  it('name every @aura/* workspace dependency that is a TypeScript project', () => {
    const packages = workspacePackages();
    const dirOf = new Map(packages.map(({ dir, manifest }) => [manifest.name, dir]));
    const missing = packages
      .filter(({ dir }) => hasTsconfig(dir))
      .flatMap(({ dir, manifest }) => {
        const { references = [] } = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
        const referenced = new Set(references.map((reference) => resolve(dir, reference.path)));
        return auraProjects(manifest, dirOf)
          .filter((dependency) => !referenced.has(dependency))
          .map(
            (dependency) => `${relative(rootDir, dir)}/tsconfig.json lacks ${relative(rootDir, dependency)}`,
          );
      });
    expect(missing).toEqual([]);
  });
});
