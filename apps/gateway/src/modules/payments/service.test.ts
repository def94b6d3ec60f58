// The payments' rules against a real database (docs/payments.md): the sandbox PSP's events applied through the
// order state machine, coins only through the ledger and once per order however the events come (repeated,
// concurrent, out of order, or found by the reconciliation job), refunds that never drive a balance below zero.
import { BUSINESS_CODES, COIN_PROMOTIONS } from '@aura/contracts';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../test/money-checks.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { TestClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { LedgerService } from '../ledger/index.ts';
import { UserService } from '../users/index.ts';
import { DEFAULT_CATALOGUE, extraCoins, packsIn, writeCatalogue } from './catalogue.ts';
import { SandboxPsp, type WebhookTransport } from './sandbox/psp.ts';
import { SIGNATURE_HEADER, signHeader } from './sandbox/signing.ts';
import { PaymentsService, RECONCILE_AFTER_MS } from './service.ts';
import { WebhookRefused, type PaymentEvent } from './provider.ts';

const SECRET = 'unit-test-webhook-secret';
const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
const PROCESSING_SUCCESS = '4000 0000 0000 0259';
const card = (number: string) => ({
  name: 'Ada Lovelace',
  number,
  expiry: '12/40',
  cvv: '123',
  email: 'ada@example.com',
});

let database: TestDatabase;
let ledger: LedgerService;
let users: UserService;
let psp: SandboxPsp;
let payments: PaymentsService;
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });
/** What the sandbox delivered, and whether deliveries get through. */
const delivered: PaymentEvent[] = [];
let lineUp = true;

const transport: WebhookTransport = async ({ headers, body }) => {
  if (!lineUp) throw new Error('connection refused');
  const event = psp.verifyWebhook(body, headers);
  delivered.push(event);
  await payments.applyEvent(event);
  return 200;
};

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db, { now: clock.now });
  users = new UserService(database.db, ledger);
  psp = new SandboxPsp({
    db: database.db,
    now: clock.now,
    secret: SECRET,
    publicUrl: 'http://aura.test',
    duplicateRate: 0.5,
    settleMs: 60_000,
  });
  psp.connect(transport);
  payments = new PaymentsService({
    db: database.db,
    ledger,
    provider: psp,
    now: clock.now,
    publicUrl: 'http://aura.test',
  });
});
afterAll(() => database.dispose());

async function rows<T>(query: SQL, db: Db = database.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const newUser = async () => (await users.create({ nickname: 'buyer' })).id;

async function purchases(orderNo: string): Promise<number> {
  const [row] = await rows<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key = ${`purchase:${orderNo}`}`,
  );
  return Number(row!.n);
}

async function paymentIdOf(orderNo: string): Promise<string> {
  const [row] = await rows<{ psp_payment_id: string }>(
    sql`SELECT psp_payment_id FROM pay_orders WHERE order_no = ${orderNo}`,
  );
  return row!.psp_payment_id;
}

/** A second passes (the sandbox holds each webhook up to one, so events cross), then all that is due is sent. */
async function deliverAll() {
  await clock.advance(1_000);
  await psp.settleDue();
  while ((await psp.deliverDue()) > 0);
}

const pack = DEFAULT_CATALOGUE.packs[1]!;
const packCoins = pack.coins + extraCoins(pack.coins, pack.extraPercent);

describe('the catalogue', () => {
  it('prices a pack with its discount until the discount ends, and keeps the bubble at most 20 %', () => {
    const endsAt = new Date(clock.now() + 60_000).toISOString();
    const config = {
      ...DEFAULT_CATALOGUE,
      packs: [{ ...pack, discount: { percent: 25, endsAt } }],
    };
    const [during] = packsIn(config, 'USD', clock.now());
    expect(during).toMatchObject({ listPrice: pack.prices.USD, price: Math.round(pack.prices.USD! * 0.75) });
    expect(during!.discount).toEqual({ percent: 25, endsAt: Date.parse(endsAt) });
    const [after] = packsIn(config, 'USD', clock.now() + 60_001);
    expect(after).toMatchObject({ price: pack.prices.USD, discount: null });
    for (const offer of packsIn(DEFAULT_CATALOGUE, 'EUR', clock.now()))
      expect(offer.extraCoins).toBeLessThanOrEqual(
        (offer.coins * COIN_PROMOTIONS.shopBubbleMaxExtraPercent) / 100,
      );
  });

  it('is what the operator wrote, and shows the first-purchase bonus until the first purchase', async () => {
    const userId = await newUser();
    expect((await payments.catalogue(userId, 'EUR')).firstPurchaseBonus).toBe(
      COIN_PROMOTIONS.firstPurchaseBonusCoins,
    );
    await writeCatalogue(database.db, { ...DEFAULT_CATALOGUE, packs: [{ ...pack, id: 'only-one' }] });
    expect((await payments.catalogue(userId, 'EUR')).packs.map((offer) => offer.id)).toEqual(['only-one']);
    await writeCatalogue(database.db, DEFAULT_CATALOGUE);
  });
});

describe('buying', () => {
  it('credits the pack and the first-purchase bonus once the PSP says so, never on the way back alone', async () => {
    const userId = await newUser();
    const before = await ledger.balance(userId);
    const { order, checkoutUrl } = await payments.createOrder(userId, pack.id, 'USD');
    expect(order).toMatchObject({ status: 'waiting', coins: packCoins, amount: pack.prices.USD });
    expect(checkoutUrl).toMatch(/^http:\/\/aura\.test\/sandbox-psp\/checkout\/sbx_/);
    await psp.submitCard(await paymentIdOf(order.orderNo), card(APPROVE));
    // The PSP has the money, the webhook has not come: nothing is credited yet.
    expect((await payments.order(userId, order.orderNo)).status).toBe('waiting');
    await deliverAll();
    const paid = await payments.order(userId, order.orderNo);
    expect(paid).toMatchObject({ status: 'success', bonusCoins: COIN_PROMOTIONS.firstPurchaseBonusCoins });
    expect(await ledger.balance(userId)).toBe(before + packCoins + COIN_PROMOTIONS.firstPurchaseBonusCoins);

    // The second purchase has no bonus.
    const second = await payments.createOrder(userId, pack.id, 'USD');
    await psp.submitCard(await paymentIdOf(second.order.orderNo), card(APPROVE));
    await deliverAll();
    expect(await payments.order(userId, second.order.orderNo)).toMatchObject({
      status: 'success',
      bonusCoins: 0,
    });
    expect(await ledger.balance(userId)).toBe(
      before + 2 * packCoins + COIN_PROMOTIONS.firstPurchaseBonusCoins,
    );
    expect((await payments.catalogue(userId)).firstPurchaseBonus).toBe(0);
    await expectBooksBalance(database.db);
  });

  it('credits nothing for a declined card and says why', async () => {
    const userId = await newUser();
    const before = await ledger.balance(userId);
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    await psp.submitCard(await paymentIdOf(order.orderNo), card(DECLINE));
    await deliverAll();
    expect(await payments.order(userId, order.orderNo)).toMatchObject({
      status: 'failure',
      failureReason: 'declined',
    });
    expect(await ledger.balance(userId)).toBe(before);
  });

  it('keeps a processing payment processing until it settles on the clock, then credits it once', async () => {
    const userId = await newUser();
    const before = await ledger.balance(userId);
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    await psp.submitCard(await paymentIdOf(order.orderNo), card(PROCESSING_SUCCESS));
    await deliverAll();
    expect((await payments.order(userId, order.orderNo)).status).toBe('processing');
    await clock.advance(59_000);
    await deliverAll(); // settles, and owes the webhook
    await deliverAll();
    expect((await payments.order(userId, order.orderNo)).status).toBe('success');
    expect(await ledger.balance(userId)).toBe(before + packCoins + COIN_PROMOTIONS.firstPurchaseBonusCoins);
    expect(await purchases(order.orderNo)).toBe(1);
  });

  it('refuses a pack the catalogue does not sell', async () => {
    await expect(payments.createOrder(await newUser(), 'no-such-pack', 'USD')).rejects.toMatchObject({
      code: BUSINESS_CODES.packNotFound,
    });
  });
});

describe('webhooks', () => {
  it('credit exactly once when the same events come 20 times at once and out of order', async () => {
    const userId = await newUser();
    const before = await ledger.balance(userId);
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    const paymentId = await paymentIdOf(order.orderNo);
    const event = (outcome: PaymentEvent['outcome']): PaymentEvent => ({
      eventId: `evt_${paymentId}_${outcome}`,
      paymentId,
      reference: order.orderNo,
      outcome,
    });
    // The success first, then its repeats and the late "processing" interleaved, all at once.
    const storm = [
      event('success'),
      ...Array.from({ length: 19 }, (_, index) => (index % 4 === 0 ? event('processing') : event('success'))),
    ];
    const results = await Promise.all(storm.map((one) => payments.applyEvent(one)));
    const outcomes = (outcome: PaymentEvent['outcome']) =>
      results.filter((_, index) => storm[index]!.outcome === outcome).sort();
    // Each event id is applied once, its repeats are duplicates. On PostgreSQL the transactions really race, so
    // the "processing" may take the order first (waiting → processing, applied) or come after the success
    // (ignored): either way the success is applied once and credits once.
    expect(outcomes('success')).toEqual(['applied', ...Array.from({ length: 14 }, () => 'duplicate')]);
    const processing = outcomes('processing');
    expect(processing.filter((result) => result === 'duplicate')).toHaveLength(4);
    expect(processing.filter((result) => result !== 'duplicate')).toEqual([
      expect.stringMatching(/^(applied|ignored)$/),
    ]);
    expect((await payments.order(userId, order.orderNo)).status).toBe('success');
    expect(await ledger.balance(userId)).toBe(before + packCoins + COIN_PROMOTIONS.firstPurchaseBonusCoins);
    expect(await purchases(order.orderNo)).toBe(1);
    await expectBooksBalance(database.db);
  });

  it('are refused when forged, tampered with, stale or unsigned', () => {
    const body = JSON.stringify({
      id: 'evt_x_succeeded',
      type: 'payment.succeeded',
      data: { paymentId: 'sbx_x', reference: 'AOX' },
    });
    const now = clock.now();
    const headers = (value: string) => ({ [SIGNATURE_HEADER]: value });
    expect(psp.verifyWebhook(body, headers(signHeader(SECRET, now, body)))).toMatchObject({
      outcome: 'success',
    });
    expect(() => psp.verifyWebhook(body, headers(signHeader('another-secret-entirely', now, body)))).toThrow(
      WebhookRefused,
    );
    expect(() =>
      psp.verifyWebhook(body.replace('AOX', 'AOY'), headers(signHeader(SECRET, now, body))),
    ).toThrow('signature does not match');
    expect(() => psp.verifyWebhook(body, headers(signHeader(SECRET, now - 301_000, body)))).toThrow(
      'timestamp outside the tolerance',
    );
    expect(() => psp.verifyWebhook(body, headers(signHeader(SECRET, now + 301_000, body)))).toThrow(
      WebhookRefused,
    );
    expect(() => psp.verifyWebhook(body, {})).toThrow('no signature');
  });

  it('are retried with back-off while the merchant does not answer', async () => {
    const userId = await newUser();
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    lineUp = false;
    try {
      await psp.submitCard(await paymentIdOf(order.orderNo), card(APPROVE));
      await deliverAll();
      const [first] = await rows<{ attempts: number; next_at: Date }>(
        sql`SELECT attempts, next_at FROM sandbox_psp_deliveries WHERE body LIKE ${`%${order.orderNo}%`}`,
      );
      expect(first!.attempts).toBe(1);
      await deliverAll();
      await deliverAll(); // 1 s after the second attempt, whose back-off is 2 s: not yet due
      const [third] = await rows<{ attempts: number }>(
        sql`SELECT attempts FROM sandbox_psp_deliveries WHERE body LIKE ${`%${order.orderNo}%`}`,
      );
      expect(third!.attempts).toBe(2);
    } finally {
      lineUp = true;
    }
    await deliverAll();
    expect((await payments.order(userId, order.orderNo)).status).toBe('success');
  });
});

describe('reconciliation', () => {
  it('credits an order whose webhook never came, once, and the webhook that comes later changes nothing', async () => {
    const userId = await newUser();
    const before = await ledger.balance(userId);
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    lineUp = false;
    try {
      await psp.submitCard(await paymentIdOf(order.orderNo), card(APPROVE));
      await deliverAll();
      expect((await payments.order(userId, order.orderNo)).status).toBe('waiting');
      // Not yet: the order is younger than the reconciliation's wait.
      await payments.reconcile();
      expect((await payments.order(userId, order.orderNo)).status).toBe('waiting');
      await clock.advance(RECONCILE_AFTER_MS);
      await payments.reconcile();
      expect((await payments.order(userId, order.orderNo)).status).toBe('success');
    } finally {
      lineUp = true;
    }
    await payments.reconcile();
    await clock.advance(3_600_000);
    await deliverAll();
    expect(await ledger.balance(userId)).toBe(before + packCoins + COIN_PROMOTIONS.firstPurchaseBonusCoins);
    expect(await purchases(order.orderNo)).toBe(1);
    await expectBooksBalance(database.db);
  });
});

describe('refunds', () => {
  it('take back what is left of an order, never below zero, once', async () => {
    const userId = await newUser();
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    await psp.submitCard(await paymentIdOf(order.orderNo), card(APPROVE));
    await deliverAll();
    const balance = await ledger.balance(userId);
    await ledger.charge({ userId, amount: balance - 50, key: `spend:${order.orderNo}`, kind: 'gift' });
    const refund = await payments.refund(order.orderNo);
    expect(refund.takenCoins).toBe(50);
    expect(await ledger.balance(userId)).toBe(0);
    expect((await payments.refund(order.orderNo)).takenCoins).toBe(0);
    expect((await payments.order(userId, order.orderNo)).refundedCoins).toBe(50);
    await expectBooksBalance(database.db);
  });
});

describe("a refund's money at the PSP", () => {
  const pspRefund = async (orderNo: string) =>
    (
      await rows<{ status: string | null; id: string | null; failure: string | null }>(
        sql`SELECT psp_refund_status AS status, psp_refund_id AS id, psp_refund_failure AS failure
            FROM pay_orders WHERE order_no = ${orderNo}`,
      )
    )[0]!;

  it('is asked once the refund commits, pending until the PSP settles it, on one key however often asked', async () => {
    const userId = await newUser();
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    await psp.submitCard(await paymentIdOf(order.orderNo), card(APPROVE));
    await deliverAll();
    await payments.refund(order.orderNo);
    expect(await pspRefund(order.orderNo)).toEqual({ status: 'requested', id: null, failure: null });
    // The PSP out of reach: the request waits for the next pass.
    const refundOf = psp.refund.bind(psp);
    psp.refund = () => Promise.reject(new Error('connection refused'));
    try {
      await payments.settleRefunds();
    } finally {
      psp.refund = refundOf;
    }
    expect(await pspRefund(order.orderNo)).toMatchObject({ status: 'requested' });
    await payments.settleRefunds();
    const pending = await pspRefund(order.orderNo);
    expect(pending).toMatchObject({ status: 'pending', id: expect.stringMatching(/^sbx_re_/) });
    // A process that died after the PSP answered asks again: the same refund, no second one.
    const again = await psp.refund({
      paymentId: await paymentIdOf(order.orderNo),
      amount: order.amount,
      currency: 'USD',
      idempotencyKey: `refund:${order.orderNo}`,
    });
    expect(again).toEqual({ refundId: pending.id, outcome: 'pending' });
    await payments.settleRefunds();
    expect(await pspRefund(order.orderNo)).toEqual(pending);
    await clock.advance(60_000);
    await psp.settleDue();
    await payments.settleRefunds();
    expect(await pspRefund(order.orderNo)).toEqual({ status: 'succeeded', id: pending.id, failure: null });
    const [count] = await rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM sandbox_psp_refunds WHERE payment_id = ${await paymentIdOf(order.orderNo)}`,
    );
    expect(count!.n).toBe('1');
  });

  it("fails for a voucher's payment, which the PSP cannot return, and is left to an operator", async () => {
    const userId = await newUser();
    const { order } = await payments.createOrder(userId, pack.id, 'USD');
    const paymentId = await paymentIdOf(order.orderNo);
    await psp.startVoucher(paymentId);
    await psp.payVoucher(paymentId);
    await deliverAll();
    await payments.refund(order.orderNo);
    await payments.settleRefunds();
    const failed = await pspRefund(order.orderNo);
    expect(failed).toMatchObject({ status: 'failed', failure: 'not_refundable' });
    await payments.settleRefunds();
    expect(await pspRefund(order.orderNo)).toEqual(failed);
  });
});

describe('any interleaving of purchases, spending, refunds and repeated webhooks', () => {
  it('keeps every balance ≥ 0, the ledger at zero, and each paid order credited once', async () => {
    const buyers = [await newUser(), await newUser(), await newUser()];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('buy' as const),
        who: fc.nat(2),
        card: fc.constantFrom(APPROVE, DECLINE),
      }),
      fc.record({
        kind: fc.constant('spend' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 900 }),
      }),
      fc.record({ kind: fc.constant('refund' as const), which: fc.nat(20) }),
      fc.record({ kind: fc.constant('replay' as const), which: fc.nat(20) }),
      fc.constant({ kind: 'deliver' as const }),
    );
    let spends = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const orders: string[] = [];
        for (const step of ops) {
          if (step.kind === 'buy') {
            const { order } = await payments.createOrder(buyers[step.who]!, pack.id, 'USD');
            orders.push(order.orderNo);
            await psp.submitCard(await paymentIdOf(order.orderNo), card(step.card));
          } else if (step.kind === 'spend') {
            await ledger
              .charge({
                userId: buyers[step.who]!,
                amount: step.amount,
                key: `prop-spend-${(spends += 1)}`,
                kind: 'gift',
              })
              .catch(() => undefined);
          } else if (step.kind === 'deliver') {
            await deliverAll();
          } else if (orders.length > 0) {
            const orderNo = orders[step.which % orders.length]!;
            if (step.kind === 'refund') await payments.refund(orderNo).catch(() => undefined);
            else await payments.applyEvent(await psp.retrieve(await paymentIdOf(orderNo)));
          }
        }
        await deliverAll();
        await expectBooksBalance(database.db);
        const paid = await rows<{ order_no: string }>(
          sql`SELECT order_no FROM pay_orders WHERE status = 'success'`,
        );
        for (const { order_no } of paid) expect(await purchases(order_no)).toBe(1);
      }),
      { numRuns: 12 },
    );
  });
});

describe('card data', () => {
  it('is never stored: only the brand and the last four', async () => {
    const dump = JSON.stringify([
      await rows(sql`SELECT * FROM sandbox_psp_payments`),
      await rows(sql`SELECT * FROM sandbox_psp_deliveries`),
      await rows(sql`SELECT * FROM pay_orders`),
      await rows(sql`SELECT * FROM psp_events`),
    ]);
    expect(dump).toContain('"card_last4":"4242"');
    for (const number of [APPROVE, DECLINE, PROCESSING_SUCCESS])
      expect(dump).not.toContain(number.replaceAll(' ', ''));
  });
});
