import { userIdOption, type Command } from '../../module.ts';
import { kycOf, requireKyc } from './queries.ts';

/** The age checks (docs/kyc.md), for operators. */
export const kycCommands: Record<string, Command> = {
  'kyc require': {
    summary: 'Makes a user an under-18 suspect who must pass the age check before calling or matching again.',
    options: {
      user: { description: 'The user (internal user id).', required: true },
      again: { description: '`true`: also a user who passed already.', default: 'false' },
    },
    async run({ user = '', again = 'false' }, context) {
      const userId = userIdOption(user, 'kyc require');
      await context.requireUser(userId);
      const { db } = await context.database();
      return requireKyc(db, userId, 'operator', new Date(), again === 'true');
    },
  },
  'kyc show': {
    summary: 'Where a user’s age check stands.',
    options: { user: { description: 'The user (internal user id).', required: true } },
    async run({ user = '' }, context) {
      const userId = userIdOption(user, 'kyc show');
      await context.requireUser(userId);
      const { db } = await context.database();
      return (await kycOf(db, userId)) ?? { userId, status: 'none' };
    },
  },
};
