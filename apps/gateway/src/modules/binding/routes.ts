import { postBindSendCode, postBindVerify } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { route } from '../../protocol/route.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { RewardService } from '../rewards/index.ts';
import { BindingService } from './service.ts';

/** Binding an e-mail address or phone number to the signed-in account: send a code, then verify it. */
export function bindingRoutes(app: FastifyInstance, services: AuthModuleServices, config: Config): void {
  const binding = new BindingService(
    services.database.db,
    services.auth,
    new RewardService(services.database.db, services.auth.ledger),
    config.accounts.bindRewardCoins,
    services.protocol.now,
  );
  route(app, services.protocol, postBindSendCode, ({ session, params, envelope, request }) =>
    binding.sendCode(session.userId, params, { deviceId: envelope.deviceId, ip: request.ip }),
  );
  route(app, services.protocol, postBindVerify, ({ session, params }) =>
    binding.verify(session.userId, params),
  );
}
