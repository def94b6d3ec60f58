// `pnpm --filter @aura/landing build`: the pages and the script into dist/, their sizes, and a failure past a budget.
import { join } from 'node:path';
import { BUDGETS, buildLanding } from './build.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const { pages, script } = await buildLanding(dist);
const largest = [...pages].sort((a, b) => b.gzip - a.gzip)[0]!;
process.stdout.write(
  `${pages.length} pages; the largest ${largest.file}: ${largest.bytes} B, ${largest.gzip} B gzip\n`,
);
process.stdout.write(`${script.file}: ${script.bytes} B, ${script.gzip} B gzip\n`);
const over = [
  ...pages.filter((page) => page.gzip > BUDGETS.pageGzip),
  ...(script.gzip > BUDGETS.scriptGzip ? [script] : []),
];
if (over.length > 0) {
  console.error(
    `over budget (pages ${BUDGETS.pageGzip} B, script ${BUDGETS.scriptGzip} B gzip): ${over.map((file) => file.file).join(', ')}`,
  );
  process.exit(1);
}
