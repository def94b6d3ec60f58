// The browser security headers on every kind of answer: the app's page, its assets, protocol answers, errors.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.ts';

let webDist: string;
let gateway: TestGateway;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'aura-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Aura</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  gateway = await startTestGateway({ WEB_DIST: webDist, RATE_LIMIT_IP_PER_MINUTE: '5' });
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The CSP as a map of directive to sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  it.each(['/', '/wall', '/assets/app-abc123.js'])(
    'the app (%s): a strict CSP, no framing, nosniff',
    async (url) => {
      const response = await gateway.app.inject({ url, remoteAddress: '203.0.113.1' });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject(EVERYWHERE);
      const csp = policy(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(response.headers['cache-control']).not.toBe('no-store');
    },
  );

  it('protocol answers: never stored, a CSP that allows nothing', async () => {
    const response = await gateway.app.inject({
      url: '/facade/api/dict/exempt/onlinestatus?appId=a&version=1&platformType=4&languageId=1&deviceId=hdr-1&noCrypt=true',
      remoteAddress: '203.0.113.2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      ...EVERYWHERE,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it.each([
    ['an unknown endpoint', { url: '/api/nothing' }, 404],
    [
      'an unreadable body',
      {
        url: '/api/call/hangup',
        method: 'POST' as const,
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
  ])('errors too: %s', async (_what, request, status) => {
    const response = await gateway.app.inject({ ...request, remoteAddress: '203.0.113.3' });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({ ...EVERYWHERE, 'cache-control': 'no-store' });
  });

  it('and a rate-limited answer', async () => {
    let response;
    for (let i = 0; i < 7; i += 1)
      response = await gateway.app.inject({ url: '/healthz', remoteAddress: '203.0.113.4' });
    expect(response!.statusCode).toBe(429);
    expect(response!.headers).toMatchObject(EVERYWHERE);
  });
});

describe('with Agora', () => {
  it("lets the app reach Agora's servers, and nothing else more", async () => {
    const agora = await startTestGateway({
      WEB_DIST: webDist,
      AGORA_APP_ID: '0'.repeat(32),
      AGORA_APP_CERTIFICATE: '1'.repeat(32),
    });
    const csp = policy((await agora.app.inject('/')).headers['content-security-policy']);
    expect(csp.get('connect-src')).toContain('wss://*.agora.io');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    await agora.close();
  });
});
