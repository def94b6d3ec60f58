import { PROTOCOL_ERRORS } from '@aura/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/database.ts';
import { fromThisMachine } from '../../http/addresses.ts';
import { listOutbox } from '../../providers/outbox.ts';
import { outboxPage } from './outbox-page.ts';

const onlyThisMachine: onRequestHookHandler = (request, reply, done) => {
  if (fromThisMachine(request)) return done();
  void reply.code(404).send({
    code: PROTOCOL_ERRORS.notFound,
    message: 'The sandbox outbox is shown only on the machine the gateway runs on.',
    data: null,
  });
};

/**
 * /dev/outbox: what the sandbox providers sent, as a page and as JSON (tests). Outside production only, and only
 * to this machine whatever HOST the gateway listens on: it shows every sign-in code.
 */
export async function devRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { onRequest: onlyThisMachine },
    async (request, reply) => {
      const recipient = request.query.to || undefined;
      const messages = await listOutbox(db, { ...(recipient ? { recipient } : {}), limit: 100 });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(outboxPage(messages, recipient));
    },
  );
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox.json',
    { onRequest: onlyThisMachine },
    async (request) => {
      const recipient = request.query.to || undefined;
      return listOutbox(db, { ...(recipient ? { recipient } : {}), limit: 100 });
    },
  );
}
