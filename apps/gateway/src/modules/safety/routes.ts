import { postReport } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { SafetyService } from './service.ts';

export function safetyRoutes(app: FastifyInstance, services: ProtocolServices, safety: SafetyService): void {
  route(app, services, postReport, ({ session, params }) =>
    safety.report(session.userId, {
      subject: params.subject,
      id: Number(params.id),
      reason: params.reason,
      ...(params.comment === undefined ? {} : { comment: params.comment }),
      block: params.block ?? false,
    }),
  );
}
