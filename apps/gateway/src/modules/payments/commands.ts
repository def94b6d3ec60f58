import { shopCatalogueConfigSchema } from '@aura/contracts';
import { jsonOption, UsageError, type Command } from '../../module.ts';
import { LedgerService } from '../ledger/index.ts';
import { readCatalogue, writeCatalogue } from './catalogue.ts';
import { orderByNo, orderView } from './queries.ts';
import { refundOrder } from './refund.ts';
import { endHeld } from './subscriptions.ts';

/**
 * An operator's hold on the shop (docs/payments.md, docs/admin.md): its catalogue, an order, a refund, a
 * subscription the PSP ended without telling us.
 */
export const shopCommands: Record<string, Command> = {
  'shop catalogue': {
    summary: "Prints the shop's catalogue as the gateway serves it (the built-in one until set).",
    options: {},
    async run(_options, context) {
      const { db } = await context.database();
      return readCatalogue(db);
    },
  },

  'shop set-catalogue': {
    summary:
      "Replaces the shop's catalogue: packs (id, coins, extraPercent ≤ 20, prices per currency in minor units, an optional discount { percent, endsAt }) and firstPurchaseBonus. Users see it on their next look.",
    options: {
      json: { description: 'The catalogue as JSON (see `shop catalogue` for its shape).', required: true },
    },
    async run({ json = '' }, context) {
      const config = jsonOption(json, shopCatalogueConfigSchema, 'catalogue', 'shop set-catalogue');
      const { db } = await context.database();
      await writeCatalogue(db, config);
      return readCatalogue(db);
    },
  },

  'pay order': {
    summary:
      "Prints one order: its user, pack, amount, coins, state and refund, with the refund's money at the PSP (requested, pending, succeeded or failed).",
    options: { order: { description: 'The order number (orderNo).', required: true } },
    async run({ order = '' }, context) {
      const { db } = await context.database();
      const row = await orderByNo(db, order);
      if (!row) throw new UsageError(`No order ${order}.`, 'pay order');
      const pspRefund = row.pspRefundStatus && {
        status: row.pspRefundStatus,
        refundId: row.pspRefundId,
        failure: row.pspRefundFailure,
      };
      return { userId: String(row.userId), psp: row.psp, ...orderView(row), pspRefund };
    },
  },

  'pay refund': {
    summary:
      "Refunds a paid order: takes back its coins and bonus through the ledger, never below a zero balance, and has the running gateway return the payment's money at the PSP. Once per order.",
    options: { order: { description: 'The order number (orderNo).', required: true } },
    async run({ order = '' }, context) {
      const { db } = await context.database();
      if (!(await orderByNo(db, order))) throw new UsageError(`No order ${order}.`, 'pay refund');
      const result = await refundOrder(db, new LedgerService(db), order, Date.now);
      return { takenCoins: result.takenCoins, order: result.order };
    },
  },

  'pay subscription-end': {
    summary:
      "Ends a user's held subscription now, nothing charged or refunded: for one the PSP ended whose expiry never came (Verotel's lost expiry postback). Check the PSP's Control Center first.",
    options: { user: { description: 'The user id.', required: true } },
    async run({ user = '' }, context) {
      const userId = Number(user);
      if (!Number.isSafeInteger(userId) || userId <= 0)
        throw new UsageError(`--user must be a user id, not ${user}.`, 'pay subscription-end');
      const { db } = await context.database();
      const ended = await endHeld(db, userId, Date.now());
      if (!ended) throw new UsageError(`User ${user} holds no subscription.`, 'pay subscription-end');
      return { subscription: { id: String(ended.id), status: ended.status, endedReason: ended.endedReason } };
    },
  },
};
