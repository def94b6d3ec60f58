// `pnpm --filter @aura/lighthouse bench:landing` (docs/performance.md, "The landing pages"): Lighthouse 12's mobile
// audit of the prerendered landing page (apps/landing) served by the built gateway: performance, accessibility, best
// practices and SEO, each run in a fresh Debian Chromium. A benchmark, not a test: it prints the scores, and fails
// only when it could not measure (a Lighthouse error, or the page not the prerendered one).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startServer } from '@aura/e2e';
import { audit } from './audit.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
if (!existsSync(join(repoRoot(), 'apps/landing/dist/manifest.json')))
  throw new Error('no landing build: pnpm --filter @aura/landing build');

const server = await startServer({ env: { NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: 'true' } });
try {
  const url = `${server.url}${args.path}`;
  const page = await fetch(url);
  if (!(await page.text()).includes('data-aura-landing')) throw new Error(`${url} is not a prerendered page`);
  const results: Record<string, number>[] = [];
  for (let run = 0; run < runs; run++) {
    const lhr = await audit(url, [...CATEGORIES]);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    results.push({
      ...scores,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
    });
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id} (${audit.score})`);
    process.stdout.write(`run ${run + 1}: ${JSON.stringify(results.at(-1))}\n`);
    if (failed.length > 0) process.stdout.write(`  below 1: ${failed.join(', ')}\n`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const keys = Object.keys(results[0]!);
  process.stdout.write(
    `median of ${runs} (${url}, Lighthouse mobile): ${keys.map((key) => `${key} ${median(results.map((r) => r[key]!))}`).join(', ')}\n`,
  );
} finally {
  await server.stop();
}
