#!/usr/bin/env node
// Fails when any import cycle exists among the workspace's source files. Usage: check-cycles [rootDir]
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { compilerOptionsFrom, findCycles } from '../src/cycles.js';

const rootDir = resolve(process.argv[2] ?? process.cwd());
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'apps', 'packages', 'tooling'],
  {
    cwd: rootDir,
    encoding: 'utf8',
  },
);
const files = listed
  .split('\n')
  .filter(
    (file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/fixtures/'),
  )
  .map((file) => join(rootDir, file));

const cycles = findCycles({
  rootDir,
  files,
  compilerOptions: compilerOptionsFrom(join(rootDir, 'tsconfig.base.json')),
});
if (cycles.length === 0) {
  console.log(`check-cycles: no import cycles among ${files.length} files`);
} else {
  console.error(
    `check-cycles: ${cycles.length} import cycle(s). Break each by moving the shared part into a module both import:`,
  );
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join('\n    → ')}`);
  process.exitCode = 1;
}
