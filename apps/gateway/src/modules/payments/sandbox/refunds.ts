// The sandbox PSP's refunds (docs/payments.md "Refunds"): one per idempotency key, pending until `settleMs` later
// (a card's money takes days back at a real PSP), then succeeded; a voucher's payment cannot be refunded.
import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { RefundRequest, RefundResult } from '../provider.ts';
import { sandboxPspRefunds } from '../schema.ts';
import type { SandboxPayment } from './events.ts';

type RefundRow = typeof sandboxPspRefunds.$inferSelect;

/** A sandbox refund as the port tells it. */
function refundResult(row: RefundRow): RefundResult {
  return {
    refundId: row.id,
    outcome: row.status as RefundResult['outcome'],
    ...(row.failureReason ? { failureReason: row.failureReason } : {}),
  };
}

export class SandboxRefunds {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly settleMs: number,
  ) {}

  /**
   * Refunds `payment`, as a card PSP does: pending until `settleMs` later, then succeeded. A voucher's payment cannot
   * be refunded by the PSP (its payer has no card): the refund fails at once, `not_refundable`. The same idempotency
   * key is the same refund. A payment that did not succeed, or an amount over it, is an error answer, as a real
   * PSP's 400.
   */
  async refund(request: RefundRequest, payment: SandboxPayment | undefined): Promise<RefundResult> {
    const refundId = `sbx_re_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    const existing = await this.row(refundId);
    if (existing) return refundResult(existing);
    if (!payment || payment.status !== 'succeeded')
      throw new Error(`sandbox PSP: payment ${request.paymentId} is not one that succeeded`);
    if (request.amount > payment.amount || request.currency !== payment.currency)
      throw new Error(`sandbox PSP: a refund of ${request.amount} ${request.currency} exceeds the payment`);
    const voucher = payment.cardBrand === 'voucher';
    await this.db
      .insert(sandboxPspRefunds)
      .values({
        id: refundId,
        paymentId: payment.id,
        amount: request.amount,
        currency: request.currency,
        status: voucher ? 'failed' : 'pending',
        failureReason: voucher ? 'not_refundable' : null,
        settleAt: voucher ? null : new Date(this.now() + this.settleMs),
        createdAt: new Date(this.now()),
      })
      .onConflictDoNothing();
    return refundResult((await this.row(refundId))!);
  }

  async retrieve(refundId: string): Promise<RefundResult> {
    const row = await this.row(refundId);
    if (!row) throw new Error(`sandbox PSP: no refund ${refundId}`);
    return refundResult(row);
  }

  /** Settles the pending refunds whose time came; answers how many. */
  async settleDue(): Promise<number> {
    const settled = await this.db
      .update(sandboxPspRefunds)
      .set({ status: 'succeeded' })
      .where(
        and(eq(sandboxPspRefunds.status, 'pending'), lte(sandboxPspRefunds.settleAt, new Date(this.now()))),
      )
      .returning({ id: sandboxPspRefunds.id });
    return settled.length;
  }

  private async row(refundId: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(sandboxPspRefunds).where(eq(sandboxPspRefunds.id, refundId));
    return row;
  }
}
