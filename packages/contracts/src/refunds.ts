// The user's refund report (spec §2 payRefund and refundBack, §3 refund report, §4 its states, §5 its rules, §9 the
// refund promise): an order, an issue category, a description, an optional proof image and a captcha; an operator
// decides it (docs/payments.md "Refund reports").
import { z } from 'zod';

/** What went wrong with a top-up, as the user files it. */
export const REFUND_CATEGORIES = ['coinsNotReceived', 'chargedTwice', 'wrongAmount', 'other'] as const;
export type RefundCategory = (typeof REFUND_CATEGORIES)[number];

/**
 * Spec §4: processing until an operator decides; then refunded (the payment goes back, its coins are taken back),
 * coinsCredited (the order's coins are given: a top-up paid but never credited) or rejected.
 */
export const REFUND_REPORT_STATES = ['processing', 'refunded', 'coinsCredited', 'rejected'] as const;
export type RefundReportState = (typeof REFUND_REPORT_STATES)[number];

export const REFUND_RULES = {
  /** Spec §9: card orders are refunded within 14 days (one text says 72 hours; the longer promise is kept). */
  promiseDays: 14,
  descriptionMaxLength: 500,
  /** The captcha's characters, and how long one may be answered. */
  captchaLength: 5,
  captchaTtlMs: 5 * 60_000,
} as const;

export const refundReportSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  category: z.enum(REFUND_CATEGORIES),
  description: z.string(),
  status: z.enum(REFUND_REPORT_STATES),
  /** Whether a proof image came with it (kept for the operator, never served back). */
  hasProof: z.boolean(),
  createdAt: z.number().int(),
  /** The refund promise: an answer by then (spec §9). */
  answerBy: z.number().int(),
  decidedAt: z.number().int().nullable(),
  /** Coins taken back (refunded) or given (coinsCredited); 0 otherwise. */
  coins: z.number().int().nonnegative(),
});
export type RefundReport = z.infer<typeof refundReportSchema>;
