import {
  cancelSubscription,
  checkUserPayStatus,
  createSubscription,
  createPayOrder,
  deleteSavedCard,
  getPayOrder,
  getPayVoucher,
  getShopCatalogue,
  listPayOrders,
  listPaymentMethods,
  listSavedCards,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { WebhookRefused } from './provider.ts';
import type { PaymentsService } from './service.ts';
import type { CardSetups } from './setups.ts';

export function paymentRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  payments: PaymentsService,
): void {
  route(app, services, getShopCatalogue, ({ session, params }) =>
    payments.catalogue(session.userId, params.currency),
  );
  route(app, services, createPayOrder, ({ session, params }) =>
    payments.createOrder(session.userId, params.packId, params.currency, params.method),
  );
  route(app, services, getPayVoucher, ({ session, params }) =>
    payments.voucher(session.userId, params.orderNo),
  );
  route(app, services, getPayOrder, ({ session, params }) => payments.order(session.userId, params.orderNo));
  route(app, services, listPayOrders, async ({ session }) => ({
    orders: await payments.orders(session.userId),
  }));
  route(app, services, checkUserPayStatus, ({ session }) => payments.payStatus(session.userId));
  route(app, services, createSubscription, ({ session, params }) =>
    payments.subscribe(session.userId, params.planId, params.currency),
  );
  route(app, services, cancelSubscription, ({ session }) => payments.cancelSubscription(session.userId));
  route(app, services, listPaymentMethods, async ({ session }) => ({
    methods: [...(payments.provider.methods ?? ['card'])],
    cards: await payments.savedCards(session.userId),
    cardSetup: payments.provider.createSetup !== undefined,
  }));
  route(app, services, listSavedCards, async ({ session }) => ({
    cards: await payments.savedCards(session.userId),
    cardSetup: payments.provider.createSetup !== undefined,
  }));
  route(app, services, deleteSavedCard, async ({ session, params }) => ({
    cards: await payments.removeCard(session.userId, Number(params.id)),
  }));
}

/**
 * The PSP's webhook (`POST /api/pay/webhook/<psp>`): the raw body is what the signature covers, so it is read as
 * text. A forged, stale or unreadable event is answered 400 and changes nothing; a good one is applied (once) and
 * answered 200, a repeat too, so the PSP stops sending it. A card setup's event goes to `setups`.
 */
export async function webhookRoute(
  app: FastifyInstance,
  payments: PaymentsService,
  setups?: CardSetups,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const path = `/api/pay/webhook/${payments.provider.name}`;
    const { webhook } = payments.provider;
    if (webhook?.method === 'GET') {
      // A postback whose query string is signed (Verotel): read raw, answered with the PSP's acknowledgement as
      // plain text once applied (Verotel refunds a card sale whose postback is not answered "OK").
      scope.get(path, async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        let event;
        try {
          event = await payments.provider.verifyWebhook(query, request.headers);
        } catch (error) {
          if (!(error instanceof WebhookRefused)) throw error;
          request.log.warn({ reason: error.message }, 'postback refused');
          return reply.code(400).type('text/plain').send('ERROR');
        }
        if (event) await payments.applyEvent(event);
        return reply.type('text/plain').send(webhook.acknowledge);
      });
      return;
    }
    scope.post(path, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      let event;
      try {
        event = await payments.provider.verifyWebhook(body, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        request.log.warn({ reason: error.message }, 'webhook refused');
        return reply.code(400).send({ received: false, error: error.message });
      }
      if (!event) return { received: true, result: 'ignored' };
      // A card setup's event (paymentInfoAdd) saves a card; a payment's settles an order.
      if (event.setup) return { received: true, result: setups ? await setups.apply(event) : 'unknown' };
      const result = await payments.applyEvent(event);
      return { received: true, result };
    });
  });
}
