import { ACCOUNT_BLOCK_HOURS, requestEnvelopeSchema } from '@aura/contracts';
import { UsageError, userIdOption, type Command } from '../../module.ts';
import { sessionsFor } from '../sessions/index.ts';
import { listActiveBans } from './queries.ts';
import { BanService } from './service.ts';

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

/** Banning and lifting bans (docs/admin.md, docs/accounts.md "Bans"). */
export const banCommands: Record<string, Command> = {
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
