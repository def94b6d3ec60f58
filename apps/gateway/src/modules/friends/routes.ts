import {
  getFriends,
  postBlock,
  postFriendAccept,
  postFriendDecline,
  postFriendRemove,
  postFriendRequest,
  postUnblock,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { FriendRequestService } from './requests.ts';

export function friendRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  requests: FriendRequestService,
): void {
  route(app, services, getFriends, ({ session }) => requests.list(session.userId));
  route(app, services, postFriendRequest, ({ session, params }) =>
    requests.request(session.userId, Number(params.friendId)),
  );
  route(app, services, postFriendAccept, ({ session, params }) =>
    requests.accept(session.userId, Number(params.requestId)),
  );
  route(app, services, postFriendDecline, ({ session, params }) =>
    requests.decline(session.userId, Number(params.requestId)),
  );
  route(app, services, postFriendRemove, ({ session, params }) =>
    requests.remove(session.userId, Number(params.friendId)),
  );
  route(app, services, postBlock, ({ session, params }) =>
    requests.block(session.userId, Number(params.friendId)),
  );
  route(app, services, postUnblock, ({ session, params }) =>
    requests.unblock(session.userId, Number(params.friendId)),
  );
}
