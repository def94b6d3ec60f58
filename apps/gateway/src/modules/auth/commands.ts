import { ACCOUNT_BLOCK_HOURS, APP_ROUTES, AUTO_LOGIN_QUERY, requestEnvelopeSchema } from '@aura/contracts';
import { UsageError, userIdOption, type Command } from '../../module.ts';
import { sessionsFor } from '../sessions/index.ts';
import { AutoLoginTokens } from './auto-login.ts';
import { listActiveBans } from './ban-list.ts';
import { BanService } from './bans.ts';
import { appUrl, safeReturnTo } from './return-to.ts';

/** The account and/or device a `bans` command names (at least one; both is allowed). */
function banTarget(
  { user, device }: Record<string, string | undefined>,
  command: string,
): { userId?: number; deviceId?: string } {
  if (user === undefined && device === undefined)
    throw new UsageError('give --user, --device or both', command);
  const target: { userId?: number; deviceId?: string } = {};
  if (user !== undefined) target.userId = userIdOption(user, command);
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

/** Sign-in links and bans (docs/admin.md). */
export const authCommands: Record<string, Command> = {
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
      const userId = userIdOption(user, name);
      const path = safeReturnTo(returnTo);
      if (!path) throw new UsageError('--return-to must be a path on the site, such as /wall', name);
      const { db } = await context.database();
      await context.requireUser(userId);
      const { token, expiresInSeconds } = await new AutoLoginTokens(db).issue(userId, 'handoff');
      const url = appUrl(context.config.publicUrl, path, AUTO_LOGIN_QUERY, token);
      return { userId: String(userId), url, expiresInSeconds };
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
      if (target.userId !== undefined) await context.requireUser(target.userId);
      const bans = new BanService(db, await sessionsFor(context));
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
      const bans = new BanService((await context.database()).db, await sessionsFor(context));
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
};
