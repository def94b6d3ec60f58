import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebPushSender, retryAfterMs } from './sender.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-26T20:00:00Z');
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('90', now)).toBe(90_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 20:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 19:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});

describe('WebPushSender against a push service that is busy', () => {
  let server: Server;
  let endpoint: string;
  const answers: { status: number; headers?: Record<string, string> }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const answer = answers.shift() ?? { status: 201 };
        response.writeHead(answer.status, answer.headers).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands back the status and the service's Retry-After", async () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const target = {
      endpoint,
      keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    const sender = new WebPushSender(webpush.generateVAPIDKeys(), 'mailto:push@aura.invalid');
    const options = { ttl: 60, urgency: 'high' as const };
    answers.push({ status: 429, headers: { 'Retry-After': '7' } }, { status: 503 });
    expect(await sender.send(target, '{}', options)).toEqual({ status: 429, retryAfterMs: 7000 });
    expect(await sender.send(target, '{}', options)).toEqual({ status: 503 });
    expect(await sender.send(target, '{}', options)).toEqual({ status: 201 });
  });
});
