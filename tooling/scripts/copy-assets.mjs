#!/usr/bin/env node
// Copies the files tsc does not emit (stylesheets, translation JSON) from src/ into dist/, keeping their paths.
// Usage, from a package: node ../../tooling/scripts/copy-assets.mjs <extension>...   e.g. `.css` or `.json`
import { cpSync, statSync } from 'node:fs';
import { extname } from 'node:path';

const extensions = process.argv.slice(2);
if (extensions.length === 0) {
  console.error('usage: copy-assets <extension>...');
  process.exit(2);
}
cpSync('src', 'dist', {
  recursive: true,
  filter: (path) => statSync(path).isDirectory() || extensions.includes(extname(path)),
});
