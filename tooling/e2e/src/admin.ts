import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './repo.ts';

const run = promisify(execFile);
const ADMIN_CLI = 'apps/gateway/dist/admin/cli.js';

/**
 * Runs one of the gateway's admin commands (docs/admin.md) on a server's data, as an operator would, and returns
 * its JSON answer. On the embedded database the server must be stopped (see RunningServer.restart).
 */
export async function runAdmin(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<unknown> {
  const root = repoRoot();
  const cli = join(root, ADMIN_CLI);
  if (!existsSync(cli)) throw new Error(`${ADMIN_CLI} is missing: build the gateway first`);
  const { stdout } = await run(process.execPath, [cli, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
  });
  return JSON.parse(stdout) as unknown;
}

/**
 * Runs an admin command inside a running gateway on the test clock (POST /dev/admin, on the database it has open)
 * and returns its JSON answer: no stop, no process, no reconnecting pages. The CLI as a process is the
 * accounts-operator file's.
 */
export async function runAdminOnServer(serverUrl: string, args: string[]): Promise<unknown> {
  const response = await fetch(`${serverUrl}/dev/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ argv: args }),
  });
  const answer = (await response.json().catch(() => ({}))) as { code?: number; out?: string; err?: string };
  if (answer.code !== 0 || answer.out === undefined)
    throw new Error(`aura-admin ${args.join(' ')} failed (${response.status}): ${JSON.stringify(answer)}`);
  return JSON.parse(answer.out) as unknown;
}
