// The admin commands (docs/admin.md): a table of `<noun> <verb>` entries, each with its options and a run function
// that returns what is printed as JSON. They act on the database the gateway's environment names.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  ACCOUNT_BLOCK_HOURS,
  APP_ROUTES,
  AUTO_LOGIN_QUERY,
  ROLES,
  isCountryCode,
  requestEnvelopeSchema,
  userIdSchema,
  type Role,
} from '@aura/contracts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { listActiveBans } from '../modules/auth/ban-list.ts';
import { BanService } from '../modules/auth/bans.ts';
import { FriendService } from '../modules/friends/service.ts';
import { AutoLoginTokens } from '../modules/auth/auto-login.ts';
import { hostProfileOf } from '../modules/hosts/queries.ts';
import { DEFAULT_HOST_PRICE, HostService, validPrice } from '../modules/hosts/service.ts';
import { recentEntries } from '../modules/ledger/queries.ts';
import { PresenceService } from '../modules/presence/service.ts';
import { LedgerService } from '../modules/ledger/service.ts';
import { appUrl, safeReturnTo } from '../modules/auth/return-to.ts';
import { SessionService } from '../modules/sessions/service.ts';
import { loadSessionKey } from '../modules/sessions/session-key.ts';
import { activeSessionsOf } from '../modules/sessions/queries.ts';
import { userById } from '../modules/users/queries.ts';
import { UserService } from '../modules/users/service.ts';
import { KeyRing } from '../protocol/keys.ts';
import { databaseOptionsOf } from '../services.ts';

/** What a command works with. The database opens on first use, so `--help` and usage errors never touch it. */
export interface AdminContext {
  config: Config;
  database(): Promise<Database>;
  sessions(): Promise<SessionService>;
}

export interface CommandOption {
  description: string;
  required?: boolean;
  default?: string;
}

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

function hostService(database: Database): HostService {
  return new HostService(
    database.db,
    new UserService(database.db),
    new PresenceService(database.db, database.pubsub),
  );
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** An internal user id as the protocol writes it (a decimal string) turned into the database's number. */
function parseUserId(value: string): number {
  const id = Number(value);
  if (!userIdSchema.safeParse(value).success || !Number.isSafeInteger(id))
    throw new UsageError('--user must be a user id (digits)', 'sessions create');
  return id;
}

/** A deviceId the envelope accepts, or a usage error naming the rule. */
function parseDeviceId(value: string): string {
  const parsed = requestEnvelopeSchema.shape.deviceId.safeParse(value);
  if (!parsed.success)
    throw new UsageError(`--device: ${parsed.error.issues[0]?.message}`, 'sessions create');
  return parsed.data;
}

/** The account and/or device a `bans` command names (at least one; both is allowed). */
function banTarget(
  { user, device }: Record<string, string | undefined>,
  command: string,
): { userId?: number; deviceId?: string } {
  if (user === undefined && device === undefined)
    throw new UsageError('give --user, --device or both', command);
  const target: { userId?: number; deviceId?: string } = {};
  if (user !== undefined) {
    if (!userIdSchema.safeParse(user).success || !Number.isSafeInteger(Number(user)))
      throw new UsageError('--user must be a user id (digits)', command);
    target.userId = Number(user);
  }
  if (device !== undefined) {
    const parsed = requestEnvelopeSchema.shape.deviceId.safeParse(device);
    if (!parsed.success) throw new UsageError(`--device: ${parsed.error.issues[0]?.message}`, command);
    target.deviceId = parsed.data;
  }
  return target;
}

const banTargetOptions = {
  user: { description: 'The internal user id (userId) of the account.' },
  device: { description: 'The deviceId of the device (8-64 of A-Z a-z 0-9 - _).' },
};

export const COMMANDS: Record<string, Command> = {
  'users create': {
    summary: 'Creates a user (with an empty coin account) and prints it.',
    options: {
      nickname: { description: 'The display name.', required: true },
      role: { description: `One of: ${ROLES.join(', ')}.`, default: 'user' },
      country: { description: 'ISO 3166-1 alpha-2 country code; unknown when left out.' },
    },
    async run({ nickname = '', role = '', country }, context) {
      if (!isRole(role)) throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`, 'users create');
      if (country !== undefined && !isCountryCode(country))
        throw new UsageError(`--country must be an ISO 3166-1 alpha-2 code`, 'users create');
      const database = await context.database();
      const countryCode = country ? { countryCode: country } : {};
      // A host is a user with a host profile: `--role goddess` makes one with the default prices.
      const user =
        role === 'goddess'
          ? await hostService(database).create({ nickname, ...countryCode })
          : await new UserService(database.db).create({ nickname, role, ...countryCode });
      return {
        userId: String(user.id),
        searchId: user.searchId,
        nickname: user.nickname,
        role: user.role,
        countryCode: user.countryCode,
      };
    },
  },

  'hosts create': {
    summary: 'Creates a host (role goddess) with prices per minute in coins, and prints it.',
    options: {
      nickname: { description: 'The display name.', required: true },
      country: { description: 'ISO 3166-1 alpha-2 country code; unknown when left out.' },
      price: { description: `Coins per minute of a call (default ${DEFAULT_HOST_PRICE}).` },
      'friend-price': { description: "Coins per minute for the host's friends (default: the price)." },
      points: { description: 'Points the host earns per minute of call (default: the price).' },
    },
    async run({ nickname = '', country, price, 'friend-price': friendPrice, points }, context) {
      const name = 'hosts create';
      if (country !== undefined && !isCountryCode(country))
        throw new UsageError('--country must be an ISO 3166-1 alpha-2 code', name);
      const number = (value: string | undefined, option: string, check: (n: number) => boolean) => {
        if (value === undefined) return undefined;
        const parsed = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
        if (!check(parsed)) throw new UsageError(`--${option} is out of range`, name);
        return parsed;
      };
      const pricePerMinute = number(price, 'price', validPrice);
      const friendPricePerMinute = number(friendPrice, 'friend-price', validPrice);
      const pointsPerMinute = number(points, 'points', (n) => Number.isSafeInteger(n));
      const host = await hostService(await context.database()).create({
        nickname,
        ...(country ? { countryCode: country } : {}),
        ...(pricePerMinute === undefined ? {} : { pricePerMinute }),
        ...(friendPricePerMinute === undefined ? {} : { friendPricePerMinute }),
        ...(pointsPerMinute === undefined ? {} : { pointsPerMinute }),
      });
      const profile = (await hostProfileOf((await context.database()).db, host.id))!;
      return {
        userId: String(host.id),
        searchId: host.searchId,
        nickname: host.nickname,
        countryCode: host.countryCode,
        pricePerMinute: profile.pricePerMinute,
        friendPricePerMinute: profile.friendPricePerMinute,
        pointsPerMinute: profile.pointsPerMinute,
      };
    },
  },

  'friends add': {
    summary:
      'Makes two users friends at once (as an accepted friend request will): friends pay a host the friends’ price and may video-call a host who takes video from friends only.',
    options: {
      user: { description: 'The internal user id (userId) of one.', required: true },
      friend: { description: 'The internal user id of the other.', required: true },
    },
    async run({ user = '', friend = '' }, context) {
      const name = 'friends add';
      const ids = [user, friend].map((value, index) => {
        if (!userIdSchema.safeParse(value).success || !Number.isSafeInteger(Number(value)))
          throw new UsageError(`--${index === 0 ? 'user' : 'friend'} must be a user id (digits)`, name);
        return Number(value);
      });
      const [a, b] = ids as [number, number];
      if (a === b) throw new UsageError('a user cannot be their own friend', name);
      const { db } = await context.database();
      for (const id of ids) if (!(await userById(db, id))) throw new Error(`No user with id ${id}.`);
      const added = await new FriendService(db).befriend(a, b);
      return { userId: String(a), friendId: String(b), added };
    },
  },

  'users video-friends-only': {
    summary: 'Sets whether a user accepts video calls from friends only (voice calls stay open to anyone).',
    options: {
      user: { description: 'The internal user id (userId).', required: true },
      on: { description: '`true` (friends only) or `false` (anyone).', default: 'true' },
    },
    async run({ user = '', on = '' }, context) {
      const name = 'users video-friends-only';
      if (!userIdSchema.safeParse(user).success || !Number.isSafeInteger(Number(user)))
        throw new UsageError('--user must be a user id (digits)', name);
      if (on !== 'true' && on !== 'false') throw new UsageError('--on must be true or false', name);
      const { db } = await context.database();
      if (!(await new FriendService(db).setVideoFriendsOnly(Number(user), on === 'true')))
        throw new Error(`No user with id ${user}.`);
      return { userId: user, videoFriendsOnly: on === 'true' };
    },
  },

  'sessions create': {
    summary: "Signs a user in on a device and prints the session with its login token (the sign's HMAC key).",
    options: {
      user: { description: 'The internal user id (userId), as `users create` printed it.', required: true },
      device: {
        description: 'The deviceId the client sends in its envelope (8-64 of A-Z a-z 0-9 - _).',
        required: true,
      },
    },
    async run({ user = '', device = '' }, context) {
      const userId = parseUserId(user);
      const deviceId = parseDeviceId(device);
      if (!(await userById((await context.database()).db, userId)))
        throw new Error(`No user with id ${userId}.`);
      const { sessionId, loginToken } = await (await context.sessions()).create(userId, deviceId);
      return { sessionId, userId: String(userId), deviceId, loginToken };
    },
  },

  'sessions auto-login-link': {
    summary:
      'Prints a one-time link that signs the user in when the web app opens it (the app-side hand-off; single use, short-lived).',
    options: {
      user: { description: 'The internal user id (userId), as `users create` printed it.', required: true },
      'return-to': {
        description: 'The web app page to open, a path on the site (/wall).',
        default: APP_ROUTES.root,
      },
    },
    async run({ user = '', 'return-to': returnTo = '' }, context) {
      const name = 'sessions auto-login-link';
      const userId = Number(user);
      if (!userIdSchema.safeParse(user).success || !Number.isSafeInteger(userId))
        throw new UsageError('--user must be a user id (digits)', name);
      const path = safeReturnTo(returnTo);
      if (!path) throw new UsageError('--return-to must be a path on the site, such as /wall', name);
      const { db } = await context.database();
      if (!(await userById(db, userId))) throw new Error(`No user with id ${userId}.`);
      const { token, expiresInSeconds } = await new AutoLoginTokens(db).issue(userId, 'handoff');
      const url = appUrl(context.config.publicUrl, path, AUTO_LOGIN_QUERY, token);
      return { userId: String(userId), url, expiresInSeconds };
    },
  },
  'sessions end': {
    summary:
      'Signs a user out everywhere (or on one device): their app shows "Login has expired" on its next call.',
    options: {
      user: { description: 'The internal user id (userId).', required: true },
      device: { description: 'Only the session on this deviceId; every device when left out.' },
    },
    async run({ user = '', device }, context) {
      const userId = parseUserId(user);
      const deviceId = device === undefined ? undefined : parseDeviceId(device);
      const { db } = await context.database();
      const sessions = await context.sessions();
      const active = await activeSessionsOf(db, userId);
      const ending = active.filter((session) => deviceId === undefined || session.deviceId === deviceId);
      for (const session of ending) await sessions.revoke(session.id, 'expired');
      return { userId: String(userId), sessionsEnded: ending.length };
    },
  },
  'bans create': {
    summary:
      'Bans an account, a device, or both, ending their sessions at once; for some hours, or for good.',
    options: {
      ...banTargetOptions,
      hours: {
        description: `A temporary block of this many hours (the spec's block is ${ACCOUNT_BLOCK_HOURS}); for good when left out.`,
      },
      message: { description: 'Shown to the user with the ban code; a standard sentence when left out.' },
      reason: { description: 'Why, for operators (never shown to the user).' },
    },
    async run(options, context) {
      const target = banTarget(options, 'bans create');
      const { hours, message, reason } = options;
      if (hours !== undefined && !/^[1-9]\d{0,5}$/.test(hours))
        throw new UsageError('--hours must be a whole number of hours, 1 or more', 'bans create');
      const { db } = await context.database();
      if (target.userId !== undefined && !(await userById(db, target.userId)))
        throw new Error(`No user with id ${target.userId}.`);
      const bans = new BanService(db, await context.sessions());
      const ban = await bans.ban({
        ...target,
        ...(hours ? { hours: Number(hours) } : {}),
        ...(message === undefined ? {} : { message }),
        ...(reason === undefined ? {} : { reason }),
        createdBy: 'admin-cli',
      });
      const [listed] = (await listActiveBans(db, target)).filter((row) => row.banId === ban.id);
      return { ...listed, banId: ban.id, sessionsEnded: ban.sessionsEnded };
    },
  },

  'bans lift': {
    summary: 'Lifts the bans in force on an account, a device, or both.',
    options: banTargetOptions,
    async run(options, context) {
      const target = banTarget(options, 'bans lift');
      const bans = new BanService((await context.database()).db, await context.sessions());
      return { lifted: await bans.unban(target) };
    },
  },

  'bans list': {
    summary: 'Lists the bans in force, newest first; those of one account or device when given.',
    options: banTargetOptions,
    async run(options, context) {
      const filter =
        options.user === undefined && options.device === undefined ? {} : banTarget(options, 'bans list');
      return listActiveBans((await context.database()).db, filter);
    },
  },

  'coins grant': {
    summary:
      'Grants coins to a user as one ledger transaction; the same --key again grants nothing and prints the first grant.',
    options: {
      user: { description: 'The internal user id (userId).', required: true },
      coins: { description: 'How many coins, a whole number of 1 or more.', required: true },
      reason: {
        description: 'Why, for operators (kept in the ledger, never shown to the user).',
        required: true,
      },
      key: {
        description:
          'What makes this grant unique (a ticket number): running the command again with it moves nothing. A new random key when left out.',
      },
    },
    async run({ user = '', coins = '', reason = '', key }, context) {
      const name = 'coins grant';
      const userId = Number(user);
      if (!userIdSchema.safeParse(user).success || !Number.isSafeInteger(userId))
        throw new UsageError('--user must be a user id (digits)', name);
      if (!/^[1-9]\d{0,8}$/.test(coins))
        throw new UsageError('--coins must be a whole number, 1 or more', name);
      if (!reason.trim()) throw new UsageError('--reason must say why', name);
      if (key !== undefined && !/^[\w.:-]{1,100}$/.test(key))
        throw new UsageError('--key must be 1-100 of A-Z a-z 0-9 _ . : -', name);
      const { db } = await context.database();
      if (!(await userById(db, userId))) throw new Error(`No user with id ${userId}.`);
      const grantKey = key ?? randomUUID();
      const result = await new LedgerService(db).grant({
        userId,
        amount: Number(coins),
        key: grantKey,
        memo: `admin-cli: ${reason.trim()}`,
      });
      const credited = result.entries.find((entry) => entry.userId !== null)!;
      return {
        userId: String(credited.userId),
        coins: credited.amount,
        key: grantKey,
        transactionId: String(result.transactionId),
        replayed: result.replayed,
        balance: credited.balanceAfter,
      };
    },
  },

  'coins balance': {
    summary: "Prints a user's coins and points, and the last entries of their coin account.",
    options: {
      user: { description: 'The internal user id (userId).', required: true },
      entries: { description: 'How many of the last entries to print.', default: '10' },
    },
    async run({ user = '', entries = '' }, context) {
      const name = 'coins balance';
      const userId = Number(user);
      if (!userIdSchema.safeParse(user).success || !Number.isSafeInteger(userId))
        throw new UsageError('--user must be a user id (digits)', name);
      if (!/^\d{1,3}$/.test(entries))
        throw new UsageError('--entries must be a whole number up to 999', name);
      const { db } = await context.database();
      if (!(await userById(db, userId))) throw new Error(`No user with id ${userId}.`);
      const ledger = new LedgerService(db);
      const recent = await recentEntries(db, userId, 'coin', Number(entries));
      return {
        userId: String(userId),
        coins: await ledger.balance(userId, 'coin'),
        points: await ledger.balance(userId, 'point'),
        entries: recent.map((entry) => ({
          ...entry,
          transactionId: String(entry.transactionId),
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },
  },

  'keys rotate': {
    summary:
      'Makes a new RSA key the one gateways publish once restarted; older keys keep opening requests until their files are deleted.',
    options: {},
    async run(_options, context) {
      const key = KeyRing.open(context.config.keysDir).rotate();
      return { kid: key.kid, createdAt: key.createdAt.toISOString(), keysDir: context.config.keysDir };
    },
  },

  'keys list': {
    summary: 'Lists the RSA keys in the keys directory, oldest first, and which one is published.',
    options: {},
    async run(_options, context) {
      const ring = KeyRing.open(context.config.keysDir);
      return ring.list().map((key) => ({
        kid: key.kid,
        createdAt: key.createdAt.toISOString(),
        current: key.kid === ring.current.kid,
      }));
    },
  },
};

export interface AdminIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
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

  let database: Database | undefined;
  try {
    const command = COMMANDS[found.name]!;
    const options = parseOptions(found.name, command, found.rest);
    const config = loadConfig(io.env);
    let sessions: SessionService | undefined;
    const context: AdminContext = {
      config,
      async database() {
        database ??= await openDatabase(databaseOptionsOf(config));
        return database;
      },
      async sessions() {
        const { db, pubsub } = await context.database();
        sessions ??= await SessionService.start(
          db,
          pubsub,
          loadSessionKey(config.keysDir, config.sessionKey),
        );
        return sessions;
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
    await database?.close();
  }
}
