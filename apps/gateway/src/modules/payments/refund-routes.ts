import { createRefundReport, getRefundCaptcha, listRefundReports } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { UPLOAD_BODY_LIMIT } from '../media/index.ts';
import type { RefundReports } from './refund-reports.ts';

/** payRefund and refundBack (docs/payments.md "Refund reports"): the captcha, filing a report, the user's reports. */
export function refundReportRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  reports: RefundReports,
): void {
  route(app, services, getRefundCaptcha, ({ session }) => reports.captcha(session.userId));
  // The proof image travels in base64 like an album photo, so the body may be as large as an upload's.
  route(
    app,
    services,
    createRefundReport,
    async ({ session, params }) => ({
      report: await reports.file(session.userId, params),
    }),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  route(app, services, listRefundReports, async ({ session }) => ({
    reports: await reports.list(session.userId),
  }));
}
