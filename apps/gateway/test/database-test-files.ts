// Which test files open a database: those that read TEST_DATABASE_URL, or reach, through their relative imports,
// one of the modules that honour it. The PostgreSQL run (`test:postgres`) runs only these: a file that never opens a
// database (a parser, a cipher, a document check) does the very same work on both runs, so the second run of it
// would cost time and check nothing new.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The modules through which a test gets its database: a gateway, a bare database, the migrated templates. */
export const DATABASE_MODULES = ['test/gateway.ts', 'test/test-database.ts', 'test/database-templates.ts'];

/**
 * The database test files that the unit run keeps on PGlite when the PostgreSQL run takes the others: what differs
 * between the two is how instances share a database (one PGlite object, or connections to one server, each with
 * its LISTEN/NOTIFY) and how existing data migrates; the SQL is one engine's (PGlite is PostgreSQL in WebAssembly),
 * and every package's suite and the e2e suite run the whole gateway on PGlite besides.
 */
export function onBothDatabases(file: string): boolean {
  return /-instances\.test\.ts$|(^|\/)ledger-migration\.test\.ts$/.test(file);
}

const RELATIVE_IMPORT =
  /(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const DATABASE_VARIABLE = 'TEST_DATABASE_URL';

function relativeImports(source: string, file: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)]
    .map((match) => resolve(dirname(file), (match[1] ?? match[2])!))
    .filter((path) => existsSync(path));
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(dir, name));
}

/**
 * The test files under `dirs` (relative to `root`) that read TEST_DATABASE_URL or import a database module,
 * directly or through helpers, as paths relative to `root`.
 */
export function databaseTestFiles(root: string, dirs: string[]): string[] {
  const targets = new Set(DATABASE_MODULES.map((path) => resolve(root, path)));
  const reaches = new Map<string, boolean>();
  const visit = (file: string, path: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (targets.has(file)) return true;
    // An import cycle: this path says nothing more (the file's other imports still count).
    if (path.has(file)) return false;
    path.add(file);
    const source = readFileSync(file, 'utf8');
    const found =
      source.includes(DATABASE_VARIABLE) ||
      relativeImports(source, file).some((imported) => visit(imported, path));
    path.delete(file);
    reaches.set(file, found);
    return found;
  };
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => visit(file, new Set()))
    .map((file) => relative(root, file))
    .sort();
}
