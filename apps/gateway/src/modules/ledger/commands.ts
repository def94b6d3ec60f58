import { randomUUID } from 'node:crypto';
import { UsageError, userIdOption, type Command } from '../../module.ts';
import { recentEntries } from './queries.ts';
import { LedgerService } from './service.ts';

/** An operator's look at and grants into users' coins (docs/ledger.md). */
export const coinCommands: Record<string, Command> = {
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
      const userId = userIdOption(user, name);
      if (!/^[1-9]\d{0,8}$/.test(coins))
        throw new UsageError('--coins must be a whole number, 1 or more', name);
      if (!reason.trim()) throw new UsageError('--reason must say why', name);
      if (key !== undefined && !/^[\w.:-]{1,100}$/.test(key))
        throw new UsageError('--key must be 1-100 of A-Z a-z 0-9 _ . : -', name);
      const { db } = await context.database();
      await context.requireUser(userId);
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
      const userId = userIdOption(user, name);
      if (!/^\d{1,3}$/.test(entries))
        throw new UsageError('--entries must be a whole number up to 999', name);
      const { db } = await context.database();
      await context.requireUser(userId);
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
};
