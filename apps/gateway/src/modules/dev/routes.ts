import { PROTOCOL_ERRORS } from '@aura/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/database.ts';
import { fromThisMachine } from '../../http/addresses.ts';
import { listOutbox, type OutboxMessage } from '../../providers/outbox.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Links in plain text become clickable (verification and reset links). */
const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function card(message: OutboxMessage): string {
  return `<article class="message" data-channel="${message.channel}" data-recipient="${escape(message.recipient)}">
  <header><span class="channel">${message.channel}</span> to <strong>${escape(message.recipient)}</strong>
  <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></header>
  ${message.subject ? `<h2>${escape(message.subject)}</h2>` : ''}
  <pre>${linkify(message.body)}</pre>
</article>`;
}

function page(messages: OutboxMessage[], recipient: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Sandbox outbox · Aura</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1b1726; }
  h1 { font-size: 1.4rem; } .note { color: #5b5670; }
  .message { border: 1px solid #dcd8e6; border-radius: 10px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
  .message h2 { font-size: 1rem; margin: 0.5rem 0; } .channel { text-transform: uppercase; font-weight: 700; }
  time { float: right; color: #5b5670; } pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
  a { color: #6d28d9; }
</style>
</head>
<body>
<main>
<h1>Sandbox outbox</h1>
<p class="note">Mail, SMS and WhatsApp messages the sandbox providers would have sent${recipient ? ` to ${escape(recipient)}` : ''}, newest first. This page exists only outside production and refreshes every 5 seconds.</p>
${messages.length ? messages.map(card).join('\n') : '<p>Nothing sent yet.</p>'}
</main>
</body>
</html>`;
}

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
        .send(page(messages, recipient));
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
