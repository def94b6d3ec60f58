import { postBindSendCode, postBindVerify } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { BindingService } from './service.ts';

/** Binding an e-mail address or phone number to the signed-in account: send a code, then verify it. */
export function bindingRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  binding: BindingService,
): void {
  route(app, protocol, postBindSendCode, ({ session, params, envelope, request }) =>
    binding.sendCode(session.userId, params, { deviceId: envelope.deviceId, ip: request.ip }),
  );
  route(app, protocol, postBindVerify, ({ session, params }) => binding.verify(session.userId, params));
}
