// TwilioTextSender against a local server that checks each request as Twilio's Messages API would.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TwilioError, TwilioTextSender } from './twilio-text-sender.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'auth-token-for-tests';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** What the fake answers next, and what it was sent. */
let answer: { status: number; body: string } = { status: 201, body: '' };
let received: Received[] = [];
let server: Server;
let baseUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Answers as Twilio does: 401 without the account's credentials, 404 elsewhere, 400 without To, From or Body. */
async function twilio(request: IncomingMessage): Promise<{ status: number; body: string }> {
  const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
  received.push({
    method: request.method ?? '',
    path: request.url ?? '',
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    form,
  });
  const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  if (request.headers.authorization !== expected) {
    return { status: 401, body: JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }) };
  }
  if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
    return { status: 404, body: JSON.stringify({ code: 20404, message: 'Not found', status: 404 }) };
  }
  for (const field of ['To', 'From', 'Body']) {
    if (!form[field]) {
      const message = `A '${field}' parameter is required.`;
      return { status: 400, body: JSON.stringify({ code: 21604, message, status: 400 }) };
    }
  }
  if (answer.status !== 201) return answer;
  return {
    status: 201,
    body: JSON.stringify({ sid: `SM${received.length.toString().padStart(32, '0')}`, status: 'queued' }),
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void twilio(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answer = { status: 201, body: '' };
  received = [];
});

const sender = (options: Partial<ConstructorParameters<typeof TwilioTextSender>[0]> = {}) =>
  new TwilioTextSender({
    accountSid: SID,
    authToken: TOKEN,
    smsFrom: '+15005550006',
    whatsappFrom: '+14155238886',
    apiBaseUrl: baseUrl,
    ...options,
  });

describe('TwilioTextSender', () => {
  it('sends an SMS as a form with basic auth, and answers the message SID', async () => {
    const sid = await sender().create({
      to: '+31612345678',
      channel: 'sms',
      body: 'Your Aura code is 123456.',
    });
    expect(sid).toMatch(/^SM\d{32}$/);
    expect(received).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+31612345678', From: '+15005550006', Body: 'Your Aura code is 123456.' },
      },
    ]);
  });

  it('sends WhatsApp with whatsapp: on both numbers, added once', async () => {
    await sender().send({ to: '+905321234567', channel: 'whatsapp', body: 'code' });
    await sender({ whatsappFrom: 'whatsapp:+14155238886' }).send({
      to: '+905321234567',
      channel: 'whatsapp',
      body: 'x',
    });
    expect(received.map(({ form }) => [form.To, form.From])).toEqual([
      ['whatsapp:+905321234567', 'whatsapp:+14155238886'],
      ['whatsapp:+905321234567', 'whatsapp:+14155238886'],
    ]);
  });

  it("throws Twilio's own message when it refuses (4xx)", async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        code: 21211,
        message: "The 'To' number +3100 is not a valid phone number.",
        status: 400,
      }),
    };
    const sending = sender().send({ to: '+3100', channel: 'sms', body: 'code' });
    await expect(sending).rejects.toThrow(
      /HTTP 400, error 21211\): The 'To' number \+3100 is not a valid phone number\./,
    );
    await expect(sending).rejects.toBeInstanceOf(TwilioError);
  });

  it('throws on wrong credentials', async () => {
    const sending = sender({ authToken: 'wrong' }).send({ to: '+31612345678', channel: 'sms', body: 'code' });
    await expect(sending).rejects.toMatchObject({ httpStatus: 401, twilioCode: 20003 });
  });

  it('throws on a server error without a JSON body', async () => {
    answer = { status: 503, body: 'upstream unavailable' };
    await expect(sender().send({ to: '+31612345678', channel: 'sms', body: 'code' })).rejects.toThrow(
      /HTTP 503\): upstream unavailable/,
    );
  });

  it('throws when Twilio cannot be reached', async () => {
    const unreachable = sender({ apiBaseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.send({ to: '+31612345678', channel: 'sms', body: 'code' })).rejects.toThrow(
      /could not be reached/,
    );
  });

  it('refuses WhatsApp without a WhatsApp sender, before any request', async () => {
    const smsOnly = sender({ whatsappFrom: undefined });
    await expect(smsOnly.send({ to: '+31612345678', channel: 'whatsapp', body: 'code' })).rejects.toThrow(
      /TWILIO_WHATSAPP_FROM/,
    );
    expect(received).toEqual([]);
  });
});
