import {
  getChats,
  getMessages,
  getOnlineReminders,
  getUnread,
  postImageMessage,
  postMessage,
  postMessagesDelivered,
  postMessagesRead,
  postOnlineReminder,
  postTranslate,
  postTyping,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { UPLOAD_BODY_LIMIT } from '../media/index.ts';
import type { ImService } from './service.ts';

export function imRoutes(app: FastifyInstance, services: ProtocolServices, im: ImService): void {
  route(app, services, getChats, ({ session }) => im.chats(session.userId));
  route(app, services, getMessages, ({ session, params }) =>
    im.messages(session.userId, Number(params.friendId), {
      ...(params.afterSeq === undefined ? {} : { afterSeq: params.afterSeq }),
      ...(params.beforeSeq === undefined ? {} : { beforeSeq: params.beforeSeq }),
      limit: params.limit,
    }),
  );
  route(app, services, postMessage, ({ session, params }) =>
    im.send(session.userId, Number(params.friendId), params.clientId, params.text),
  );
  route(
    app,
    services,
    postImageMessage,
    ({ session, params }) =>
      im.sendImage(session.userId, Number(params.friendId), params.clientId, params.image),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  route(app, services, postMessagesRead, ({ session, params }) =>
    im.read(session.userId, Number(params.friendId), params.seq),
  );
  route(app, services, postMessagesDelivered, ({ session, params }) =>
    im.delivered(session.userId, Number(params.friendId), params.seq),
  );
  route(app, services, postTyping, ({ session, params }) =>
    im.typing(session.userId, Number(params.friendId), params.typing),
  );
  route(app, services, postTranslate, ({ session, params }) =>
    im.translate(session.userId, Number(params.friendId), params.seq, params.to),
  );
  route(app, services, getOnlineReminders, ({ session }) => im.reminders(session.userId));
  route(app, services, postOnlineReminder, ({ session, params }) =>
    im.remind(session.userId, Number(params.friendId)),
  );
  route(app, services, getUnread, async ({ session }) => ({ unread: await im.unread(session.userId) }));
}
