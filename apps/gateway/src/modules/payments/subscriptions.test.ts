// Subscriptions and VIP against a real database on a frozen test clock (docs/payments.md "Subscriptions"): the
// first period through the sandbox's checkout saves the card; a renewal is charged on it when the clock passes the
// period, credited once however often the job runs or the webhook comes; cancel stops the renewal; one held at a
// time; only the last period refundable; VIP from any purchase and not after its refund.
import { BUSINESS_CODES, RENEWAL_FAILED_SHOWN_DAYS } from '@aura/contracts';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMoneyHolds } from '../../../test/money-checks.ts';
import { cardDoes } from '../../../test/sandbox-card.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { TestClock } from '../../clock.ts';
import { LedgerService } from '../ledger/index.ts';
import { UserService } from '../users/index.ts';
import { DEFAULT_CATALOGUE } from './catalogue.ts';
import type { CardScenario } from './sandbox/cards.ts';
import { SandboxPsp } from './sandbox/psp.ts';
import { PaymentsService } from './service.ts';
import { periodEnd, renewalNotice, vipAmong, type RenewalFailure } from './subscriptions.ts';

const DAY = 86_400_000;
let database: TestDatabase;
let ledger: LedgerService;
let users: UserService;
let psp: SandboxPsp;
let payments: PaymentsService;
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });
/** The renewals' failures handed over to be told (by push, after their commit, in the gateway). */
const failures: RenewalFailure[] = [];
const failuresOf = (userId: number) => failures.filter((failure) => failure.userId === userId);

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db, { now: clock.now });
  users = new UserService(database.db, ledger);
  psp = new SandboxPsp({
    db: database.db,
    now: clock.now,
    secret: 'unit-test-secret',
    publicUrl: 'http://aura.test',
    duplicateRate: 0.5,
    settleMs: 60_000,
  });
  // Webhooks go through the signature check, as at the gateway's route.
  psp.connect(async ({ headers, body }) => {
    await payments.applyEvent(psp.verifyWebhook(body, headers));
    return 200;
  });
  payments = new PaymentsService({
    db: database.db,
    ledger,
    provider: psp,
    now: clock.now,
    publicUrl: 'http://aura.test',
    renewalFailedIn: async (_tx, failure) => {
      failures.push(failure);
    },
  });
});
afterAll(() => database.dispose());

const weekly = DEFAULT_CATALOGUE.subscriptions.find((plan) => plan.period === 'week')!;
const card = (number: string) => ({
  name: 'Ada Lovelace',
  number,
  expiry: '12/40',
  cvv: '123',
  email: 'ada@example.com',
});

/** A second passes (webhooks wait up to one), the renewal job, settling and every due webhook: one scheduler pass. */
async function pass(ms = 1_000) {
  await clock.advance(ms);
  await payments.renewDue();
  await psp.settleDue();
  while ((await psp.deliverDue()) > 0);
  await clock.advance(1_000);
  while ((await psp.deliverDue()) > 0);
}

async function subscribed(number = '4242 4242 4242 4242') {
  const userId = (await users.create({ nickname: 'subscriber' })).id;
  const { order, subscription, checkoutUrl } = await payments.subscribe(userId, weekly.id, 'USD');
  expect(subscription.status).toBe('pending');
  const paymentId = checkoutUrl.split('/').pop()!;
  await psp.submitCard(paymentId, card(number));
  await pass();
  return { userId, orderNo: order.orderNo };
}

const subscriptionOf = async (userId: number) => (await payments.catalogue(userId, 'USD')).subscription;
const renewalCredits = async (userId: number) =>
  Number(
    (
      (await database.db.execute(
        sql`SELECT count(*)::text AS n FROM ledger_transactions t
            WHERE t.idempotency_key LIKE 'purchase:AR%' AND t.memo IN
              (SELECT order_no FROM pay_orders WHERE user_id = ${userId})`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0]!.n,
  );

describe('subscriptions', () => {
  it('starts with the first payment, keeps the card as a token, and refuses a second one while held', async () => {
    const start = clock.now();
    const { userId, orderNo } = await subscribed();
    const held = await subscriptionOf(userId);
    expect(held).toMatchObject({ status: 'active', card: { brand: 'visa', last4: '4242' } });
    expect(held!.currentPeriodEnd).toBeGreaterThanOrEqual(start + 7 * DAY);
    expect((await payments.order(userId, orderNo)).kind).toBe('subscription');
    // The plan's coins and the first-purchase bonus.
    expect(await ledger.balance(userId)).toBe(weekly.coins + DEFAULT_CATALOGUE.firstPurchaseBonus);
    const cards = (await database.db.execute(
      sql`SELECT token, brand, last4, expiry FROM saved_cards WHERE user_id = ${userId}`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(cards.rows).toEqual([
      { token: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expiry: '12/40' },
    ]);
    await expect(payments.subscribe(userId, weekly.id, 'USD')).rejects.toMatchObject({
      code: BUSINESS_CODES.subscriptionHeld,
    });
    await expect(payments.subscribe(userId, 'no-such-plan', 'USD')).rejects.toMatchObject({
      code: BUSINESS_CODES.planNotFound,
    });
    expect((await payments.payStatus(userId)).vip).toBe(true);
  });

  it('renews on the saved card when the clock passes the period, once per period however often it runs', async () => {
    const { userId } = await subscribed();
    const before = await ledger.balance(userId);
    const firstEnd = (await subscriptionOf(userId))!.currentPeriodEnd!;
    await pass(firstEnd - clock.now() - 5_000);
    expect(await ledger.balance(userId)).toBe(before);
    await pass(10_000);
    // The job runs again (another pass, another instance): the period's order exists, the PSP's key is the same.
    await payments.renewDue();
    await pass();
    expect(await ledger.balance(userId)).toBe(before + weekly.coins);
    expect(await renewalCredits(userId)).toBe(1);
    const renewed = (await subscriptionOf(userId))!;
    expect(renewed).toMatchObject({ status: 'active', currentPeriodEnd: periodEnd(firstEnd, 'week') });
    const orders = await payments.orders(userId);
    expect(orders.map((order) => [order.kind, order.status])).toEqual([
      ['renewal', 'success'],
      ['subscription', 'success'],
    ]);
    // Spec §9: only the last recurring purchase is refundable.
    await expect(payments.refund(orders[1]!.orderNo)).rejects.toMatchObject({
      code: BUSINESS_CODES.orderNotRefundable,
    });
    expect((await payments.refund(orders[0]!.orderNo)).takenCoins).toBe(weekly.coins);
  });

  it('stops renewing after cancel: held until the period ends, then ended, and can be bought again', async () => {
    const { userId } = await subscribed();
    expect((await payments.cancelSubscription(userId)).subscription.status).toBe('cancelled');
    await expect(payments.cancelSubscription(userId)).rejects.toMatchObject({
      code: BUSINESS_CODES.subscriptionNotFound,
    });
    const end = (await subscriptionOf(userId))!.currentPeriodEnd!;
    await expect(payments.subscribe(userId, weekly.id, 'USD')).rejects.toMatchObject({
      code: BUSINESS_CODES.subscriptionHeld,
    });
    const before = await ledger.balance(userId);
    await pass(end - clock.now() + 1_000);
    expect(await subscriptionOf(userId)).toBeNull();
    expect(await ledger.balance(userId)).toBe(before);
    expect((await payments.orders(userId)).map((order) => order.kind)).toEqual(['subscription']);
    await expect(payments.subscribe(userId, weekly.id, 'USD')).resolves.toBeTruthy();
  });

  it('removing the card it renews on cancels the renewal; another user cannot remove it', async () => {
    const { userId } = await subscribed();
    const [card] = await payments.savedCards(userId);
    const stranger = (await users.create({ nickname: 'stranger' })).id;
    expect(await payments.removeCard(stranger, Number(card!.id))).toEqual([]);
    expect(await payments.savedCards(userId)).toHaveLength(1);
    expect(await payments.removeCard(userId, Number(card!.id))).toEqual([]);
    expect(await payments.removeCard(userId, Number(card!.id))).toEqual([]);
    const held = (await subscriptionOf(userId))!;
    expect(held).toMatchObject({ status: 'cancelled', card: null });
    const before = await ledger.balance(userId);
    await pass(held.currentPeriodEnd! - clock.now() + 1_000);
    expect(await subscriptionOf(userId)).toBeNull();
    expect(await ledger.balance(userId)).toBe(before);
    expect((await payments.orders(userId)).map((order) => order.kind)).toEqual(['subscription']);
  });

  it('retries a declined renewal a day and three days later (dunning), and renews when a retry goes through', async () => {
    const { userId } = await subscribed();
    // The saved card now lacks funds (the sandbox's books: what the card does when charged).
    const setCard = (scenario: CardScenario) => cardDoes(database.db, userId, scenario);
    await setCard('insufficient_funds');
    const end = (await subscriptionOf(userId))!.currentPeriodEnd!;
    const before = await ledger.balance(userId);
    await pass(end - clock.now() + 1_000);
    await pass();
    const failed = async () =>
      (await payments.orders(userId)).filter(
        (order) => order.kind === 'renewal' && order.status === 'failure',
      );
    expect((await failed()).map((order) => order.orderNo)).toEqual([expect.stringMatching(/^AR\d+P2$/)]);
    // Still active; the shop says when the charge is tried again, and so does the push.
    const retrying = (await subscriptionOf(userId))!;
    const [told] = failuresOf(userId);
    expect(failuresOf(userId)).toEqual([{ userId, orderNo: expect.stringMatching(/P2$/), ended: false }]);
    expect(await renewalNotice(database.db, told!)).toEqual({
      kind: 'renewalFailed',
      retryAt: retrying.renewalRetryAt,
    });
    expect(retrying.status).toBe('active');
    // A day after the failed charge, which was a pass or two ago.
    expect(retrying.renewalRetryAt! - clock.now()).toBeGreaterThan(DAY - 60_000);
    expect(retrying.renewalRetryAt! - clock.now()).toBeLessThanOrEqual(DAY);
    // Not before a day has passed.
    await pass(23 * 3_600_000);
    expect(await failed()).toHaveLength(1);
    await pass(3_600_000);
    await pass();
    expect((await failed()).map((order) => order.orderNo)).toEqual([
      expect.stringMatching(/^AR\d+P2R1$/),
      expect.stringMatching(/^AR\d+P2$/),
    ]);
    // The user tops up before the last try, three days on: it goes through and the next period starts.
    await setCard('approve');
    await pass(3 * DAY);
    await pass();
    const [paid] = await payments.orders(userId);
    expect(paid).toMatchObject({
      kind: 'renewal',
      status: 'success',
      orderNo: expect.stringMatching(/P2R2$/),
    });
    expect((await subscriptionOf(userId))!.renewalRetryAt).toBeNull();
    // The retry between failed too, and is not told again; a push of the first not sent yet sends nothing now.
    expect(failuresOf(userId)).toHaveLength(1);
    expect(await renewalNotice(database.db, told!)).toBeUndefined();
    expect(await ledger.balance(userId)).toBe(before + weekly.coins);
    expect((await subscriptionOf(userId))!.currentPeriodEnd).toBe(periodEnd(end, 'week'));
  });

  it('ends after the last retry of a declined renewal fails', async () => {
    const { userId } = await subscribed();
    await cardDoes(database.db, userId, 'decline');
    const end = (await subscriptionOf(userId))!.currentPeriodEnd!;
    await pass(end - clock.now() + 1_000);
    await pass();
    await pass(DAY);
    await pass();
    expect((await subscriptionOf(userId))!.status).toBe('active');
    await pass(3 * DAY);
    await pass();
    expect(await subscriptionOf(userId)).toBeNull();
    const renewals = (await payments.orders(userId)).filter((order) => order.kind === 'renewal');
    expect(renewals.map((order) => order.status)).toEqual(['failure', 'failure', 'failure']);
    // Told twice: the first failure and the end (a push of the first not sent yet sends nothing now).
    const [first, last] = failuresOf(userId);
    expect(failuresOf(userId)).toEqual([
      { userId, orderNo: expect.stringMatching(/P2$/), ended: false },
      { userId, orderNo: expect.stringMatching(/P2R2$/), ended: true },
    ]);
    expect(await renewalNotice(database.db, first!)).toBeUndefined();
    expect(await renewalNotice(database.db, last!)).toEqual({ kind: 'renewalFailed', retryAt: null });
    // The shop tells it for a week.
    const { renewalFailed } = await payments.catalogue(userId, 'USD');
    expect(renewalFailed).toMatchObject({ period: 'week' });
    expect(clock.now() - renewalFailed!.endedAt).toBeLessThan(60_000);
    await clock.advance(RENEWAL_FAILED_SHOWN_DAYS * DAY);
    expect((await payments.catalogue(userId, 'USD')).renewalFailed).toBeNull();
    // Subscribed again: the end is no longer what the shop says, and is not told.
    await payments.subscribe(userId, weekly.id, 'USD');
    expect(await renewalNotice(database.db, last!)).toBeUndefined();
  });

  it('the sandbox card approved at the checkout only pays the first period; its renewal is declined', async () => {
    const { userId } = await subscribed('4000 0000 0000 0341');
    const held = (await subscriptionOf(userId))!;
    expect(held).toMatchObject({ status: 'active', card: { last4: '0341' } });
    await pass(held.currentPeriodEnd! - clock.now() + 1_000);
    await pass();
    const [renewal, first] = await payments.orders(userId);
    expect(first).toMatchObject({ kind: 'subscription', status: 'success' });
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'failure', failureReason: 'declined' });
    expect((await subscriptionOf(userId))!.renewalRetryAt).toBeGreaterThan(clock.now());
  });

  it('ends when a renewal fails: a 3-D Secure card cannot be charged with nobody there', async () => {
    const { userId } = await subscribed('4000 0000 0000 3220');
    // The first period passed the challenge on the page.
    const [first] = await payments.orders(userId);
    if (first!.status === 'waiting') {
      const paymentId = (
        (await database.db.execute(
          sql`SELECT psp_payment_id FROM pay_orders WHERE order_no = ${first!.orderNo}`,
        )) as unknown as { rows: { psp_payment_id: string }[] }
      ).rows[0]!.psp_payment_id;
      await psp.completeChallenge(paymentId, true);
      await pass();
    }
    const end = (await subscriptionOf(userId))!.currentPeriodEnd!;
    const before = await ledger.balance(userId);
    await pass(end - clock.now() + 1_000);
    await pass();
    expect(await subscriptionOf(userId)).toBeNull();
    expect(await ledger.balance(userId)).toBe(before);
    const [renewal] = await payments.orders(userId);
    expect(renewal).toMatchObject({
      kind: 'renewal',
      status: 'failure',
      failureReason: 'authentication_required',
    });
    // Not retried, so the end is the first and only thing told.
    expect(failuresOf(userId)).toEqual([{ userId, orderNo: renewal!.orderNo, ended: true }]);
  });

  it('counts a first period paid after its pending subscription was cancelled, and renews nothing', async () => {
    const { userId } = await subscribed('4000 0000 0000 0259');
    expect((await subscriptionOf(userId))!.status).toBe('pending');
    expect((await payments.cancelSubscription(userId)).subscription.status).toBe('ended');
    await pass(60_000);
    const [first] = await payments.orders(userId);
    expect(first).toMatchObject({ kind: 'subscription', status: 'success' });
    const [sub] = await rows<{ status: string; periods_paid: number }>(
      sql`SELECT status, periods_paid FROM pay_subscriptions WHERE user_id = ${userId}`,
    );
    expect(sub).toEqual({ status: 'ended', periods_paid: 1 });
    await pass(8 * DAY);
    expect(await payments.orders(userId)).toHaveLength(1);
  });

  it('a declined first payment ends the subscription: it is not held', async () => {
    const { userId } = await subscribed('4000 0000 0000 0002');
    expect(await subscriptionOf(userId)).toBeNull();
    expect((await payments.payStatus(userId)).vip).toBe(false);
  });
});

describe('VIP', () => {
  it('comes with any purchase for its days, and goes with its refund', async () => {
    const buyer = (await users.create({ nickname: 'vip' })).id;
    const other = (await users.create({ nickname: 'not vip' })).id;
    const { order, checkoutUrl } = await payments.createOrder(buyer, 'coins-100', 'USD');
    await psp.submitCard(checkoutUrl.split('/').pop()!, card('4242 4242 4242 4242'));
    await pass();
    expect([...(await vipAmong(database.db, [buyer, other], clock.now()))]).toEqual([buyer]);
    const status = await payments.payStatus(buyer);
    expect(status).toMatchObject({ paid: true, vip: true });
    expect(status.vipUntil! - clock.now()).toBeGreaterThan(30 * DAY - 3_000);
    expect(status.vipUntil! - clock.now()).toBeLessThanOrEqual(30 * DAY);
    await payments.refund(order.orderNo);
    expect((await payments.payStatus(buyer)).vip).toBe(false);
  });

  it('monthly periods keep the day of the month, or the month’s last', () => {
    expect(new Date(periodEnd(Date.parse('2026-01-31T10:00:00Z'), 'month')).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(new Date(periodEnd(Date.parse('2026-11-26T10:00:00Z'), 'month')).toISOString()).toBe(
      '2026-12-26T10:00:00.000Z',
    );
  });
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('any interleaving of pay, renew, cancel, refund and spend', () => {
  it('keeps every balance ≥ 0, the ledger at zero, each paid period credited once and counted once', async () => {
    const people = [(await users.create({ nickname: 'p1' })).id, (await users.create({ nickname: 'p2' })).id];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('subscribe' as const),
        who: fc.nat(1),
        card: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 0259'),
      }),
      fc.record({ kind: fc.constant('buy' as const), who: fc.nat(1) }),
      fc.record({ kind: fc.constant('cancel' as const), who: fc.nat(1) }),
      // Half a week on: every second one passes a weekly period.
      fc.constant({ kind: 'time' as const }),
      fc.record({ kind: fc.constant('refund' as const), which: fc.nat(30) }),
      fc.record({ kind: fc.constant('replay' as const), which: fc.nat(30) }),
      fc.record({
        kind: fc.constant('spend' as const),
        who: fc.nat(1),
        amount: fc.integer({ min: 1, max: 800 }),
      }),
    );
    let spends = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 14 }), async (ops) => {
        for (const step of ops) {
          const orders = await rows<{ order_no: string; psp_payment_id: string | null }>(
            sql`SELECT order_no, psp_payment_id FROM pay_orders WHERE user_id IN (${people[0]}, ${people[1]}) ORDER BY id`,
          );
          const some = (which: number) => orders[which % Math.max(1, orders.length)];
          if (step.kind === 'subscribe') {
            const started = await payments
              .subscribe(people[step.who]!, weekly.id, 'USD')
              .catch(() => undefined);
            if (started) await psp.submitCard(started.checkoutUrl.split('/').pop()!, card(step.card));
          } else if (step.kind === 'buy') {
            const { checkoutUrl } = await payments.createOrder(people[step.who]!, 'coins-100', 'USD');
            await psp.submitCard(checkoutUrl.split('/').pop()!, card('4242 4242 4242 4242'));
          } else if (step.kind === 'cancel') {
            await payments.cancelSubscription(people[step.who]!).catch(() => undefined);
          } else if (step.kind === 'time') {
            await pass(3.5 * DAY);
          } else if (step.kind === 'spend') {
            await ledger
              .charge({
                userId: people[step.who]!,
                amount: step.amount,
                key: `sub-spend-${(spends += 1)}`,
                kind: 'gift',
              })
              .catch(() => undefined);
          } else {
            const order = some(step.which);
            if (!order) continue;
            if (step.kind === 'refund') await payments.refund(order.order_no).catch(() => undefined);
            else if (order.psp_payment_id)
              await payments.applyEvent(await psp.retrieve(order.psp_payment_id));
          }
        }
        await pass();
        await expectMoneyHolds(database.db);
        // However events are replayed, a renewal's failure is handed over to be told once, and only a failure.
        const told = failures.map((failure) => failure.orderNo);
        expect(new Set(told).size).toBe(told.length);
        for (const orderNo of told) {
          const [order] = await rows<{ kind: string; status: string }>(
            sql`SELECT kind, status FROM pay_orders WHERE order_no = ${orderNo}`,
          );
          expect(order?.kind, orderNo).toBe('renewal');
          expect(['failure', 'cancelled'], orderNo).toContain(order?.status);
        }
      }),
      { numRuns: 10 },
    );
  });
});
