import { postComplementInfo } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../protocol/route.ts';
import { ProfileService } from './service.ts';
import { SensitiveWords } from './sensitive-words.ts';
import type { AuthModuleServices } from '../accounts/index.ts';

/** Profile completion after sign-up (complementInfo). The sensitive-word list is read here, once, at start. */
export function profileRoutes(app: FastifyInstance, services: AuthModuleServices): void {
  const profiles = new ProfileService(services.database.db, SensitiveWords.load(), services.protocol.now);
  route(app, services.protocol, postComplementInfo, ({ session, params }) =>
    profiles.complete(session.userId, params),
  );
}
