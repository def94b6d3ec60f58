// Users' refund reports against a real database on a frozen test clock (docs/payments.md "Refund reports"): the
// captcha drawn here and answered once; the proof image judged by its content and re-encoded; one report per order;
// the operator's decisions moving coins only through the ledger, never a balance below zero, each once.
import { BUSINESS_CODES, REFUND_RULES } from '@aura/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { TestClock } from '../../clock.ts';
import { LedgerService } from '../ledger/index.ts';
import type { FileStorage } from '../media/index.ts';
import { UserService } from '../users/index.ts';
import { drawCaptcha } from './refund-captcha.ts';
import { RefundReports } from './refund-reports.ts';
import { SandboxPsp } from './sandbox/psp.ts';
import { refundCaptchas } from './schema.ts';
import { PaymentsService } from './service.ts';

let database: TestDatabase;
let ledger: LedgerService;
let users: UserService;
let psp: SandboxPsp;
let payments: PaymentsService;
let reports: RefundReports;
const files = new Map<string, Buffer>();
const storage: FileStorage = {
  put: async (key, bytes) => void files.set(key, bytes),
  get: async (key) => files.get(key),
  removeAll: async () => {},
};
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db, { now: clock.now });
  users = new UserService(database.db, ledger);
  psp = new SandboxPsp({
    db: database.db,
    now: clock.now,
    secret: 'unit-test-secret',
    publicUrl: 'http://aura.test',
    duplicateRate: 0,
    settleMs: 60_000,
  });
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
  });
  reports = new RefundReports(database.db, ledger, storage, clock.now);
});
afterAll(() => database.dispose());

const card = {
  name: 'Ada Lovelace',
  number: '4242 4242 4242 4242',
  expiry: '12/40',
  cvv: '123',
  email: 'a@b.co',
};

async function deliverAll() {
  await clock.advance(1_000);
  while ((await psp.deliverDue()) > 0);
}

/** A new user and one order of the 100-coin pack, paid with the approve card or left unpaid. */
async function orderOf(paid: boolean) {
  const userId = (await users.create({ nickname: 'reporter' })).id;
  const { order, checkoutUrl } = await payments.createOrder(userId, 'coins-100', 'USD');
  if (paid) {
    await psp.submitCard(checkoutUrl.split('/').pop()!, card);
    await deliverAll();
  }
  return { userId, orderNo: order.orderNo, coins: order.coins };
}

/** A captcha and its answer, as support reads it (`pay captcha`). */
async function captchaOf(userId: number) {
  const { captchaId } = await reports.captcha(userId);
  const [row] = await database.db.select().from(refundCaptchas).where(eq(refundCaptchas.id, captchaId));
  return { captchaId, captcha: row!.answer };
}

const report = { category: 'coinsNotReceived' as const, description: 'The coins never came.' };

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: number }).code;
  }
  return undefined;
}

describe('the captcha', () => {
  it('is a PNG drawn here, answered once: a wrong answer uses it up, as does time', async () => {
    const png = await drawCaptcha('12345');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 160, height: 48 });
    const { userId, orderNo } = await orderOf(true);
    const issued = await reports.captcha(userId);
    expect(issued.image).toMatch(/^data:image\/png;base64,/);
    expect(issued.expiresAt).toBe(clock.now() + REFUND_RULES.captchaTtlMs);

    const wrong = await captchaOf(userId);
    const guess = wrong.captcha === '00000' ? '11111' : '00000';
    expect(await codeOf(reports.file(userId, { ...report, orderNo, ...wrong, captcha: guess }))).toBe(
      BUSINESS_CODES.captchaIncorrect,
    );
    // The same captcha, now with the right answer: used up already.
    expect(await codeOf(reports.file(userId, { ...report, orderNo, ...wrong }))).toBe(
      BUSINESS_CODES.captchaIncorrect,
    );
    // Another user's captcha, and one past its time.
    const other = await captchaOf((await users.create({ nickname: 'other' })).id);
    expect(await codeOf(reports.file(userId, { ...report, orderNo, ...other }))).toBe(
      BUSINESS_CODES.captchaIncorrect,
    );
    const late = await captchaOf(userId);
    await clock.advance(REFUND_RULES.captchaTtlMs);
    expect(await codeOf(reports.file(userId, { ...report, orderNo, ...late }))).toBe(
      BUSINESS_CODES.captchaIncorrect,
    );
    expect(await reports.list(userId)).toEqual([]);
  });
});

describe('filing a report', () => {
  it('keeps the proof re-encoded, one report per order, answered within the promise', async () => {
    const { userId, orderNo } = await orderOf(true);
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    const filed = await reports.file(userId, {
      ...report,
      orderNo,
      proofImage: photo.toString('base64'),
      ...(await captchaOf(userId)),
    });
    expect(filed).toMatchObject({ orderNo, status: 'processing', hasProof: true, coins: 0, decidedAt: null });
    expect(filed.answerBy - filed.createdAt).toBe(REFUND_RULES.promiseDays * 86_400_000);
    const [stored] = [...files.values()].slice(-1);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(await reports.list(userId)).toEqual([filed]);

    expect(await codeOf(reports.file(userId, { ...report, orderNo, ...(await captchaOf(userId)) }))).toBe(
      BUSINESS_CODES.refundReportExists,
    );
  });

  it('refuses a proof that is no image or too large, and an order of someone else', async () => {
    const { userId, orderNo } = await orderOf(true);
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      await codeOf(
        reports.file(userId, {
          ...report,
          orderNo,
          proofImage: text.toString('base64'),
          ...(await captchaOf(userId)),
        }),
      ),
    ).toBe(BUSINESS_CODES.imageFormatUnsupported);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    expect(
      await codeOf(
        reports.file(userId, {
          ...report,
          orderNo,
          proofImage: huge.toString('base64'),
          ...(await captchaOf(userId)),
        }),
      ),
    ).toBe(BUSINESS_CODES.imageTooLarge);
    const stranger = (await users.create({ nickname: 'stranger' })).id;
    expect(await codeOf(reports.file(stranger, { ...report, orderNo, ...(await captchaOf(stranger)) }))).toBe(
      BUSINESS_CODES.orderNotFound,
    );
    expect(await reports.list(userId)).toEqual([]);
  });
});

describe("the operator's decision", () => {
  it('refund takes back what the balance holds, never below zero, once', async () => {
    const { userId, orderNo, coins } = await orderOf(true);
    const filed = await reports.file(userId, { ...report, orderNo, ...(await captchaOf(userId)) });
    const balance = await ledger.balance(userId);
    // The user spends all but 50 coins before the operator looks.
    await ledger.charge({ userId, amount: balance - 50, key: `spend:${orderNo}`, kind: 'gift' });
    const decided = await reports.decide(Number(filed.id), 'refund', 'duplicate charge confirmed');
    expect(decided).toMatchObject({ status: 'refunded', coins: 50 });
    expect(decided.decidedAt).toBe(clock.now());
    expect(coins).toBeGreaterThan(50);
    expect(await ledger.balance(userId)).toBe(0);
    // Asked again (an operator's retry): the same answer, nothing more taken; another decision is refused.
    expect(await reports.decide(Number(filed.id), 'refund')).toMatchObject({ status: 'refunded', coins: 50 });
    expect(await codeOf(reports.decide(Number(filed.id), 'reject'))).toBe(BUSINESS_CODES.orderNotRefundable);
    expect(await ledger.balance(userId)).toBe(0);
    // A refunded order cannot be reported again.
    expect((await reports.list(userId))[0]).toMatchObject({ status: 'refunded' });
  });

  it('credit gives an unpaid order its coins once, even when its payment arrives after all', async () => {
    const { userId, orderNo, coins } = await orderOf(false);
    const filed = await reports.file(userId, { ...report, orderNo, ...(await captchaOf(userId)) });
    const before = await ledger.balance(userId);
    expect(await reports.decide(Number(filed.id), 'credit')).toMatchObject({
      status: 'coinsCredited',
      coins,
    });
    expect(await ledger.balance(userId)).toBe(before + coins);
    // The PSP's success comes late: the purchase is posted already (`purchase:<orderNo>`), only the bonus is new.
    const [row] = (
      (await database.db.execute(
        sql`SELECT psp_payment_id FROM pay_orders WHERE order_no = ${orderNo}`,
      )) as unknown as {
        rows: { psp_payment_id: string }[];
      }
    ).rows;
    await psp.submitCard(row!.psp_payment_id, card);
    await deliverAll();
    const bonus = (await payments.order(userId, orderNo)).bonusCoins;
    expect(await ledger.balance(userId)).toBe(before + coins + bonus);
    // Credit on a paid order is refused: its coins came with the payment.
    const paid = await orderOf(true);
    const other = await reports.file(paid.userId, {
      ...report,
      orderNo: paid.orderNo,
      ...(await captchaOf(paid.userId)),
    });
    expect(await codeOf(reports.decide(Number(other.id), 'credit'))).toBe(BUSINESS_CODES.orderNotRefundable);
    expect(await reports.decide(Number(other.id), 'reject')).toMatchObject({ status: 'rejected', coins: 0 });
  });
});
