import { REFUND_REPORT_STATES, type RefundReportState } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { UsageError, type AdminContext, type Command } from '../../module.ts';
import { LedgerService } from '../ledger/index.ts';
import { FsStorage, S3Storage } from '../media/index.ts';
import { RefundReports, reportView, type RefundDecision } from './refund-reports.ts';
import { refundCaptchas } from './schema.ts';

const DECISIONS: readonly RefundDecision[] = ['refund', 'credit', 'reject'];

async function reportsOf(context: AdminContext): Promise<RefundReports> {
  const { db } = await context.database();
  const { config } = context;
  const storage = config.s3 ? new S3Storage(config.s3) : new FsStorage(config.storageDir);
  return new RefundReports(db, new LedgerService(db), storage, Date.now);
}

/** The operator's side of users' refund reports (docs/payments.md "Refund reports", docs/admin.md). */
export const refundCommands: Record<string, Command> = {
  'pay refund-reports': {
    summary: 'Lists refund reports in one state (processing: the ones waiting for a decision), oldest first.',
    options: { status: { description: `One of ${REFUND_REPORT_STATES.join(', ')}.`, default: 'processing' } },
    async run({ status = 'processing' }, context) {
      if (!REFUND_REPORT_STATES.includes(status as RefundReportState))
        throw new UsageError(
          `--status must be one of ${REFUND_REPORT_STATES.join(', ')}`,
          'pay refund-reports',
        );
      const rows = await (await reportsOf(context)).queue(status as RefundReportState);
      return rows.map((row) => ({ ...reportView(row), userId: String(row.userId), proofKey: row.proofKey }));
    },
  },

  'pay refund-decide': {
    summary:
      "Decides a refund report: refund (the paid order's coins go back, never below a zero balance), credit (an unpaid order's coins are given, once) or reject.",
    options: {
      report: { description: 'The report id.', required: true },
      decision: { description: DECISIONS.join(', '), required: true },
      note: { description: "The operator's note, kept with the decision." },
    },
    async run({ report = '', decision = '', note }, context) {
      const name = 'pay refund-decide';
      if (!/^[1-9]\d{0,15}$/.test(report)) throw new UsageError('--report must be a report id', name);
      if (!DECISIONS.includes(decision as RefundDecision))
        throw new UsageError(`--decision must be one of ${DECISIONS.join(', ')}`, name);
      return (await reportsOf(context)).decide(Number(report), decision as RefundDecision, note);
    },
  },

  'pay captcha': {
    summary:
      "Prints a refund report's captcha answer, for support reading it to a user who cannot see the picture.",
    options: { id: { description: 'The captcha id the user sees under the picture.', required: true } },
    async run({ id = '' }, context) {
      const { db } = await context.database();
      const [row] = await db.select().from(refundCaptchas).where(eq(refundCaptchas.id, id));
      if (!row) throw new UsageError(`No captcha ${id} (answered or never issued).`, 'pay captcha');
      return { answer: row.answer, expiresAt: row.expiresAt.getTime() };
    },
  },
};
