// Verotel FlexPay's adapter against a local fake of FlexPay (test/fake-verotel.ts), in a gateway that
// PAYMENTS_PROVIDER=verotel configures, on a frozen test clock, its postback route included (docs/payments.md
// "Verotel FlexPay"): the signed Order Page URL, the signed postback crediting once however often it comes
// (answered "OK"), a sale whose postback was lost found by the status service, a declined attempt expiring with
// nothing credited, forged, tampered and replayed postbacks, the refund left to Verotel's Control Center, its ways
// to pay over the protocol, no TRY (its subscriptions: verotel-subscriptions.test.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeVerotel } from '../../../../test/fake-verotel.ts';
import { startTestGateway, type TestGateway } from '../../../../test/gateway.ts';
import { IndependentClient } from '../../../../test/independent-client.ts';
import { TestClock } from '../../../clock.ts';
import type { LedgerService } from '../../ledger/index.ts';
import type { UserService } from '../../users/index.ts';
import { DEFAULT_CATALOGUE } from '../catalogue.ts';
import { orderByNo } from '../queries.ts';
import { WebhookRefused } from '../provider.ts';
import { ORDER_EXPIRES_MS, RECONCILE_AFTER_MS, type PaymentsService } from '../service.ts';
import { flexPayAmount, VerotelPsp } from './verotel-psp.ts';

const KEY = 'unit-test-signature-key';
const SHOP = '112233';
let gateway: TestGateway;
let ledger: LedgerService;
let users: UserService;
let fake: FakeVerotel;
let psp: VerotelPsp;
let payments: PaymentsService;
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });
const pack = DEFAULT_CATALOGUE.packs.find((offer) => offer.id === 'coins-100')!;

// A real gateway that PAYMENTS_PROVIDER=verotel and its variables put Verotel's adapter into, at the fake's origin.
beforeAll(async () => {
  fake = await new FakeVerotel(SHOP, KEY).start();
  gateway = await startTestGateway(
    {
      PAYMENTS_PROVIDER: 'verotel',
      VEROTEL_SHOP_ID: SHOP,
      VEROTEL_SIGNATURE_KEY: KEY,
      VEROTEL_FLEXPAY_BASE: fake.url,
      PUBLIC_URL: 'http://aura.test',
    },
    { clock, paymentsScheduler: 'manual', callScheduler: 'manual', matchScheduler: 'manual' },
  );
  ({ payments, ledger, users } = gateway.services);
  psp = payments.provider as VerotelPsp;
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

/** Verotel's GET of our postback URL. */
const postback = (query: string) =>
  gateway.app.inject({ method: 'GET', url: `/api/pay/webhook/verotel?${query}` });

async function bought(currency: 'EUR' | 'GBP' | 'USD' = 'EUR') {
  const userId = (await users.create({ nickname: 'verotel' })).id;
  const { order, checkoutUrl } = await payments.createOrder(userId, pack.id, currency);
  return { userId, order, checkoutUrl };
}

describe("Verotel FlexPay's adapter", () => {
  it('opens a signed Order Page and credits its postback once, however often Verotel sends it', async () => {
    const { userId, order, checkoutUrl } = await bought();
    const url = new URL(checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/startorder`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      version: '4',
      shopID: SHOP,
      type: 'purchase',
      priceAmount: flexPayAmount(pack.prices.EUR!),
      priceCurrency: 'EUR',
      referenceID: order.orderNo,
      successURL: `http://aura.test/payRes?orderNo=${order.orderNo}`,
      declineURL: `http://aura.test/payRes?orderNo=${order.orderNo}`,
    });
    // The Order Page takes the URL as signed, and refuses it with its price changed.
    expect((await fetch(checkoutUrl)).status).toBe(200);
    expect((await fetch(checkoutUrl.replace(/priceAmount=[\d.]+/, 'priceAmount=0.01'))).status).toBe(403);

    const before = await ledger.balance(userId);
    const { postback: query } = fake.pay(checkoutUrl);
    // Verotel repeats a postback it got no "OK" for; five at once and one later credit once.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postback(query)));
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(
      Array.from({ length: 5 }, () => [200, 'OK']),
    );
    expect((await postback(query)).body).toBe('OK');
    expect(await payments.order(userId, order.orderNo)).toMatchObject({ status: 'success', bonusCoins: 100 });
    expect(await ledger.balance(userId)).toBe(before + pack.coins + 100);
  });

  it('credits a paid sale whose postback was lost, once, when reconciliation asks the status service', async () => {
    const { userId, order, checkoutUrl } = await bought('GBP');
    const { postback: query } = fake.pay(checkoutUrl);
    const before = await ledger.balance(userId);
    await clock.advance(RECONCILE_AFTER_MS + 1_000);
    await payments.reconcile();
    const asked = fake.requests.filter((request) => request.path === '/salestatus');
    expect(asked.at(-1)!.params.get('referenceID')).toBe(order.orderNo);
    expect(await payments.order(userId, order.orderNo)).toMatchObject({ status: 'success' });
    // The postback that comes after all changes nothing.
    expect((await postback(query)).body).toBe('OK');
    expect(await ledger.balance(userId)).toBe(before + pack.coins + 100);
  });

  it('leaves a declined or abandoned attempt waiting, then cancelled, with nothing credited', async () => {
    const { userId, order } = await bought('USD');
    const before = await ledger.balance(userId);
    await clock.advance(RECONCILE_AFTER_MS + 1_000);
    await payments.reconcile();
    expect((await payments.order(userId, order.orderNo)).status).toBe('waiting');
    await clock.advance(ORDER_EXPIRES_MS);
    await payments.reconcile();
    expect((await payments.order(userId, order.orderNo)).status).toBe('cancelled');
    expect(await ledger.balance(userId)).toBe(before);
  });

  it('refuses forged and tampered postbacks, and acknowledges events it does not act on', async () => {
    const { userId, order, checkoutUrl } = await bought();
    const { sale, postback: good } = fake.pay(checkoutUrl);
    const forged = fake.postback(sale, { key: 'another-key' });
    const tampered = good.replace(`priceAmount=${sale.priceAmount}`, 'priceAmount=999.00');
    const unsigned = good.replace(/&signature=[0-9a-f]+/, '');
    const otherOrder = good.replace(`referenceID=${order.orderNo}`, 'referenceID=AO0');
    for (const query of [forged, tampered, unsigned, otherOrder, `${good}&saleID=1`]) {
      const answer = await postback(query);
      expect([answer.statusCode, answer.body]).toEqual([400, 'ERROR']);
    }
    expect(() => psp.verifyWebhook(forged)).toThrow(WebhookRefused);
    expect((await payments.order(userId, order.orderNo)).status).toBe('waiting');
    // The older SHA-1 signature Verotel's clients still accept is taken too.
    expect((await postback(fake.postback(sale, { algorithm: 'sha1' }))).body).toBe('OK');
    expect((await payments.order(userId, order.orderNo)).status).toBe('success');
    // A credit (a refund made at Verotel) or a chargeback is a reversal of the order; a subscription's event is left.
    expect(psp.verifyWebhook(fake.postback(sale, { event: 'credit' }))).toMatchObject({
      reversal: 'refunded',
    });
    expect(psp.verifyWebhook(fake.postback(sale, { event: 'chargeback' }))).toMatchObject({
      reversal: 'chargeback',
    });
    expect(psp.verifyWebhook(fake.postback(sale, { event: 'rebill' }))).toBeNull();
    expect(psp.verifyWebhook(fake.postback(sale, { event: 'constructor' }))).toBeNull();
  });

  it('replays of an old postback after a refund credit nothing again; the money goes back at Verotel', async () => {
    const { userId, order, checkoutUrl } = await bought();
    const { postback: query } = fake.pay(checkoutUrl);
    expect((await postback(query)).body).toBe('OK');
    const paid = await ledger.balance(userId);
    await payments.refund(order.orderNo);
    const errors: string[] = [];
    await payments.settleRefunds({ error: (_details, message) => errors.push(message) });
    expect(errors).toHaveLength(1);
    expect(await payments.settleRefunds({ error: () => errors.push('again') })).toBe(0);
    expect(errors).toHaveLength(1);
    // FlexPay signs no time: a replay a day later is the same event, and the refunded order stays refunded.
    await clock.advance(86_400_000);
    expect((await postback(query)).body).toBe('OK');
    expect(await ledger.balance(userId)).toBe(paid - pack.coins - 100);
    expect(fake.requests.some((request) => /refund/i.test(request.path))).toBe(false);
    // The operator refunds the sale in the Control Center: Verotel's credit postback says the money went back.
    const sale = [...fake.sales.values()].find((found) => found.referenceID === order.orderNo)!;
    expect((await postback(fake.postback(sale, { event: 'credit' }))).body).toBe('OK');
    expect(await orderByNo(gateway.services.database.db, order.orderNo)).toMatchObject({
      pspRefundStatus: 'succeeded',
      pspRefundFailure: null,
      refundedCoins: pack.coins + 100,
    });
    expect(await ledger.balance(userId)).toBe(paid - pack.coins - 100);
  });

  it('takes the coins back once on a chargeback, never below zero, and leaves an unpaid order alone', async () => {
    const { userId, order, checkoutUrl } = await bought();
    const { sale, postback: query } = fake.pay(checkoutUrl);
    expect((await postback(query)).body).toBe('OK');
    // The buyer spent all but 30 coins before disputing the charge.
    const start = await ledger.balance(userId);
    const spent = start - 30;
    await ledger.charge({ userId, amount: spent, key: `spend:${order.orderNo}`, kind: 'gift' });
    const chargeback = fake.postback(sale, { event: 'chargeback' });
    const answers = await Promise.all([1, 2, 3].map(() => postback(chargeback)));
    expect(answers.map((answer) => answer.body)).toEqual(['OK', 'OK', 'OK']);
    expect(await ledger.balance(userId)).toBe(start - spent - 30);
    expect(await orderByNo(gateway.services.database.db, order.orderNo)).toMatchObject({
      refundedCoins: 30,
      pspRefundStatus: 'succeeded',
    });
    // Nothing is asked of Verotel for it.
    expect(await payments.settleRefunds()).toBe(0);

    const unpaid = await bought();
    const { sale: other } = fake.pay(unpaid.checkoutUrl);
    expect((await postback(fake.postback(other, { event: 'chargeback' }))).body).toBe('OK');
    expect((await payments.order(unpaid.userId, unpaid.order.orderNo)).status).toBe('waiting');
  });

  it('is the adapter PAYMENTS_PROVIDER=verotel selects; over the protocol, its ways to pay and no TRY', async () => {
    expect(psp).toBeInstanceOf(VerotelPsp);
    const url = await gateway.listen();
    const user = await users.create({ nickname: 'protocol', countryCode: 'TR' });
    const deviceId = `verotel-${randomBytes(8).toString('hex')}`;
    const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
    const client = new IndependentClient(url, { userId: String(user.id), deviceId, loginToken });
    Object.defineProperty(client, 'clockSkewMs', { get: () => clock.offsetMs });
    await client.handshake();
    const methods = await client.get('/api/pay/methods', {});
    expect(methods.body).toMatchObject({ code: 200, data: { methods: ['card', 'directDebit'], cards: [] } });
    const refused = await client.post('/api/pay/order', { packId: pack.id, currency: 'TRY' });
    expect(refused.body.code).toBe(34001);
    const made = await client.post('/api/pay/order', { packId: pack.id, currency: 'EUR' });
    expect((made.body.data as { checkoutUrl: string }).checkoutUrl).toMatch(/\/startorder\?/);
  });

  it('sells only in Verotel currencies; its subscriptions too', async () => {
    const userId = (await users.create({ nickname: 'try' })).id;
    const shop = await payments.catalogue(userId, 'TRY');
    // Verotel has no setup flow: the shop offers no "Add a card".
    expect(shop.cardSetup).toBe(false);
    expect(shop.packs).toEqual([]);
    expect(shop.subscriptions).toEqual([]);
    expect((await payments.catalogue(userId, 'EUR')).subscriptions.map((plan) => plan.id)).toEqual(
      DEFAULT_CATALOGUE.subscriptions.map((plan) => plan.id),
    );
    await expect(payments.createOrder(userId, pack.id, 'TRY')).rejects.toMatchObject({ code: 34001 });
    const weekly = DEFAULT_CATALOGUE.subscriptions[0]!;
    await expect(payments.subscribe(userId, weekly.id, 'TRY')).rejects.toMatchObject({ code: 34004 });
  });
});
