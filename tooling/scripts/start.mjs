// `npm start`: install (frozen lockfile), build the gateway, the web app and the landing pages with turbo, then serve both on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { must, pnpm, rootDir } from './lib.mjs';

await must(pnpm(['install', '--frozen-lockfile']), 'Installing dependencies');
await must(
  pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@aura/gateway',
    '--filter=@aura/web',
    '--filter=@aura/landing',
    '--output-logs=errors-only',
  ]),
  'Building',
);

const gateway = spawn(process.execPath, [join(rootDir, 'apps/gateway/dist/main.js')], {
  cwd: rootDir,
  stdio: 'inherit',
  // A local run: the sandbox mail and SMS providers, whose outbox is readable at /dev/outbox.
  env: { DATA_DIR: join(rootDir, '.data'), NODE_ENV: 'development', ...process.env },
});
// Ctrl+C reaches the gateway directly (same process group) and it shuts down gracefully; a SIGTERM sent to this
// process alone is passed on. Either way this process exits as the gateway does.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => gateway.kill('SIGTERM'));
gateway.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
