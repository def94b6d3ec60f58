// Reads the workspace's packages and their declared layers from package.json files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

export const PACKAGE_GROUPS = ['apps', 'packages', 'tooling'];

/**
 * Which layers a layer may import. Imports go down: contracts ← gateway-client ← auth ← features ← apps, with
 * ui-kit and i18n-catalog at the bottom; the server shares only contracts with the client.
 */
export const LAYER_RULES = {
  contracts: [],
  ui: ['contracts'],
  i18n: ['contracts'],
  client: ['contracts'],
  auth: ['contracts', 'client', 'ui', 'i18n'],
  feature: ['contracts', 'client', 'ui', 'i18n', 'auth', 'feature'],
  app: ['contracts', 'client', 'ui', 'i18n', 'auth', 'feature'],
  server: ['contracts'],
  tooling: ['contracts', 'tooling'],
};

/**
 * The one way up from the server: the catalog's entries that carry the words and language rules of text the gateway
 * sends itself (a mail), without i18next or React. User-facing words come from the catalog alone (docs/decisions.md,
 * "The gateway reads the catalog's words").
 */
export const SERVER_CATALOG_ENTRIES = ['./notification-format', './routing'];

export const LAYER_ORDER_TEXT =
  'contracts ← gateway-client ← auth ← features ← apps (ui-kit and i18n-catalog at the bottom; the gateway shares only contracts)';

const rootCache = new Map();
const workspaceCache = new Map();

/** The nearest directory above `from` that holds pnpm-workspace.yaml. */
export function findWorkspaceRoot(from) {
  if (rootCache.has(from)) return rootCache.get(from);
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) break;
    const parent = dirname(dir);
    if (parent === dir) {
      dir = undefined;
      break;
    }
    dir = parent;
  }
  rootCache.set(from, dir);
  return dir;
}

/** Every package of the workspace at `root`, by name and by directory. */
export function readWorkspace(root) {
  const cached = workspaceCache.get(root);
  if (cached) return cached;
  const byName = new Map();
  const byDir = new Map();
  for (const group of PACKAGE_GROUPS) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = join(groupDir, entry.name);
      const manifestPath = join(dir, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const pkg = { name: manifest.name, dir, layer: manifest.aura?.layer, exports: manifest.exports };
      byName.set(pkg.name, pkg);
      byDir.set(dir, pkg);
    }
  }
  const workspace = { root, byName, byDir };
  workspaceCache.set(root, workspace);
  return workspace;
}

/** The workspace package that contains `file`, or undefined for files outside every package. */
export function packageOfFile(workspace, file) {
  for (const [dir, pkg] of workspace.byDir) {
    if (file === dir || file.startsWith(dir + sep)) return pkg;
  }
  return undefined;
}

/** Splits `@scope/name/sub/path` into the package name and the subpath (`.` when none). */
export function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  const rest = parts.slice(nameParts.length);
  return { name: nameParts.join('/'), subpath: rest.length ? `./${rest.join('/')}` : '.' };
}

/** Whether `subpath` is one of the entry points a package's `exports` map names. */
export function isExportedSubpath(pkg, subpath) {
  const { exports } = pkg;
  if (exports === undefined) return subpath === '.';
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.';
  const keys = Object.keys(exports);
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.';
  return keys.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [prefix, suffix] = key.split('*');
    return subpath.startsWith(prefix) && subpath.endsWith(suffix);
  });
}

export function resolveFrom(file, specifier) {
  return resolve(dirname(file), specifier);
}
