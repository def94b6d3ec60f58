// SmtpMailer against a real SMTP server on loopback (smtp-server): what arrives is what was sent, with its
// credentials; refusals surface as errors; and MAIL_TRANSPORT=smtp sends the gateway's sign-up mail through it.
import type { AddressInfo } from 'node:net';
import { postEmailRegister } from '@aura/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../../test/gateway.ts';
import { IndependentClient } from '../../test/independent-client.ts';
import { SmtpMailer } from './smtp-mailer.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const USER = 'mailer';
const PASS = 'p@ss word';
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@nowhere.test')) return callback(new Error('No such mailbox'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const smtpUrl = (pass = PASS) =>
  `smtp://${encodeURIComponent(USER)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`;

/** The headers and the decoded text parts of a MIME message (enough for what nodemailer writes). */
function readMime(raw: string): { headers: string; parts: Record<string, string> } {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\s]+)"?/i.exec(unfolded)?.[1];
  const parts: Record<string, string> = {};
  if (!boundary) return { headers: unfolded, parts };
  for (const section of rest.join('\n\n').split(`--${boundary}`)) {
    const [partHeaders = '', ...body] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const type = /content-type:\s*([\w/]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
    const content = body.join('\n\n');
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(content, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              content
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8')
          : content;
  }
  return { headers: unfolded, parts };
}

describe('SmtpMailer', () => {
  it('delivers subject, plain text and HTML from the configured sender, authenticated', async () => {
    const mailer = new SmtpMailer({ smtpUrl: smtpUrl(), from: 'Aura <no-reply@aura.test>' });
    await mailer.verify();
    const link = 'https://aura.test/login?verifyEmail=abc_DEF-123';
    await mailer.send({
      to: 'ayla@example.test',
      subject: 'Confirm your e-mail address — Aura',
      text: `Open this link:\n\n${link}\n`,
      html: `<p>Open this link: <a href="${link}">${link}</a></p>`,
    });
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'no-reply@aura.test', to: ['ayla@example.test'], user: USER });
    const { headers, parts } = readMime(mail.raw);
    expect(headers).toMatch(/^From: Aura <no-reply@aura\.test>$/m);
    expect(headers).toMatch(/^To: ayla@example\.test$/m);
    // A non-ASCII subject travels encoded (RFC 2047); its words are still there.
    expect(headers).toMatch(/^Subject: .*(Confirm|=\?UTF-8\?)/m);
    expect(headers).toMatch(/multipart\/alternative/i);
    expect(parts['text/plain']).toContain(link);
    expect(parts['text/html']).toContain(`<a href="${link}">`);
  });

  it('fails when the server refuses the recipient or the credentials', async () => {
    const mail = { to: 'ghost@nowhere.test', subject: 's', text: 't', html: '<p>t</p>' };
    const count = received.length;
    await expect(new SmtpMailer({ smtpUrl: smtpUrl(), from: 'a@aura.test' }).send(mail)).rejects.toThrow();
    await expect(
      new SmtpMailer({ smtpUrl: smtpUrl('wrong'), from: 'a@aura.test' }).send({
        ...mail,
        to: 'x@example.test',
      }),
    ).rejects.toThrow();
    expect(received.length).toBe(count);
  });

  it('carries the gateway mail with MAIL_TRANSPORT=smtp', async () => {
    const gateway = await startTestGateway({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtpUrl(),
      MAIL_FROM: 'Aura <hello@aura.test>',
      PUBLIC_URL: 'https://aura.test',
    });
    try {
      await gateway.listen();
      const client = new IndependentClient(gateway.url, { deviceId: 'smtp-test-device-1' });
      await client.handshake();
      const answer = await client.post(
        postEmailRegister.path,
        { email: 'Mira@Example.test' },
        { signed: false },
      );
      expect(answer.body.code).toBe(200);
      const mail = received.at(-1)!;
      expect(mail).toMatchObject({ from: 'hello@aura.test', to: ['mira@example.test'] });
      const { headers, parts } = readMime(mail.raw);
      expect(headers).toMatch(/^Subject: Confirm your e-mail address for Aura$/m);
      expect(parts['text/plain']).toMatch(/https:\/\/aura\.test\/login\?verifyEmail=[\w-]{43}/);
      expect(parts['text/html']).toMatch(/<a href="https:\/\/aura\.test\/login\?verifyEmail=[\w-]{43}"/);
      const outbox = await fetch(`${gateway.url}/dev/outbox.json`).then((response) => response.json());
      expect(outbox).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
