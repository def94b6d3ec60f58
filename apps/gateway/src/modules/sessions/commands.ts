import { requestEnvelopeSchema } from '@aura/contracts';
import { UsageError, userIdOption, type AdminContext, type Command } from '../../module.ts';
import { activeSessionsOf } from './queries.ts';
import { SessionService } from './service.ts';
import { loadSessionKey } from './session-key.ts';

/** The sessions of the database an admin command acts on, sealed with the gateway's session key. */
export async function sessionsFor(context: AdminContext): Promise<SessionService> {
  const { db, pubsub } = await context.database();
  const { keysDir, sessionKey } = context.config;
  return SessionService.start(db, pubsub, loadSessionKey(keysDir, sessionKey));
}

/** A deviceId the envelope accepts, or a usage error naming the rule. */
function deviceIdOption(value: string, command: string): string {
  const parsed = requestEnvelopeSchema.shape.deviceId.safeParse(value);
  if (!parsed.success) throw new UsageError(`--device: ${parsed.error.issues[0]?.message}`, command);
  return parsed.data;
}

export const sessionCommands: Record<string, Command> = {
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
      const userId = userIdOption(user, 'sessions create');
      const deviceId = deviceIdOption(device, 'sessions create');
      await context.requireUser(userId);
      const { sessionId, loginToken } = await (await sessionsFor(context)).create(userId, deviceId);
      return { sessionId, userId: String(userId), deviceId, loginToken };
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
      const userId = userIdOption(user, 'sessions end');
      const deviceId = device === undefined ? undefined : deviceIdOption(device, 'sessions end');
      const { db } = await context.database();
      const sessions = await sessionsFor(context);
      const active = await activeSessionsOf(db, userId);
      const ending = active.filter((session) => deviceId === undefined || session.deviceId === deviceId);
      for (const session of ending) await sessions.revoke(session.id, 'expired');
      return { userId: String(userId), sessionsEnded: ending.length };
    },
  },
};
