// The admin commands (docs/admin.md): every module's `commands` (src/module.ts), by their `<noun> <verb>` names,
// each with its options and a run function that returns what is printed as JSON. They act on the database the
// gateway's environment names, or on one the caller already opened (AdminIo.database).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { UsageError, type AdminContext, type Command } from '../module.ts';
import { userById } from '../modules/users/index.ts';
import { GATEWAY_MODULES } from '../registry.ts';
import { databaseOptionsOf } from '../services.ts';

export { UsageError, type AdminContext, type Command, type CommandOption } from '../module.ts';

/** Every module's commands, by name, in alphabetical order; two modules may not name the same command. */
export const COMMANDS: Record<string, Command> = collectCommands();

function collectCommands(): Record<string, Command> {
  const all = new Map<string, Command>();
  for (const module of GATEWAY_MODULES) {
    for (const [name, command] of Object.entries(module.commands ?? {})) {
      if (all.has(name)) throw new Error(`admin: two modules name the command "${name}"`);
      all.set(name, command);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => a.localeCompare(b)));
}

export interface AdminIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
  /**
   * A database already open (tests: one per file, in memory or on the PostgreSQL test server): the command uses
   * it and leaves it open. Without it the command opens the database `env` names and closes it (the CLI).
   */
  database?: Database;
}

const NAME = 'aura-admin';

export function helpText(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  return [
    `Usage: ${NAME} <command> [options]`,
    '',
    'Acts on the database the gateway would open with the same environment (DATA_DIR or DATABASE_URL,',
    'KEYS_DIR, SESSION_KEY). On PGlite (no DATABASE_URL) stop the gateway first: one process at a time may open',
    'a data directory.',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`),
    '',
    `"${NAME} <command> --help" lists a command's options. Output is JSON on stdout.`,
    '',
  ].join('\n');
}

export function commandHelp(name: string): string {
  const command = COMMANDS[name];
  if (!command) return helpText();
  const options = Object.entries(command.options).map(([option, spec]) => {
    const notes = [spec.required ? 'required' : '', spec.default ? `default: ${spec.default}` : '']
      .filter(Boolean)
      .join(', ');
    return `  --${option} <value>\n      ${spec.description}${notes ? ` (${notes})` : ''}`;
  });
  return [`Usage: ${NAME} ${name} [options]`, '', command.summary, '', 'Options:', ...options, ''].join('\n');
}

/** Splits `argv` into the command's name (its leading words) and its options. */
function findCommand(argv: string[]): { name: string; rest: string[] } | undefined {
  const words = argv.findIndex((arg) => arg.startsWith('-'));
  const end = words === -1 ? argv.length : words;
  for (let length = end; length > 0; length -= 1) {
    const name = argv.slice(0, length).join(' ');
    if (COMMANDS[name]) return { name, rest: argv.slice(length) };
  }
  return undefined;
}

function parseOptions(name: string, command: Command, rest: string[]): Record<string, string | undefined> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: Object.fromEntries(Object.keys(command.options).map((option) => [option, { type: 'string' }])),
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message, name);
  }
  const options: Record<string, string | undefined> = {};
  for (const [option, spec] of Object.entries(command.options)) {
    const value = values[option];
    options[option] = typeof value === 'string' ? value : spec.default;
    if (spec.required && options[option] === undefined) throw new UsageError(`--${option} is required`, name);
  }
  return options;
}

/** Runs one admin command line; resolves to the exit code (0 done, 1 failed, 2 usage error). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const wantsHelp = argv.includes('--help') || argv.includes('-h');
  const found = findCommand(argv);
  if (!found) {
    if (wantsHelp || argv.length === 0) {
      (argv.length === 0 ? io.err : io.out)(helpText());
      return argv.length === 0 ? 2 : 0;
    }
    io.err(`Unknown command: ${argv.filter((arg) => !arg.startsWith('-')).join(' ')}\n\n${helpText()}`);
    return 2;
  }
  if (wantsHelp) {
    io.out(commandHelp(found.name));
    return 0;
  }

  let opened: Database | undefined;
  try {
    const command = COMMANDS[found.name]!;
    const options = parseOptions(found.name, command, found.rest);
    const config = loadConfig(io.env);
    const context: AdminContext = {
      config,
      async database() {
        if (io.database) return io.database;
        opened ??= await openDatabase(databaseOptionsOf(config));
        return opened;
      },
      async requireUser(userId) {
        if (!(await userById((await context.database()).db, userId)))
          throw new Error(`No user with id ${userId}.`);
      },
    };
    const result = await command.run(options, context);
    io.out(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${commandHelp(error.command ?? found.name)}`);
      return 2;
    }
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}
