import { giftCatalogueConfigSchema } from '@aura/contracts';
import { jsonOption, UsageError, type Command } from '../../module.ts';
import { FriendService } from '../friends/index.ts';
import { LedgerService } from '../ledger/index.ts';
import { readGiftCatalogue, writeGiftCatalogue } from './catalogue.ts';
import { GiftService } from './service.ts';

/** An operator's hold on gifts (docs/gifts.md, docs/admin.md): the catalogue, and gifts into a backpack. */
export const giftCommands: Record<string, Command> = {
  'gifts catalogue': {
    summary: 'Prints the gift catalogue as the gateway serves it (the built-in one until set).',
    options: {},
    async run(_options, context) {
      const { db } = await context.database();
      return readGiftCatalogue(db);
    },
  },

  'gifts set-catalogue': {
    summary:
      'Replaces the gift catalogue: gifts (giftId, name, icon, giftStar 1–5, price in coins, points the receiver earns, animation float|burst|rain|spin), backpackEntrance, backpackGiftEntrance. Users see it on their next look.',
    options: {
      json: { description: 'The catalogue as JSON (see `gifts catalogue` for its shape).', required: true },
    },
    async run({ json = '' }, context) {
      const config = jsonOption(json, giftCatalogueConfigSchema, 'gift catalogue', 'gifts set-catalogue');
      const { db } = await context.database();
      await writeGiftCatalogue(db, config);
      return readGiftCatalogue(db);
    },
  },

  'gifts grant': {
    summary:
      "Puts gifts into a user's backpack, once per --key (a ticket number, say): the same key again adds none.",
    options: {
      user: { description: 'The user id.', required: true },
      gift: { description: 'The gift id (see `gifts catalogue`).', required: true },
      count: { description: 'How many (default 1).' },
      key: {
        description: 'Names the grant; running it again with the same key grants nothing.',
        required: true,
      },
    },
    async run({ user = '', gift = '', count = '1', key = '' }, context) {
      const name = 'gifts grant';
      const userId = Number(user);
      const amount = Number(count);
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new UsageError('--user is no user id', name);
      if (!Number.isInteger(amount) || amount <= 0 || amount > 10_000)
        throw new UsageError('--count is a whole number from 1 to 10000', name);
      const { db } = await context.database();
      const gifts = new GiftService({
        db,
        ledger: new LedgerService(db),
        friends: new FriendService(db),
        now: Date.now,
        log: { error: (details, message) => console.error(message, details) },
      });
      const { granted } = await gifts.grantToBackpack({
        userId,
        giftId: gift,
        count: amount,
        key: `admin:${key}`,
      });
      return { granted, backpack: await gifts.backpack(userId) };
    },
  },
};
