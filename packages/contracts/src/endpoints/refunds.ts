import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { REFUND_CATEGORIES, REFUND_RULES, refundReportSchema } from '../refunds.ts';
import { orderNoSchema } from './payments.ts';
import { MAX_IMAGE_BASE64 } from './profile.ts';

/**
 * A captcha for the refund report (spec §3, §5): a picture the gateway draws itself, answered once within
 * `REFUND_RULES.captchaTtlMs`. Each call gives a new one.
 */
export const getRefundCaptcha = endpoint({
  method: 'POST',
  path: '/api/pay/refund/captcha',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    captchaId: z.string(),
    /** A PNG as a data URL. */
    image: z.string(),
    expiresAt: z.number().int(),
  }),
});

/**
 * Reports a top-up issue (spec §2 payRefund): order, category, description and captcha are required (spec §5); the
 * proof image is judged by its content like an album photo and re-encoded. `captchaIncorrect` for a wrong or used
 * captcha, `orderNotFound`, `orderNotRefundable` (a subscription's period with a later one paid, spec §9) and
 * `refundReportExists` (one report per order).
 */
export const createRefundReport = endpoint({
  method: 'POST',
  path: '/api/pay/refund',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    orderNo: orderNoSchema,
    category: z.enum(REFUND_CATEGORIES),
    description: z.string().trim().min(1).max(REFUND_RULES.descriptionMaxLength),
    proofImage: z.base64({ error: 'must be base64' }).max(MAX_IMAGE_BASE64).optional(),
    captchaId: z.string().min(1).max(64),
    captcha: z.string().min(1).max(16),
  }),
  output: z.object({ report: refundReportSchema }),
});

/** The user's refund reports and their states, newest first (spec §2 refundBack). */
export const listRefundReports = endpoint({
  method: 'GET',
  path: '/api/pay/refunds',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ reports: z.array(refundReportSchema) }),
});
