// The sandbox PSP's hosted pages on the gateway (/sandbox-psp/…): checkout, cancel, wallet, voucher, 3-D Secure. Outside
// production only, like the other sandbox pages; each form posts here and the PSP sends the user back to the
// merchant's return URL, whose claim the merchant never trusts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CardForm } from './cards.ts';
import { challengePage, checkoutPage, voucherPage } from './pages.ts';
import { SANDBOX_PAGES_PATH, type SandboxPsp } from './psp.ts';

const html = (reply: FastifyReply, page: string, code = 200) =>
  reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

const notFound = (reply: FastifyReply) =>
  html(reply, '<!doctype html><title>Not found</title><p>No such checkout.</p>', 404);

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

export async function sandboxPspRoutes(app: FastifyInstance, psp: SandboxPsp): Promise<void> {
  const base = SANDBOX_PAGES_PATH;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { id: string } }>(`${base}/checkout/:id`, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      return payment ? html(reply, checkoutPage(payment, base)) : notFound(reply);
    });

    // The setup flow's page (paymentInfoAdd): the same card form, posted to the checkout's handler.
    scope.get<{ Params: { id: string } }>(`${base}/setup/:id`, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      return payment?.mode === 'setup' ? html(reply, checkoutPage(payment, base)) : notFound(reply);
    });

    scope.post<{ Params: { id: string } }>(`${base}/checkout/:id`, async (request, reply) => {
      const form: CardForm = {
        name: field(request.body, 'name'),
        number: field(request.body, 'number'),
        expiry: field(request.body, 'expiry'),
        cvv: field(request.body, 'cvv'),
        email: field(request.body, 'email'),
      };
      const result = await psp.submitCard(request.params.id, form);
      const payment = await psp.payment(request.params.id);
      if (!payment) return notFound(reply);
      if ('errors' in result && result.errors.length > 0)
        return html(reply, checkoutPage(payment, base, { form, errors: result.errors }), 422);
      if (payment.status === 'requires_action') return reply.redirect(`${base}/challenge/${payment.id}`, 303);
      return reply.redirect(payment.returnUrl, 303);
    });

    scope.post<{ Params: { id: string } }>(`${base}/checkout/:id/cancel`, async (request, reply) => {
      await psp.cancel(request.params.id);
      const payment = await psp.payment(request.params.id);
      return payment ? reply.redirect(payment.returnUrl, 303) : notFound(reply);
    });

    scope.post<{ Params: { id: string } }>(`${base}/checkout/:id/wallet`, async (request, reply) => {
      if ((await psp.payment(request.params.id))?.mode === 'setup') return notFound(reply);
      await psp.payWithWallet(request.params.id);
      const payment = await psp.payment(request.params.id);
      return payment ? reply.redirect(payment.returnUrl, 303) : notFound(reply);
    });

    // The local method: the voucher is issued (the payment processing) and the customer goes back to the merchant.
    scope.post<{ Params: { id: string } }>(`${base}/checkout/:id/voucher`, async (request, reply) => {
      if ((await psp.payment(request.params.id))?.mode !== 'payment') return notFound(reply);
      await psp.startVoucher(request.params.id);
      const payment = await psp.payment(request.params.id);
      return payment ? reply.redirect(payment.returnUrl, 303) : notFound(reply);
    });

    // The voucher as the customer holds it; paying it stands for paying at a shop or a bank, later.
    scope.get<{ Params: { id: string } }>(`${base}/voucher/:id`, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      return payment ? html(reply, voucherPage(payment, base)) : notFound(reply);
    });

    scope.post<{ Params: { id: string } }>(`${base}/voucher/:id`, async (request, reply) => {
      await psp.payVoucher(request.params.id);
      const payment = await psp.payment(request.params.id);
      return payment ? reply.redirect(payment.returnUrl, 303) : notFound(reply);
    });

    scope.get<{ Params: { id: string } }>(`${base}/challenge/:id`, async (request, reply) => {
      const payment = await psp.payment(request.params.id);
      return payment ? html(reply, challengePage(payment, base)) : notFound(reply);
    });

    scope.post<{ Params: { id: string } }>(`${base}/challenge/:id`, async (request, reply) => {
      await psp.completeChallenge(request.params.id, field(request.body, 'result') === 'pass');
      const payment = await psp.payment(request.params.id);
      return payment ? reply.redirect(payment.returnUrl, 303) : notFound(reply);
    });
  });
}
