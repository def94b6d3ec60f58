// POST /dev/admin: the admin commands (docs/admin.md) run inside a gateway on the test clock, on the database it
// has open. The e2e suite reads balances and grants coins this way mid-test: on the embedded database the CLI
// needs the gateway stopped, and each stop, CLI process and start cost a test seconds while its pages reconnect.
// Registered only with TEST_CLOCK (NODE_ENV=test and every provider a sandbox, config.ts), like /dev/clock. The
// CLI itself is tested as a process on a data directory (commands.test.ts, the accounts-operator e2e file).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { invalidRequest } from '../protocol/errors.ts';
import { runAdmin } from './commands.ts';

const bodySchema = z.object({ argv: z.array(z.string().max(500)).min(1).max(40) }).strict();

export function devAdminRoute(app: FastifyInstance, database: Database): void {
  // What a command prints is answered as it would be printed: `code` is the CLI's exit code.
  app.post('/dev/admin', async (request) => {
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest(parsed.error.issues);
    let out = '';
    let err = '';
    const code = await runAdmin(parsed.data.argv, {
      env: process.env,
      database,
      out: (text) => (out += text),
      err: (text) => (err += text),
    });
    return { code, out, err };
  });
}
