// The PostgreSQL run's choice of files: whatever reaches a database module, directly, through helpers or by
// reading TEST_DATABASE_URL itself, and nothing else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayUnitTests } from '../vitest.config.ts';
import { databaseTestFiles, onBothDatabases } from './database-test-files.ts';

const root = mkdtempSync(join(tmpdir(), 'aura-database-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the test files of the PostgreSQL run', () => {
  it('are those that reach a database module or read TEST_DATABASE_URL', () => {
    write('test/gateway.ts', 'export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;\n');
    write('test/test-database.ts', "export { TEST_DATABASE_URL } from './gateway.ts';\n");
    write('test/call-kit.ts', "import { TEST_DATABASE_URL } from './gateway.ts';\nexport const kit = 1;\n");
    write('test/calls.test.ts', "import { kit } from './call-kit.ts';\n");
    write('test/direct.test.ts', "import { startGateway } from './gateway.ts';\n");
    write('src/ledger/service.test.ts', "const db = await import('../../test/test-database.ts');\n");
    write('test/restart.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
    write('src/cipher.ts', 'export const cipher = 1;\n');
    write('src/cipher.test.ts', "import { cipher } from './cipher.ts';\n");
    write('test/doc.test.ts', "import { readFileSync } from 'node:fs';\nimport './missing.ts';\n");
    expect(databaseTestFiles(root, ['src', 'test'])).toEqual([
      'src/ledger/service.test.ts',
      'test/calls.test.ts',
      'test/direct.test.ts',
      'test/restart.test.ts',
    ]);
  });

  it('take in the gateway suite’s integration files and leave out its pure ones', () => {
    const gateway = fileURLToPath(new URL('..', import.meta.url));
    const files = databaseTestFiles(gateway, ['src', 'test', 'bench']);
    expect(files).toEqual(expect.arrayContaining(['test/calls-billing.test.ts', 'test/fuzz.test.ts']));
    expect(files).not.toContain('src/protocol/cipher.test.ts');
  });
});

describe('the unit run’s gateway files when the PostgreSQL run takes the database files', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leave them out but for those about what differs between PGlite and PostgreSQL', () => {
    vi.stubEnv('TEST_DATABASE_URL', 'postgresql://aura@127.0.0.1:9/postgres');
    const [project] = gatewayUnitTests().test?.projects ?? [];
    const exclude = (project as { test: { exclude: string[] } }).test.exclude;
    expect(exclude).toEqual(expect.arrayContaining(['test/fuzz.test.ts', 'test/calls-billing.test.ts']));
    expect(exclude).not.toContain('test/calls-instances.test.ts');
    expect(exclude).not.toContain('test/ledger-migration.test.ts');
    expect(exclude).not.toContain('src/protocol/cipher.test.ts');
  });

  it('keep instances sharing one database and the migration of existing data on both', () => {
    expect(['test/im-instances.test.ts', 'test/ledger-migration.test.ts'].every(onBothDatabases)).toBe(true);
    expect(
      ['test/calls.test.ts', 'test/instances-of.ts', 'src/ledger-migration.ts'].some(onBothDatabases),
    ).toBe(false);
  });
});
