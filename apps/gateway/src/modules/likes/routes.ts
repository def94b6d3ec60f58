import { getCardDeck, getLikes, postCardPass, postLike } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { LikeService } from './service.ts';

export function likeRoutes(app: FastifyInstance, services: ProtocolServices, likes: LikeService): void {
  route(app, services, getCardDeck, ({ session }) => likes.deck(session.userId));
  route(app, services, postLike, ({ session, params }) =>
    likes.like(session.userId, Number(params.friendId)),
  );
  route(app, services, postCardPass, ({ session, params }) =>
    likes.pass(session.userId, Number(params.friendId)),
  );
  route(app, services, getLikes, ({ session }) => likes.likers(session.userId));
}
