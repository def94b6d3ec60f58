// Finds import cycles across the workspace, resolving imports exactly as TypeScript does (package names through
// their `@aura/source` export condition, so a cycle between two packages is seen through their entry files).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';

const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** TypeScript compiler options read from `tsconfigPath` (the workspace's tsconfig.base.json). */
export function compilerOptionsFrom(tsconfigPath) {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.convertCompilerOptionsFromJson(
    config.compilerOptions ?? {},
    ts.sys.getCurrentDirectory(),
  );
  return { ...options, allowJs: true };
}

/** The code files `file` imports, resolved to real paths inside `rootDir` (external packages are left out). */
function importsOf(file, options, host, rootDir) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [];
  for (const { fileName: specifier } of importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(specifier, file, options, host);
    if (!resolvedModule) continue;
    const target = ts.sys.realpath
      ? ts.sys.realpath(resolvedModule.resolvedFileName)
      : resolvedModule.resolvedFileName;
    if (target.endsWith('.d.ts') || relative(rootDir, target).startsWith('..')) continue;
    // Workspace packages resolve through node_modules symlinks to their real source; third-party code stays out.
    if (target.includes('/node_modules/')) continue;
    targets.push(target);
  }
  return targets;
}

/**
 * Every import cycle among `files`, each as the list of files around the loop (Tarjan's strongly connected
 * components; a file importing itself is a cycle too).
 */
export function findCycles({ rootDir, files, compilerOptions }) {
  const host = ts.sys;
  const graph = new Map();
  const queue = files.filter((file) => CODE_FILE.test(file));
  while (queue.length) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const targets = importsOf(file, compilerOptions, host, rootDir);
    graph.set(file, targets);
    for (const target of targets) if (!graph.has(target)) queue.push(target);
  }

  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];

  function connect(file) {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(target)));
      } else if (onStack.has(target)) {
        lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(target)));
      }
    }
    if (lowlinks.get(file) !== indices.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfLoop = component.length === 1 && (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfLoop) cycles.push(component.reverse().map((f) => relative(rootDir, f)));
  }

  for (const file of graph.keys()) if (!indices.has(file)) connect(file);
  return cycles;
}
