import { getUserInfo } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { UserService } from './service.ts';

export function userRoutes(app: FastifyInstance, services: ProtocolServices, users: UserService): void {
  route(app, services, getUserInfo, ({ session, params }) => users.info(session.userId, params.searchUserId));
}
