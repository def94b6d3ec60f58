#!/usr/bin/env node
// A package's build, from its directory: the JavaScript, declarations and source maps of tsconfig.build.json, by
// TypeScript 7 (the root's `typescript-native`) without type-checking, then the files tsc does not emit (stylesheets,
// translation JSON) copied beside them. Types are checked once for the whole workspace by `pnpm typecheck` (one
// `tsc -b`, part of `npm test`); checking them again in every build cost the e2e phase of `npm test` a minute
// (the gateway's build took 68 s there, 2026-11-26), for output that is the same byte for byte.
// Usage: node ../../tooling/scripts/build-package.mjs [<extension>...]   e.g. `.css` or `.json`
import { execFileSync } from 'node:child_process';
import { cpSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { rootDir } from './lib.mjs';

const tsc = join(rootDir, 'node_modules', 'typescript-native', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], { stdio: 'inherit' });

const extensions = process.argv.slice(2);
if (extensions.length > 0) {
  cpSync('src', 'dist', {
    recursive: true,
    filter: (path) => statSync(path).isDirectory() || extensions.includes(extname(path)),
  });
}
