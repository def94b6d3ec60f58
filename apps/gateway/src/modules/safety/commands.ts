import { UsageError, userIdOption, type Command } from '../../module.ts';
import { listReports } from './queries.ts';

export const safetyCommands: Record<string, Command> = {
  'safety reports': {
    summary:
      'Lists the moderation queue: reports of users from a call, a match or a chat (reason, comment, whether the reporter blocked them), newest first.',
    options: {
      reported: { description: 'Only reports against this internal user id (userId).' },
      limit: { description: 'At most this many (1–500).', default: '50' },
    },
    async run({ reported, limit = '' }, context) {
      const name = 'safety reports';
      const count = Number(limit);
      if (!Number.isInteger(count) || count < 1 || count > 500)
        throw new UsageError('--limit must be a whole number from 1 to 500', name);
      const reportedId = reported === undefined ? undefined : userIdOption(reported, name, 'reported');
      const { db } = await context.database();
      const rows = await listReports(db, {
        ...(reportedId === undefined ? {} : { reportedId }),
        limit: count,
      });
      return rows.map((row) => ({
        id: row.id,
        reporterId: String(row.reporterId),
        reportedId: String(row.reportedId),
        subject: row.callId !== null ? 'call' : row.matchId !== null ? 'match' : 'chat',
        callId: row.callId,
        matchId: row.matchId,
        reason: row.reason,
        comment: row.comment,
        blocked: row.blocked,
        createdAt: row.createdAt,
      }));
    },
  },
};
