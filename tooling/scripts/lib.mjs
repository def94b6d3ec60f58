// Helpers for the root commands. Node built-ins only: these run before anything is installed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pnpm version pinned in package.json's packageManager field (corepack fails here, so npx runs it). */
export function pinnedPnpm() {
  const { packageManager } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match) throw new Error('package.json must pin pnpm in "packageManager", e.g. "pnpm@10.34.9"');
  return match[1];
}

/** Every workspace package (the groups of pnpm-workspace.yaml): its directory and its package.json. */
export function workspacePackages() {
  return ['apps', 'packages', 'tooling'].flatMap((group) => {
    const groupDir = join(rootDir, group);
    if (!existsSync(groupDir)) return [];
    return readdirSync(groupDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(groupDir, entry.name, 'package.json')))
      .map((entry) => {
        const dir = join(groupDir, entry.name);
        return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
      });
  });
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...options.env };
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit', ...options, env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs pnpm at the pinned version through npx. */
export function pnpm(args, options) {
  return run('npx', ['--yes', `pnpm@${pinnedPnpm()}`, ...args], options);
}

export async function must(promise, what) {
  const code = await promise;
  if (code !== 0) {
    console.error(`\n${what} failed (exit code ${code}).`);
    process.exit(code);
  }
}
