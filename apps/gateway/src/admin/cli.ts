#!/usr/bin/env node
// `pnpm --filter @aura/gateway admin <command>` (from source) or `node apps/gateway/dist/admin/cli.js <command>`
// (built): the gateway's admin commands. docs/admin.md lists them; `--help` too.
import { runAdmin } from './commands.ts';

process.exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
