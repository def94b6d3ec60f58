import {
  getIsInitNotification,
  getIsInitWebapp,
  postInitNotificationGiveCoin,
  postInitWebappGiveCoin,
  postPushSubscribe,
  postPushUnsubscribe,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { PushService } from './service.ts';

/** Web push subscriptions and the one-time grants for notifications and the installed app (docs/push.md). */
export function pushRoutes(app: FastifyInstance, protocol: ProtocolServices, push: PushService): void {
  route(app, protocol, postPushSubscribe, ({ session, envelope, params }) =>
    push.subscribe(session.userId, envelope.deviceId, params),
  );
  route(app, protocol, postPushUnsubscribe, ({ session, params }) =>
    push.unsubscribe(session.userId, params.endpoint),
  );
  route(app, protocol, getIsInitNotification, ({ session, envelope }) =>
    push.controller(session.userId, envelope.deviceId),
  );
  route(app, protocol, postInitNotificationGiveCoin, ({ session, envelope }) =>
    push.claimNotificationGrant(session.userId, envelope.deviceId),
  );
  route(app, protocol, getIsInitWebapp, ({ session, envelope }) =>
    push.webappGrant(session.userId, envelope.deviceId),
  );
  route(app, protocol, postInitWebappGiveCoin, ({ session, envelope }) =>
    push.claimWebappGrant(session.userId, envelope.deviceId),
  );
}
