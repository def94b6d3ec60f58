// `pnpm test:postgres`: the test files that open a database, again on a real PostgreSQL (scripts/with-postgres.mjs
// names it in TEST_DATABASE_URL). The others do the same work on both runs, so they run once, in `pnpm test`.
import { fileURLToPath } from 'node:url';
import { auraVitestConfig } from '@aura/vitest-config';
import { databaseTestFiles } from './test/database-test-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default auraVitestConfig({
  environment: 'node',
  include: databaseTestFiles(root, ['src', 'test', 'bench']),
  testTimeout: 60_000,
  // The files share their worker's module graph, as in the unit run (`auraPackageTests`' Node projects).
  test: {
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    // Two files at once (vitest's default is one worker on two cores): a file here waits on the server's answers
    // more than it computes (its worker used about a fifth of a core, 2026-11-26), and each has a database of its own.
    maxWorkers: 2,
    outputFile: { json: '.reports/postgres.json' },
  },
});
