// The cycle check fed workspaces that contain cycles: inside a package, across packages through their names,
// and through type-only imports; and the command-line check run on a git repository with a cycle.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compilerOptionsFrom, findCycles } from '../src/cycles.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const compilerOptions = compilerOptionsFrom(join(repoRoot, 'tsconfig.base.json'));
const made = [];

/** Writes `files` (path → content) into a fresh directory; package dirs get a node_modules link by name. */
function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'aura-cycles-'));
  made.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  for (const name of ['im', 'rtc-call']) {
    if (!(`packages/${name}/package.json` in files)) continue;
    mkdirSync(join(root, 'node_modules/@aura'), { recursive: true });
    symlinkSync(join(root, 'packages', name), join(root, 'node_modules/@aura', name));
  }
  return root;
}

const manifest = (name) =>
  JSON.stringify({
    name: `@aura/${name}`,
    exports: { '.': { '@aura/source': './src/index.ts', import: './dist/index.js' } },
  });

function cyclesIn(root, paths) {
  return findCycles({ rootDir: root, files: paths.map((path) => join(root, path)), compilerOptions });
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('findCycles', () => {
  it('finds a loop of three files in one package', () => {
    const root = workspace({
      'packages/im/src/a.ts': "import { b } from './b.ts'; export const a = () => b;",
      'packages/im/src/b.ts': "import { c } from './c.ts'; export const b = () => c;",
      'packages/im/src/c.ts': "import { a } from './a.ts'; export const c = () => a;",
      'packages/im/src/d.ts': "import { a } from './a.ts'; export const d = a;",
    });
    const cycles = cyclesIn(root, ['packages/im/src/d.ts']);
    expect(cycles).toHaveLength(1);
    expect([...cycles[0]].sort()).toEqual([
      'packages/im/src/a.ts',
      'packages/im/src/b.ts',
      'packages/im/src/c.ts',
    ]);
  });

  it('finds a cycle between two packages imported by name', () => {
    const root = workspace({
      'packages/im/package.json': manifest('im'),
      'packages/im/src/index.ts': "export { callStarted } from '@aura/rtc-call';",
      'packages/rtc-call/package.json': manifest('rtc-call'),
      'packages/rtc-call/src/index.ts':
        "import { chatOpened } from '@aura/im'; export const callStarted = chatOpened;",
    });
    const cycles = cyclesIn(root, ['packages/im/src/index.ts']);
    expect(cycles).toEqual([['packages/im/src/index.ts', 'packages/rtc-call/src/index.ts']]);
  });

  it('counts type-only imports and a file importing itself', () => {
    const root = workspace({
      'packages/im/src/types.ts': "import type { Slice } from './slice.ts'; export type State = Slice;",
      'packages/im/src/slice.ts':
        "import type { State } from './types.ts'; export type Slice = { s?: State };",
      'packages/im/src/self.ts': "export * from './self.ts';",
    });
    expect(cyclesIn(root, ['packages/im/src/types.ts', 'packages/im/src/self.ts'])).toHaveLength(2);
  });

  it('finds nothing in a tree without loops', () => {
    const root = workspace({
      'packages/im/src/index.ts': "export * from './a.ts'; export * from './b.ts';",
      'packages/im/src/a.ts': "import { b } from './b.ts'; export const a = b;",
      'packages/im/src/b.ts': "import { z } from 'zod'; export const b = z;",
    });
    expect(cyclesIn(root, ['packages/im/src/index.ts'])).toEqual([]);
  });
});

describe('check-cycles command', () => {
  const bin = fileURLToPath(new URL('../bin/check-cycles.mjs', import.meta.url));

  function gitWorkspace(files) {
    const root = workspace(files);
    copyFileSync(join(repoRoot, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    return root;
  }

  it('fails and names the files of each cycle', () => {
    const root = gitWorkspace({
      'packages/im/src/a.ts': "import './b.ts';",
      'packages/im/src/b.ts': "import './a.ts';",
    });
    const result = spawnSync(process.execPath, [bin, root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('1 import cycle(s)');
    expect(result.stderr).toContain('packages/im/src/a.ts');
    expect(result.stderr).toContain('packages/im/src/b.ts');
  });

  it('passes without cycles', () => {
    const root = gitWorkspace({
      'packages/im/src/a.ts': "import './b.ts';",
      'packages/im/src/b.ts': 'export {};',
    });
    const result = spawnSync(process.execPath, [bin, root], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no import cycles among 2 files');
  });
});
