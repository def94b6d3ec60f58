// What the web app's first load weighs on the wire: every script index.html loads or preloads (the entry and the
// chunks it imports statically), as it is, as gzip and as brotli (the .gz and .br variants the build wrote beside
// each; a file without variants goes as it is). Run after `pnpm --filter @aura/web build`:
//   node tooling/scripts/web-first-load.mjs [apps/web/dist]
// The build's byte budgets (apps/web/vite.config.ts) check the same sums; docs/performance.md has the figures.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from './lib.mjs';

const dist = process.argv[2] ?? join(rootDir, 'apps', 'web', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : undefined);

const rows = scripts.map((script) => {
  const file = join(dist, script);
  const bytes = statSync(file).size;
  return { script, bytes, gz: sizeOf(`${file}.gz`) ?? bytes, br: sizeOf(`${file}.br`) ?? bytes };
});
rows.sort((a, b) => b.gz - a.gz);
const total = rows.reduce(
  (sum, row) => ({ bytes: sum.bytes + row.bytes, gz: sum.gz + row.gz, br: sum.br + row.br }),
  {
    bytes: 0,
    gz: 0,
    br: 0,
  },
);
const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
const line = (name, row) =>
  `${name.padEnd(48)} ${String(row.bytes).padStart(9)} ${String(row.gz).padStart(9)} ${String(row.br).padStart(9)}`;
console.log(line('script', { bytes: 'as it is', gz: 'gzip', br: 'brotli' }));
for (const row of rows) console.log(line(row.script === entry ? `${row.script} (entry)` : row.script, row));
console.log(line(`the first load: ${rows.length} scripts`, total));
