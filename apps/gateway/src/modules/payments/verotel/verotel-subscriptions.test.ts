// Subscriptions with Verotel FlexPay (docs/payments.md "Verotel FlexPay", its subscriptions): a gateway that
// PAYMENTS_PROVIDER=verotel configures, the local fake of FlexPay (test/fake-verotel.ts) rebilling on the same
// frozen test clock and delivering its signed postbacks to the postback route. The recurring Order Page; the first
// period credited once; Verotel's rebills credited once each however often and in whatever order they come, the
// scheduler charging nothing; Aura's cancel sending the subscriber to Verotel's signed cancel page, "cancel
// requested" until Verotel's cancel postback, held to the period's end; uncancel; expiry after declined rebills;
// a lost first postback found by the status service; forged, tampered and replayed postbacks; a rebill's credit;
// and a fast-check property over interleavings of all of it.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeVerotel, type FakeSale } from '../../../../test/fake-verotel.ts';
import { startTestGateway, type TestGateway } from '../../../../test/gateway.ts';
import { IndependentClient } from '../../../../test/independent-client.ts';
import { expectMoneyHolds } from '../../../../test/money-checks.ts';
import { TestClock } from '../../../clock.ts';
import type { LedgerService } from '../../ledger/index.ts';
import type { UserService } from '../../users/index.ts';
import { DEFAULT_CATALOGUE } from '../catalogue.ts';
import { shopCommands } from '../commands.ts';
import type { PaymentsService } from '../service.ts';

const KEY = 'unit-test-signature-key';
const SHOP = '445566';
const DAY = 86_400_000;
let gateway: TestGateway;
let ledger: LedgerService;
let users: UserService;
let fake: FakeVerotel;
let payments: PaymentsService;
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });
const weekly = DEFAULT_CATALOGUE.subscriptions.find((plan) => plan.period === 'week')!;
const monthly = DEFAULT_CATALOGUE.subscriptions.find((plan) => plan.period === 'month')!;

/** Verotel's GET of our postback URL: the answer's status and body. */
const postback = async (query: string) => {
  const answer = await gateway.app.inject({ method: 'GET', url: `/api/pay/webhook/verotel?${query}` });
  return [answer.statusCode, answer.body] as const;
};

beforeAll(async () => {
  fake = await new FakeVerotel(SHOP, KEY, clock.now).start();
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
  fake.deliver = async (query) => (await postback(query))[1];
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await gateway.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A new user's subscription, paid at Verotel's Order Page; its initial postback delivered unless `lose`. */
async function subscribed(plan = weekly, { lose = false, declineRebills = false } = {}) {
  const userId = (await users.create({ nickname: 'verotel-sub' })).id;
  const { order, checkoutUrl } = await payments.subscribe(userId, plan.id, 'EUR');
  const { sale, postback: initial } = fake.pay(checkoutUrl, { declineRebills });
  if (!lose) expect(await postback(initial)).toEqual([200, 'OK']);
  return { userId, order, sale, initial, checkoutUrl };
}

/** Time passes: Verotel rebills (or ends) what fell due and delivers it; the gateway's payments pass runs. */
async function pass(ms: number) {
  await clock.advance(ms);
  await fake.rebillDue();
  await gateway.services.paymentsScheduler.pass();
}

const held = async (userId: number) => (await payments.catalogue(userId, 'EUR')).subscription;

describe("Verotel's subscriptions", () => {
  it("opens FlexPay's recurring Order Page and credits the first period once", async () => {
    const userId = (await users.create({ nickname: 'verotel-sub' })).id;
    const { checkoutUrl, order } = await payments.subscribe(userId, monthly.id, 'EUR');
    expect(Object.fromEntries(new URL(checkoutUrl).searchParams)).toMatchObject({
      version: '4',
      shopID: SHOP,
      type: 'subscription',
      subscriptionType: 'recurring',
      period: 'P30D',
      referenceID: order.orderNo,
    });
    expect((await fetch(checkoutUrl)).status).toBe(200);
    expect((await fetch(checkoutUrl.replace('period=P30D', 'period=P1D'))).status).toBe(403);

    const before = await ledger.balance(userId);
    const { sale, postback: initial } = fake.pay(checkoutUrl);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postback(initial)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => [200, 'OK']));
    expect(await ledger.balance(userId)).toBe(before + monthly.coins + 100);
    expect(await held(userId)).toMatchObject({
      status: 'active',
      cancelRequested: false,
      currentPeriodEnd: clock.now() + 30 * DAY,
    });
    const [sub] = await rows<{ psp_subscription_id: string; periods_paid: number }>(
      sql`SELECT psp_subscription_id, periods_paid FROM pay_subscriptions WHERE user_id = ${userId}`,
    );
    expect(sub).toEqual({ psp_subscription_id: sale.saleID, periods_paid: 1 });
  });

  it("credits Verotel's rebills once each, 20 deliveries at once and out of order; the scheduler charges nothing", async () => {
    const { userId, sale } = await subscribed();
    const start = clock.now();
    const paid = await ledger.balance(userId);
    // The period is over and Verotel has not rebilled yet: Aura's scheduler leaves it to Verotel.
    await clock.advance(7 * DAY + 1_000);
    expect(await payments.renewDue()).toBe(0);
    // Two periods' rebills, held back, then delivered crossed: ten times each, at once, shuffled.
    const deliver = fake.deliver;
    fake.deliver = undefined;
    const first = await fake.rebillDue();
    await clock.advance(7 * DAY);
    const second = await fake.rebillDue();
    fake.deliver = deliver;
    const storm = [...first, ...second].flatMap((query) => Array.from({ length: 10 }, () => query));
    storm.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(storm.map((query) => postback(query)));
    expect(new Set(answers.map(([status, body]) => `${status} ${body}`))).toEqual(new Set(['200 OK']));
    expect(await ledger.balance(userId)).toBe(paid + 2 * weekly.coins);
    const renewals = await rows<{ order_no: string; status: string; period_index: number }>(
      sql`SELECT order_no, status, period_index FROM pay_orders WHERE user_id = ${userId} AND kind = 'renewal' ORDER BY period_index`,
    );
    expect(renewals.map((order) => [order.status, order.period_index])).toEqual([
      ['success', 2],
      ['success', 3],
    ]);
    // Each is credited under a key that names its rebill: `purchase:AR<subscription>T<transaction>`.
    const [{ rebills } = { rebills: [] }] = [sale.subscription!];
    for (const transaction of rebills) {
      const keys = await rows<{ n: string }>(
        sql`SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`purchase:AR%T${transaction}`}`,
      );
      expect(keys, transaction).toEqual([{ n: '1' }]);
    }
    expect(await held(userId)).toMatchObject({ status: 'active', currentPeriodEnd: start + 21 * DAY });
    await gateway.services.paymentsScheduler.pass();
    expect(await ledger.balance(userId)).toBe(paid + 2 * weekly.coins);
  });

  it("sends Aura's cancel to Verotel's cancel page; cancel requested until Verotel's postback, held to the end", async () => {
    const { userId, sale } = await subscribed();
    const url = await gateway.listen();
    const deviceId = `verotel-${randomBytes(8).toString('hex')}`;
    const { loginToken } = await gateway.services.sessions.create(userId, deviceId);
    const client = new IndependentClient(url, { userId: String(userId), deviceId, loginToken });
    Object.defineProperty(client, 'clockSkewMs', { get: () => clock.offsetMs });
    await client.handshake();
    const answer = await client.post('/api/pay/subscription/cancel', {});
    const { cancelUrl, subscription } = answer.body.data as {
      cancelUrl: string;
      subscription: { status: string; cancelRequested: boolean };
    };
    expect(subscription).toMatchObject({ status: 'active', cancelRequested: true });
    const cancel = new URL(cancelUrl);
    expect(`${cancel.origin}${cancel.pathname}`).toBe(`${fake.url}/cancel-subscription`);
    expect(Object.fromEntries(cancel.searchParams)).toMatchObject({
      saleID: sale.saleID,
      shopID: SHOP,
      version: '4',
    });
    // Verotel takes the URL as signed, and refuses it for another sale.
    expect((await fetch(cancelUrl)).status).toBe(200);
    expect((await fetch(cancelUrl.replace(`saleID=${sale.saleID}`, 'saleID=1'))).status).toBe(403);
    expect(await held(userId)).toMatchObject({ status: 'active', cancelRequested: true });
    // The subscriber confirms on Verotel's page; its cancel postback comes (twice: the second changes nothing).
    expect((await fetch(cancelUrl, { method: 'POST' })).status).toBe(200);
    expect(await postback(fake.postback(sale, { event: 'cancel' }))).toEqual([200, 'OK']);
    const end = clock.now() + 7 * DAY;
    expect(await held(userId)).toMatchObject({
      status: 'cancelled',
      cancelRequested: false,
      currentPeriodEnd: end,
    });
    const paid = await ledger.balance(userId);
    // No rebill at the end; Verotel's expiry, and the scheduler's end of a cancelled period, end it.
    await pass(7 * DAY + 1_000);
    expect(await held(userId)).toBeNull();
    expect(await ledger.balance(userId)).toBe(paid);
    expect(sale.subscription!.rebills).toEqual([]);
    // Free to subscribe again.
    await expect(payments.subscribe(userId, weekly.id, 'EUR')).resolves.toMatchObject({
      subscription: { status: 'pending' },
    });
  });

  it('resumes on uncancel; ends on expiry after Verotel gave up its declined rebills', async () => {
    const { userId, sale } = await subscribed(weekly, { declineRebills: true });
    const { cancelUrl } = await payments.cancelSubscription(userId);
    expect((await fetch(cancelUrl!, { method: 'POST' })).status).toBe(200);
    expect((await held(userId))!.status).toBe('cancelled');
    await fake.uncancel(sale);
    expect(await held(userId)).toMatchObject({ status: 'active', cancelRequested: false });
    const paid = await ledger.balance(userId);
    // The scheduler does not end an uncancelled one at its period's end; Verotel's expiry does.
    await clock.advance(7 * DAY + 1_000);
    await gateway.services.paymentsScheduler.pass();
    expect((await held(userId))!.status).toBe('active');
    await pass(0);
    expect(await held(userId)).toBeNull();
    const [sub] = await rows<{ status: string; ended_reason: string }>(
      sql`SELECT status, ended_reason FROM pay_subscriptions WHERE user_id = ${userId}`,
    );
    expect(sub).toEqual({ status: 'ended', ended_reason: 'psp_expired' });
    expect(await ledger.balance(userId)).toBe(paid);
  });

  it('stays held when its expiry postback was lost, until an operator ends it', async () => {
    const { userId, sale } = await subscribed(weekly, { declineRebills: true });
    // Its expiry is lost; the other subscriptions' postbacks go on arriving.
    const deliver = fake.deliver!;
    fake.deliver = async (query) =>
      new URLSearchParams(query).get('saleID') === sale.saleID ? '' : deliver(query);
    await pass(7 * DAY + 1_000);
    fake.deliver = deliver;
    expect(sale.subscription!.status).toBe('expired');
    expect((await held(userId))!.status).toBe('active');
    // `pay subscription-end --user ID`, as the admin CLI runs it against the gateway's database.
    const end = (user: string) =>
      shopCommands['pay subscription-end']!.run(
        { user },
        {
          config: gateway.config,
          database: () => Promise.resolve(gateway.services.database),
          requireUser: () => Promise.resolve(),
        },
      );
    await expect(end(String(userId))).resolves.toMatchObject({
      subscription: { status: 'ended', endedReason: 'operator' },
    });
    expect(await held(userId)).toBeNull();
    await expect(end(String(userId))).rejects.toThrow(/holds no subscription/);
  });

  it("finds a first period whose postback was lost, so Aura's cancel still reaches Verotel; an unpaid one ends", async () => {
    const { userId, sale, initial } = await subscribed(weekly, { lose: true });
    expect((await held(userId))!.status).toBe('pending');
    const before = await ledger.balance(userId);
    // Cancelling asks the status service first: the sale is there, the period is credited, Verotel's page answered.
    const { subscription, cancelUrl } = await payments.cancelSubscription(userId);
    expect(subscription).toMatchObject({ status: 'active', cancelRequested: true });
    expect(new URL(cancelUrl!).searchParams.get('saleID')).toBe(sale.saleID);
    expect(await ledger.balance(userId)).toBe(before + weekly.coins + 100);
    expect(await postback(initial)).toEqual([200, 'OK']);
    expect(await ledger.balance(userId)).toBe(before + weekly.coins + 100);

    const unpaid = (await users.create({ nickname: 'verotel-unpaid' })).id;
    await payments.subscribe(unpaid, weekly.id, 'EUR');
    await expect(payments.cancelSubscription(unpaid)).resolves.toMatchObject({
      subscription: { status: 'ended' },
      cancelUrl: null,
    });
  });

  it("refuses forged, tampered and unsigned postbacks; a replayed rebill credits nothing; a rebill's credit takes its coins", async () => {
    const { userId, sale } = await subscribed();
    await pass(7 * DAY);
    const [transactionID] = sale.subscription!.rebills;
    const rebill = fake.postback(sale, { event: 'rebill', transactionID });
    const paid = await ledger.balance(userId);
    for (const query of [
      fake.postback(sale, { event: 'rebill', transactionID: '999', key: 'another-key' }),
      rebill.replace(`transactionID=${transactionID}`, 'transactionID=999'),
      rebill.replace(/&signature=[0-9a-f]+/, ''),
      fake.postback(sale, { event: 'rebill', transactionID: '' }),
      fake.postback(sale, { event: 'cancel', key: 'another-key' }),
    ])
      expect(await postback(query)).toEqual([400, 'ERROR']);
    expect((await held(userId))!.status).toBe('active');
    // FlexPay signs no time: the same rebill a day later is the same event.
    await clock.advance(DAY);
    expect(await postback(rebill)).toEqual([200, 'OK']);
    expect(await ledger.balance(userId)).toBe(paid);
    // Verotel refunds the rebill (its credit postback names the rebill's transaction): that period's coins go.
    expect(await postback(fake.postback(sale, { event: 'credit', transactionID }))).toEqual([200, 'OK']);
    expect(await ledger.balance(userId)).toBe(paid - weekly.coins);
    const orders = await rows<{ kind: string; refunded_coins: number; psp_refund_status: string | null }>(
      sql`SELECT kind, refunded_coins, psp_refund_status FROM pay_orders WHERE user_id = ${userId} ORDER BY id`,
    );
    expect(orders).toEqual([
      { kind: 'subscription', refunded_coins: 0, psp_refund_status: null },
      { kind: 'renewal', refunded_coins: weekly.coins, psp_refund_status: 'succeeded' },
    ]);
  });
});

describe("any interleaving of Verotel's subscription events", () => {
  it('keeps every balance ≥ 0, the ledger at zero, each paid period credited once and counted once', async () => {
    const people = [(await users.create({ nickname: 'v1' })).id, (await users.create({ nickname: 'v2' })).id];
    const sales = new Map<number, FakeSale>();
    const sent: string[] = [];
    const deliver = fake.deliver!;
    fake.deliver = async (query) => {
      sent.push(query);
      return deliver(query);
    };
    const op = fc.oneof(
      {
        arbitrary: fc.record({ kind: fc.constant('subscribe' as const), who: fc.nat(1), lose: fc.boolean() }),
        weight: 2,
      },
      fc.record({ kind: fc.constant('cancel' as const), who: fc.nat(1), confirm: fc.boolean() }),
      fc.record({ kind: fc.constant('uncancel' as const), who: fc.nat(1) }),
      // Half a week on: Verotel rebills what fell due; every second one passes a weekly period.
      { arbitrary: fc.constant({ kind: 'time' as const }), weight: 4 },
      fc.record({
        kind: fc.constant('replay' as const),
        which: fc.nat(40),
        times: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({ kind: fc.constant('credit' as const), which: fc.nat(40) }),
      fc.record({ kind: fc.constant('refund' as const), which: fc.nat(40) }),
      fc.record({
        kind: fc.constant('spend' as const),
        who: fc.nat(1),
        amount: fc.integer({ min: 1, max: 800 }),
      }),
    );
    let spends = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { maxLength: 16 }), async (ops) => {
          for (const step of ops) {
            const who = 'who' in step ? people[step.who]! : 0;
            if (step.kind === 'subscribe') {
              const started = await payments.subscribe(who, weekly.id, 'EUR').catch(() => undefined);
              if (!started) continue;
              const { sale, postback: initial } = fake.pay(started.checkoutUrl);
              sales.set(who, sale);
              if (!step.lose) await fake.deliver!(initial);
            } else if (step.kind === 'cancel') {
              const cancelled = await payments.cancelSubscription(who).catch(() => undefined);
              if (cancelled?.cancelUrl && step.confirm) await fetch(cancelled.cancelUrl, { method: 'POST' });
            } else if (step.kind === 'uncancel') {
              const sale = sales.get(who);
              if (sale) await fake.uncancel(sale);
            } else if (step.kind === 'time') {
              await pass(3.5 * DAY);
            } else if (step.kind === 'spend') {
              await ledger
                .charge({
                  userId: who,
                  amount: step.amount,
                  key: `verotel-spend-${(spends += 1)}`,
                  kind: 'gift',
                })
                .catch(() => undefined);
            } else if (step.kind === 'replay') {
              const query = sent[step.which % Math.max(1, sent.length)];
              if (query) await Promise.all(Array.from({ length: step.times }, () => postback(query)));
            } else {
              const orders = await rows<{ order_no: string; psp_payment_id: string }>(
                sql`SELECT order_no, psp_payment_id FROM pay_orders WHERE user_id IN (${people[0]}, ${people[1]}) AND status = 'success' ORDER BY id`,
              );
              const order = orders[step.which % Math.max(1, orders.length)];
              if (!order) continue;
              if (step.kind === 'refund') await payments.refund(order.order_no).catch(() => undefined);
              else {
                // Verotel's credit of the transaction: a rebill's by its id, the first period's by its own.
                const sale = [...fake.sales.values()].find(
                  (found) =>
                    found.referenceID === order.order_no ||
                    order.psp_payment_id.startsWith(`${found.saleID}:`),
                );
                const transactionID = order.psp_payment_id.includes(':')
                  ? order.psp_payment_id.split(':')[1]!
                  : sale?.transactionID;
                if (sale) await postback(fake.postback(sale, { event: 'credit', transactionID }));
              }
            }
          }
          await pass(0);
          await expectMoneyHolds(gateway.services.database.db);
          // Each paid rebill at Verotel is one paid order here.
          const rebills = [...fake.sales.values()].flatMap((sale) =>
            (sale.subscription?.rebills ?? []).map((transaction) => `${sale.saleID}:${transaction}`),
          );
          const renewals = await rows<{ psp_payment_id: string }>(
            sql`SELECT psp_payment_id FROM pay_orders WHERE kind = 'renewal' AND status = 'success' AND psp = 'verotel'`,
          );
          expect(renewals.map((order) => order.psp_payment_id).sort()).toEqual(rebills.sort());
        }),
        { numRuns: 8 },
      );
    } finally {
      fake.deliver = deliver;
    }
  });
});
