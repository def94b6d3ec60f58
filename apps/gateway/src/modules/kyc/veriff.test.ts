// The production adapter (Veriff's API) against a local service speaking it: the sandbox's routes on a real
// port, over real HTTP. Its failures too: a wrong key, nobody listening, a forged or unreadable webhook.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KycProviderError, KycWebhookRefused } from './provider.ts';
import { sandboxKycRoutes } from './sandbox/routes.ts';
import { SandboxKyc } from './sandbox/service.ts';
import { VeriffProvider, veriffSignature } from './veriff.ts';

const keys = { apiKey: 'key-123', sharedSecret: 'secret-456' };
let app: FastifyInstance;
let baseUrl: string;
const delivered: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  app = Fastify();
  const sandbox = new SandboxKyc({ ...keys, publicUrl: 'https://kyc.example', now: Date.now });
  sandbox.connect(async (request) => {
    delivered.push(request);
    return 200;
  });
  await sandboxKycRoutes(app, sandbox);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/kyc-sandbox`;
});
afterAll(() => app.close());

describe('VeriffProvider', () => {
  it('creates a session over HTTP and reads the signed decision', async () => {
    const provider = new VeriffProvider({ baseUrl, ...keys });
    const session = await provider.createSession({ reference: '100042', returnUrl: 'https://app.example/x' });
    expect(session.url).toBe(`https://kyc.example/kyc-sandbox/v/${session.sessionId}`);

    const form = new FormData();
    form.set('documentType', 'ID_CARD');
    form.set('dateOfBirth', '1990-02-03');
    form.set('photo', new Blob([Buffer.from('/9j/4AAQSkZJRg==', 'base64')]), 'id.jpg');
    // A JPEG header alone is no readable image: the page says so and nothing is decided.
    const bad = await fetch(`${baseUrl}/v/${session.sessionId}`, { method: 'POST', body: form });
    expect(bad.status).toBe(422);
    expect(delivered).toHaveLength(0);

    const sharp = (await import('sharp')).default;
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();
    form.set('photo', new Blob([photo]), 'id.png');
    const done = await fetch(`${baseUrl}/v/${session.sessionId}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(done.headers.get('location')).toBe('https://app.example/x');
    const [webhook] = delivered;
    expect(provider.verifyWebhook(webhook!.body, webhook!.headers)).toEqual({
      sessionId: session.sessionId,
      reference: '100042',
      outcome: 'approved',
      dateOfBirth: '1990-02-03',
    });
  });

  it('fails plainly when the provider refuses or cannot be reached', async () => {
    const wrongKey = new VeriffProvider({ baseUrl, apiKey: 'other', sharedSecret: keys.sharedSecret });
    await expect(wrongKey.createSession({ reference: '1', returnUrl: 'https://a.example' })).rejects.toThrow(
      KycProviderError,
    );
    const wrongSecret = new VeriffProvider({ baseUrl, apiKey: keys.apiKey, sharedSecret: 'other' });
    await expect(
      wrongSecret.createSession({ reference: '1', returnUrl: 'https://a.example' }),
    ).rejects.toThrow('the provider answered 401');
    const nobody = new VeriffProvider({ baseUrl: 'http://127.0.0.1:9', ...keys });
    await expect(nobody.createSession({ reference: '1', returnUrl: 'https://a.example' })).rejects.toThrow(
      KycProviderError,
    );
  });

  it('refuses a webhook with a wrong signature, or one that is not a decision', () => {
    const provider = new VeriffProvider({ baseUrl, ...keys });
    const body = JSON.stringify({ verification: { id: 's', status: 'approved', vendorData: '1' } });
    expect(() => provider.verifyWebhook(body, { 'x-hmac-signature': '00' })).toThrow(KycWebhookRefused);
    expect(() =>
      provider.verifyWebhook(body, { 'x-hmac-signature': veriffSignature('other', body) }),
    ).toThrow('signature does not match');
    const odd = JSON.stringify({ verification: { id: 's', status: 'submitted', vendorData: '1' } });
    expect(() =>
      provider.verifyWebhook(odd, { 'x-hmac-signature': veriffSignature(keys.sharedSecret, odd) }),
    ).toThrow('not a decision');
    const declined = JSON.stringify({
      verification: { id: 's', status: 'resubmission_requested', vendorData: '1', reason: 'Blurry photo.' },
    });
    expect(
      provider.verifyWebhook(declined, { 'x-hmac-signature': veriffSignature(keys.sharedSecret, declined) }),
    ).toEqual({ sessionId: 's', reference: '1', outcome: 'resubmission', reason: 'Blurry photo.' });
  });
});
