// The user's refund reports (spec §2 payRefund and refundBack; docs/payments.md "Refund reports"): filed with a
// captcha and maybe a proof image, processing until an operator decides: refunded (the order's coins go back
// through refund.ts, never below a zero balance), coinsCredited (a top-up paid but not credited gets its coins,
// `purchase:<orderNo>`: the very key a late webhook's success would post, so never twice) or rejected.
import { randomUUID } from 'node:crypto';
import { BUSINESS_CODES, REFUND_RULES, type RefundCategory, type RefundReport } from '@aura/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { processImage, type FileStorage } from '../media/index.ts';
import { orderByNo } from './queries.ts';
import { refundOrder } from './refund.ts';
import { checkCaptcha, issueCaptcha } from './refund-captcha.ts';
import { payRefundReports } from './schema.ts';
import { laterPeriodPaid } from './subscriptions.ts';

const DAY_MS = 86_400_000;

export type ReportRow = typeof payRefundReports.$inferSelect;
/** An operator's answer to a report. */
export type RefundDecision = 'refund' | 'credit' | 'reject';

export function reportView(row: ReportRow): RefundReport {
  const createdAt = row.createdAt.getTime();
  return {
    id: String(row.id),
    orderNo: row.orderNo,
    category: row.category,
    description: row.description,
    status: row.status,
    hasProof: row.proofKey !== null,
    createdAt,
    answerBy: createdAt + REFUND_RULES.promiseDays * DAY_MS,
    decidedAt: row.decidedAt?.getTime() ?? null,
    coins: row.coins,
  };
}

const notRefundable = (message: string) => new GatewayError(BUSINESS_CODES.orderNotRefundable, message);

export interface RefundReportInput {
  orderNo: string;
  category: RefundCategory;
  description: string;
  /** Base64 of the proof image, judged and re-encoded like an album photo (media/image.ts). */
  proofImage?: string | undefined;
  captchaId: string;
  captcha: string;
}

export class RefundReports {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly storage: FileStorage,
    private readonly now: () => number,
  ) {}

  captcha(userId: number): Promise<{ captchaId: string; image: string; expiresAt: number }> {
    return issueCaptcha(this.db, userId, this.now());
  }

  /**
   * Files a report: the captcha first (used up, right or wrong), then the order (the caller's, not refunded, of a
   * subscription only the last paid period: spec §9), then the proof image, then the row (one per order).
   */
  async file(userId: number, input: RefundReportInput): Promise<RefundReport> {
    await checkCaptcha(this.db, userId, input.captchaId, input.captcha, this.now());
    const order = await orderByNo(this.db, input.orderNo);
    if (!order || order.userId !== userId)
      throw new GatewayError(BUSINESS_CODES.orderNotFound, 'No such order.');
    if (order.refundedAt) throw notRefundable(`Order ${order.orderNo} was refunded already.`);
    if (await laterPeriodPaid(this.db, order))
      throw notRefundable('Only the last recurring purchase is refundable.');
    let proofKey: string | null = null;
    if (input.proofImage) {
      const image = await processImage(Buffer.from(input.proofImage, 'base64'));
      proofKey = `refund-proofs/${randomUUID()}.webp`;
      await this.storage.put(proofKey, image.full, 'image/webp');
    }
    const [row] = await this.db
      .insert(payRefundReports)
      .values({
        userId,
        orderNo: order.orderNo,
        category: input.category,
        description: input.description.trim(),
        proofKey,
        createdAt: new Date(this.now()),
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new GatewayError(BUSINESS_CODES.refundReportExists, 'This order has a refund report already.');
    return reportView(row);
  }

  async list(userId: number): Promise<RefundReport[]> {
    const rows = await this.db
      .select()
      .from(payRefundReports)
      .where(eq(payRefundReports.userId, userId))
      .orderBy(desc(payRefundReports.id))
      .limit(100);
    return rows.map(reportView);
  }

  /** Reports waiting for an operator, oldest first, or every report in one state. */
  async queue(status: RefundReport['status'] = 'processing'): Promise<ReportRow[]> {
    return this.db
      .select()
      .from(payRefundReports)
      .where(eq(payRefundReports.status, status))
      .orderBy(payRefundReports.id)
      .limit(200);
  }

  /**
   * An operator's decision. `refund`: the order must be paid; its coins are taken back (refund.ts: never below
   * zero, once per order). `credit`: the order must not be paid; its coins are posted as its purchase
   * (`purchase:<orderNo>`, once). `reject`: nothing moves. A decided report is not decided again; the same decision
   * asked again answers the report as it is (an operator's retry after a crash finishes the job: both money moves
   * are idempotent).
   */
  async decide(reportId: number, decision: RefundDecision, note?: string): Promise<RefundReport> {
    const [report] = await this.db.select().from(payRefundReports).where(eq(payRefundReports.id, reportId));
    if (!report) throw new GatewayError(BUSINESS_CODES.orderNotFound, `No refund report ${reportId}.`);
    const status = decision === 'refund' ? 'refunded' : decision === 'credit' ? 'coinsCredited' : 'rejected';
    if (report.status !== 'processing' && report.status !== status)
      throw notRefundable(`Refund report ${reportId} was decided already: ${report.status}.`);
    const order = await orderByNo(this.db, report.orderNo);
    if (!order) throw new GatewayError(BUSINESS_CODES.orderNotFound, 'No such order.');
    let coins = 0;
    if (decision === 'refund') {
      coins = (await refundOrder(this.db, this.ledger, order.orderNo, this.now)).order.refundedCoins;
    } else if (decision === 'credit') {
      if (order.status === 'success')
        throw notRefundable(`Order ${order.orderNo} was credited when it was paid.`);
      await this.ledger.purchase({ userId: order.userId, coins: order.coins, orderNo: order.orderNo });
      coins = order.coins;
    }
    const [updated] = await this.db
      .update(payRefundReports)
      .set({ status, coins, note: note ?? null, decidedAt: new Date(this.now()) })
      .where(and(eq(payRefundReports.id, reportId), eq(payRefundReports.status, 'processing')))
      .returning();
    return reportView(updated ?? report);
  }
}
