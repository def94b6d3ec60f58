// Stripe's adapter against a local fake of Stripe's API (test/fake-stripe.ts) and events signed as Stripe signs
// them, through the payments' own rules on a real database and a frozen test clock (docs/payments.md "Stripe"): a
// subscription's checkout saves the card, its webhook credits once however often it comes, the renewal is an
// off-session Payment Intent charged once per period (its idempotency key), a decline asking for authentication
// fails it (found by reconciliation), a completed checkout whose webhook was lost is credited by reconciliation;
// forged, stale, future and unsigned webhooks are refused.
import { BUSINESS_CODES } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe, AUTH_REQUIRED_METHOD } from '../../../../test/fake-stripe.ts';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { TestClock } from '../../../clock.ts';
import { LedgerService } from '../../ledger/index.ts';
import { UserService } from '../../users/index.ts';
import { DEFAULT_CATALOGUE } from '../catalogue.ts';
import { WebhookRefused, type PaymentEvent } from '../provider.ts';
import { PaymentsService, RECONCILE_AFTER_MS } from '../service.ts';
import { CardSetups } from '../setups.ts';
import { StripePsp } from './stripe-psp.ts';

const SECRET = 'whsec_unit_test_secret';
const DAY = 86_400_000;
let database: TestDatabase;
let ledger: LedgerService;
let users: UserService;
let fake: FakeStripe;
let psp: StripePsp;
let payments: PaymentsService;
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db, { now: clock.now });
  users = new UserService(database.db, ledger);
  fake = await new FakeStripe(SECRET).start();
  psp = new StripePsp({
    secretKey: 'sk_test_unit',
    webhookSecret: SECRET,
    apiBase: fake.url,
    now: clock.now,
  });
  payments = new PaymentsService({
    db: database.db,
    ledger,
    provider: psp,
    now: clock.now,
    publicUrl: 'http://aura.test',
  });
});
afterAll(async () => {
  await fake.close();
  await database.dispose();
});

const weekly = DEFAULT_CATALOGUE.subscriptions.find((plan) => plan.period === 'week')!;

/** Delivers an event to the adapter's check, then the payments' rules, as the webhook route does. */
async function deliver(type: string, object: Record<string, unknown>, id?: string) {
  const { body, headers } = fake.event(type, object, { at: clock.now(), ...(id ? { id } : {}) });
  const event = await psp.verifyWebhook(body, headers);
  return event ? payments.applyEvent(event) : 'acknowledged';
}

async function subscribed(paymentMethod?: string) {
  const userId = (await users.create({ nickname: 'stripe' })).id;
  const { order, checkoutUrl } = await payments.subscribe(userId, weekly.id, 'USD');
  const sessionId = checkoutUrl.split('/').pop()!;
  return { userId, orderNo: order.orderNo, sessionId, session: fake.complete(sessionId, paymentMethod) };
}

describe("Stripe's adapter", () => {
  it('saves the card at the first period, credits once, and renews off-session once per period', async () => {
    const { userId, orderNo, sessionId, session } = await subscribed();
    const created = fake.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(created.params.get('line_items[0][price_data][unit_amount]')).toBe(String(weekly.prices.USD));
    expect(created.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(created.params.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(created.params.get('success_url')).toBe(`http://aura.test/payRes?orderNo=${orderNo}`);
    expect(fake.sessions.get(sessionId)!.client_reference_id).toBe(orderNo);

    const before = await ledger.balance(userId);
    // Stripe retries: the same event three times credits once.
    for (const _ of [1, 2, 3]) await deliver('checkout.session.completed', session, 'evt_first_period');
    expect(await payments.order(userId, orderNo)).toMatchObject({ status: 'success', bonusCoins: 100 });
    expect(await ledger.balance(userId)).toBe(before + weekly.coins + 100);
    expect(await payments.savedCards(userId)).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expiry: '12/40' }),
    ]);

    await clock.advance(7 * DAY + 1_000);
    await payments.renewDue();
    await payments.renewDue();
    const charges = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    const [charge] = charges;
    expect(charge!.params.get('off_session')).toBe('true');
    expect(charge!.params.get('customer')).toBe('cus_test_1');
    // A pass that crashed after charging asks again with the same key: Stripe answers the same payment.
    const again = await psp.chargeSaved({
      reference: charge!.params.get('metadata[reference]')!,
      amount: weekly.prices.USD!,
      currency: 'USD',
      description: 'again',
      paymentMethod: `cus_test_1/${charge!.params.get('payment_method')}`,
      idempotencyKey: charge!.idempotencyKey!,
    });
    expect(fake.intents.has(again.paymentId)).toBe(true);
    expect(fake.intents.size).toBe(2); // the checkout's and the renewal's
    const renewal = [...fake.intents.values()].find(
      (intent) => (intent.metadata as { renewal?: string }).renewal,
    )!;
    await deliver('payment_intent.succeeded', renewal);
    await deliver('payment_intent.succeeded', renewal);
    const renewalNo = (renewal.metadata as { reference: string }).reference;
    expect(await payments.order(userId, renewalNo)).toMatchObject({ status: 'success', kind: 'renewal' });
    expect(await ledger.balance(userId)).toBe(before + 2 * weekly.coins + 100);
  });

  it('fails a renewal whose card asks for authentication, found by reconciliation', async () => {
    const { userId, session } = await subscribed(AUTH_REQUIRED_METHOD);
    await deliver('checkout.session.completed', session);
    await clock.advance(7 * DAY + 1_000);
    await payments.renewDue();
    const renewal = (await payments.orders(userId)).find((order) => order.kind === 'renewal')!;
    expect(renewal.status).toBe('waiting');
    await clock.advance(RECONCILE_AFTER_MS + 1_000);
    await payments.reconcile();
    expect(await payments.order(userId, renewal.orderNo)).toMatchObject({
      status: 'failure',
      failureReason: 'authentication_required',
    });
    expect((await payments.catalogue(userId, 'USD')).subscription).toBeNull();
  });

  it('credits a paid checkout whose webhook was lost, once, when reconciliation asks Stripe', async () => {
    const userId = (await users.create({ nickname: 'lost' })).id;
    const { order, checkoutUrl } = await payments.createOrder(userId, 'coins-100', 'EUR');
    const session = fake.complete(checkoutUrl.split('/').pop()!);
    const before = await ledger.balance(userId);
    await clock.advance(RECONCILE_AFTER_MS + 1_000);
    await payments.reconcile();
    expect(await payments.order(userId, order.orderNo)).toMatchObject({ status: 'success' });
    expect(await deliver('checkout.session.completed', session)).toBe('ignored');
    expect(await ledger.balance(userId)).toBe(before + 100 + 100);
  });

  it("refunds a checkout's Payment Intent once per order, and follows a pending refund until it settles", async () => {
    const userId = (await users.create({ nickname: 'refund' })).id;
    const { order, checkoutUrl } = await payments.createOrder(userId, 'coins-100', 'EUR');
    const session = fake.complete(checkoutUrl.split('/').pop()!);
    expect(await deliver('checkout.session.completed', session)).toBe('applied');
    fake.nextRefundStatus = 'pending';
    try {
      await payments.refund(order.orderNo);
      expect(await payments.settleRefunds()).toBe(1);
      // A second pass asks about it (pending still), a third after the bank settled it.
      expect(await payments.settleRefunds()).toBe(0);
      const [refund] = [...fake.refunds.values()].filter((r) => r.payment_intent === session.payment_intent);
      expect(refund).toMatchObject({ amount: order.amount, currency: 'eur', status: 'pending' });
      fake.settleRefund(refund!.id as string, 'succeeded');
      expect(await payments.settleRefunds()).toBe(1);
      expect(await payments.settleRefunds()).toBe(0);
      const refunds = fake.requests.filter((request) => request.path === '/v1/refunds');
      expect(refunds.map((request) => request.idempotencyKey)).toEqual([`refund:${order.orderNo}`]);
      // Asked again on the same key (a crash after Stripe answered), Stripe answers the same refund.
      expect(
        await psp.refund({
          paymentId: session.id as string,
          amount: order.amount,
          currency: 'EUR',
          idempotencyKey: `refund:${order.orderNo}`,
        }),
      ).toMatchObject({ refundId: refund!.id });
      expect(fake.refunds.size).toBe(1);
    } finally {
      fake.nextRefundStatus = 'succeeded';
    }
  });

  it('refuses forged, stale, future and unsigned webhooks, and acknowledges events it does not act on', async () => {
    const object = { id: 'cs_x', object: 'checkout.session', status: 'complete', payment_status: 'paid' };
    const refused = async (made: { body: string; headers: Record<string, string> }) => {
      let result: PaymentEvent | null | Error;
      try {
        result = await psp.verifyWebhook(made.body, made.headers);
      } catch (error) {
        result = error as Error;
      }
      return result instanceof WebhookRefused;
    };
    const type = 'checkout.session.completed';
    expect(await refused(fake.event(type, object, { secret: 'whsec_other', at: clock.now() }))).toBe(true);
    expect(await refused(fake.event(type, object, { at: clock.now() - 301_000 }))).toBe(true);
    expect(await refused(fake.event(type, object, { at: clock.now() + 301_000 }))).toBe(true);
    const good = fake.event(type, object, { at: clock.now() });
    expect(await refused({ body: good.body, headers: {} })).toBe(true);
    expect(await refused({ body: good.body.replace('paid', 'free'), headers: good.headers })).toBe(true);
    expect(await refused(good)).toBe(false);
    expect(
      await psp.verifyWebhook(
        ...(Object.values(fake.event('customer.created', { id: 'cus_1' }, { at: clock.now() })) as [
          string,
          Record<string, string>,
        ]),
      ),
    ).toBeNull();
    // A checkout's own Payment Intent is followed through its session, not twice.
    expect(
      await psp.verifyWebhook(
        ...(Object.values(
          fake.event(
            'payment_intent.succeeded',
            { id: 'pi_1', object: 'payment_intent', status: 'succeeded', metadata: {} },
            { at: clock.now() },
          ),
        ) as [string, Record<string, string>]),
      ),
    ).toBeNull();
  });
});

// After the checkouts above: their test finds the first session created.
describe("Stripe's adapter's setup flow (paymentInfoAdd)", () => {
  it('saves a card without a purchase through a setup-mode session and its SetupIntent, once', async () => {
    const setups = new CardSetups({
      db: database.db,
      provider: psp,
      now: clock.now,
      publicUrl: 'http://aura.test',
    });
    const userId = (await users.create({ nickname: 'stripe-setup' })).id;
    const { setup, setupUrl } = await setups.create(userId, '/cardList');
    const sessionId = setupUrl.split('/').pop()!;
    const created = fake.requests.find(
      (request) => request.path === '/v1/checkout/sessions' && request.params.get('mode') === 'setup',
    )!;
    expect(created.params.get('customer')).toMatch(/^cus_/);
    expect(created.params.get('allowed_payment_method_types[0]')).toBe('card');
    expect(created.params.get('client_reference_id')).toBe(setup.setupNo);
    expect(created.params.get('success_url')).toBe(
      `http://aura.test/paymentInfoAdd?setupNo=${setup.setupNo}&returnTo=%2FcardList`,
    );
    expect(created.idempotencyKey).toBe(`setup:${setup.setupNo}`);
    // Not completed yet: asking Stripe says waiting.
    expect(await psp.retrieveSetup(sessionId)).toMatchObject({ setup: true, outcome: 'waiting' });
    const session = fake.completeSetup(sessionId);
    const results = [];
    for (const _ of [1, 2, 3]) {
      const { body, headers } = fake.event('checkout.session.completed', session, {
        at: clock.now(),
        id: 'evt_setup_done',
      });
      results.push(await setups.apply((await psp.verifyWebhook(body, headers))!));
    }
    expect(results).toEqual(['applied', 'duplicate', 'duplicate']);
    const saved = await setups.get(userId, setup.setupNo);
    expect(saved).toMatchObject({
      status: 'success',
      card: { brand: 'visa', last4: '4242', expiry: '12/40' },
    });
    // The token Aura keeps: the setup's customer and the SetupIntent's payment method, as a renewal charges them.
    const { rows } = (await database.db.execute(
      sql`SELECT token FROM saved_cards WHERE user_id = ${userId}`,
    )) as unknown as { rows: { token: string }[] };
    expect(rows).toEqual([{ token: `${session.customer as string}/pm_card_visa` }]);
    // An abandoned setup page expires: cancelled, nothing saved.
    const other = await setups.create(userId);
    const expired = fake.expire(other.setupUrl.split('/').pop()!);
    const { body, headers } = fake.event('checkout.session.expired', expired, { at: clock.now() });
    expect(await setups.apply((await psp.verifyWebhook(body, headers))!)).toBe('applied');
    expect((await setups.get(userId, other.setup.setupNo)).status).toBe('cancelled');
    expect(await payments.savedCards(userId)).toHaveLength(1);
  });

  it('refuses the wallet and the voucher, which it does not offer', async () => {
    const userId = (await users.create({ nickname: 'stripe-methods' })).id;
    for (const method of ['wallet', 'voucher'] as const)
      await expect(payments.createOrder(userId, 'coins-100', 'USD', method)).rejects.toMatchObject({
        code: BUSINESS_CODES.methodNotOffered,
      });
  });
});
