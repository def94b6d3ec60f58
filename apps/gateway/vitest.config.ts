import { fileURLToPath } from 'node:url';
import { auraPackageTests } from '@aura/vitest-config';
import { configDefaults } from 'vitest/config';
import { postgresBinDir } from './scripts/postgres-bin.mjs';
import { databaseTestFiles, onBothDatabases } from './test/database-test-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'];

function gatewayTests(exclude: string[] = []) {
  return auraPackageTests(import.meta.url, {
    include,
    // Tests that start the gateway as a process (src/main.test.ts, test/calls-restart.test.ts) and the admin CLI's one
    // data-directory test (migrating PGlite from empty) are slow on a loaded machine.
    testTimeout: 60_000,
    test: {
      globalSetup: ['test/global-setup.ts'],
      ...(exclude.length > 0 ? { exclude: [...configDefaults.exclude, ...exclude] } : {}),
    },
  });
}

/** Every test file of the gateway, each on PGlite (or on TEST_DATABASE_URL's server): `pnpm exec vitest run …` here. */
export default gatewayTests();

/**
 * The gateway's project in the root's one run (`pnpm unit`). When `npm test` runs the database test files on a real
 * PostgreSQL too (`test:postgres`: PostgreSQL installed, or named in TEST_DATABASE_URL), this run leaves them to it
 * but for those about what differs between the two (`onBothDatabases`); without PostgreSQL they run here, on PGlite.
 * docs/testing.md, "One database run of the gateway's files".
 */
export function gatewayUnitTests() {
  if (!process.env.TEST_DATABASE_URL && postgresBinDir() === undefined) return gatewayTests();
  const dirs = ['src', 'test', 'bench'];
  return gatewayTests(databaseTestFiles(root, dirs).filter((file) => !onBothDatabases(file)));
}
