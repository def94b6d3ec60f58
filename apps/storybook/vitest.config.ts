import { auraVitestConfig } from '@aura/vitest-config';

export default auraVitestConfig({
  environment: 'node',
  include: ['test/**/*.test.ts'],
  // A story's own waits are bounded (test/preview-page.ts: 90 s to open a page, 20 s a story), so they fail first
  // and the test gives its page back; the test's limit only catches a hang of the harness itself.
  testTimeout: 180_000,
  // Stories checked at once, each on a page of its own: the fastest on two cores (docs/testing.md has the figures).
  test: { maxConcurrency: Number(process.env.STORIES_CONCURRENCY ?? 3) },
});
