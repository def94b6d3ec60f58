import type { OutboxMessage } from '../../providers/outbox.ts';

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

/** The sandbox outbox as a page: the newest messages first, links clickable, refreshed every 5 seconds. */
export function outboxPage(messages: OutboxMessage[], recipient: string | undefined): string {
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
