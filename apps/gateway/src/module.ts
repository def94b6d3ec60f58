// The one shape of a gateway module (style.md convention 8, docs/architecture.md "The gateway inside"). Each
// module's index.ts exports one `GatewayModule`; the server registers the routes of every module in its list, the
// admin CLI offers every module's commands, and drizzle-kit reads every module's schema.ts.
import { userIdSchema } from '@aura/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';

/** What an admin command works with. The database opens on first use, so `--help` never touches it. */
export interface AdminContext {
  config: Config;
  database(): Promise<Database>;
  /** Fails the command with "No user with id <id>." unless the user exists. */
  requireUser(userId: number): Promise<void>;
}

export interface CommandOption {
  description: string;
  required?: boolean;
  default?: string;
}

/** One admin command (`<noun> <verb>`): its options, and a run function whose result is printed as JSON. */
export interface Command {
  summary: string;
  /** Every option takes a value: `--name value` or `--name=value`. */
  options: Record<string, CommandOption>;
  run(options: Record<string, string | undefined>, context: AdminContext): Promise<unknown>;
}

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * A command's `--json` option read with `schema`: a usage error naming `command` when it is not JSON, or not `what`
 * (each issue's path and message), so the operator sees what to fix.
 */
export function jsonOption<T>(json: string, schema: z.ZodType<T>, what: string, command: string): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new UsageError('--json is not JSON', command);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(
      `--json is no ${what}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      command,
    );
  return parsed.data;
}

/**
 * A module of the gateway: a folder under src/modules/ whose index.ts exports one of these.
 *
 * `Context` is what the module's routes need from the server, written by the module itself as the few fields it
 * uses (`{ protocol; services: { calls: CallService } }`), never the composition root's types: the server's list
 * of modules type-checks only when the server's context has everything each module asks for.
 */
export interface GatewayModule<Context = never> {
  /** The module's folder name under src/modules. */
  name: string;
  /** Serves the module's endpoints of `@aura/contracts` (and its plain HTTP paths), mapping them to its services. */
  routes?: (app: FastifyInstance, context: Context) => void | Promise<void>;
  /** The module's admin commands, by their `<noun> <verb>` names. */
  commands?: Record<string, Command>;
  /** The module's own tables (its schema.ts): only this module writes them. */
  schema?: Record<string, PgTable>;
}

/** Declares a module, keeping the exact type of its context (so the server's list checks it). */
export function gatewayModule<Context>(module: GatewayModule<Context>): GatewayModule<Context> {
  return module;
}

/** A user id as the protocol writes it (decimal digits) turned into the database's number, or a usage error. */
export function userIdOption(value: string, command: string, option = 'user'): number {
  const id = Number(value);
  if (!userIdSchema.safeParse(value).success || !Number.isSafeInteger(id))
    throw new UsageError(`--${option} must be a user id (digits)`, command);
  return id;
}
