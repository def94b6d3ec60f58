import { createHmac } from 'node:crypto';
import {
  LANGUAGE_IDS,
  PLATFORM_TYPE,
  PROTOCOL,
  canonicalUrl,
  requestEnvelopeQuerySchema,
  signingText,
  type RequestEnvelope,
} from '@aura/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSessionKey, open } from './cipher.ts';
import { buildRequest, type Signer } from './request.ts';

const { crypto } = globalThis;

const envelope: fc.Arbitrary<RequestEnvelope> = fc.record(
  {
    appId: fc.string({ minLength: 1, maxLength: 64, unit: 'binary' }),
    version: fc.string({ minLength: 1, maxLength: 32, unit: 'grapheme' }),
    platformType: fc.constant(PLATFORM_TYPE),
    languageId: fc.constantFrom(...Object.values(LANGUAGE_IDS)),
    deviceId: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    userId: fc.oneof(fc.stringMatching(/^\d{1,19}$/), fc.constant('')),
    noCrypt: fc.boolean(),
  },
  { requiredKeys: ['appId', 'version', 'platformType', 'languageId', 'deviceId'] },
);

/** Parameters whose names cannot collide with envelope or signature fields. */
const params = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).map((name) => `p_${name}`),
  fc.oneof(fc.string({ unit: 'binary' }), fc.integer(), fc.boolean()),
  { maxKeys: 4 },
);

function signerOf(token: string, fields: { deviceId: string; userId: string }): Signer {
  const timestamp = 1_700_000_000_000;
  const nonce = 'AbCd1234';
  return {
    timestamp,
    nonce,
    sign: async (canonical) =>
      createHmac('sha256', token)
        .update(signingText({ canonicalUrl: canonical, nonce, timestamp, ...fields }))
        .digest('hex')
        .toUpperCase(),
  };
}

describe('a GET request', () => {
  it('carries any envelope through query encoding unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(envelope, params, async (sent, extra) => {
        const request = await buildRequest({
          method: 'GET',
          path: '/x/y',
          params: extra,
          envelope: sent,
          crypto,
        });
        const query = Object.fromEntries(new URLSearchParams(request.url.split('?')[1]));
        const received = requestEnvelopeQuerySchema.parse(query);
        expect(received).toEqual(sent);
        for (const [name, value] of Object.entries(extra)) expect(query[name]).toBe(String(value));
      }),
    );
  });

  it('is signed over the canonical URL the gateway rebuilds from what it receives', async () => {
    await fc.assert(
      fc.asyncProperty(envelope, params, fc.string({ minLength: 1 }), async (sent, extra, token) => {
        const fields = { deviceId: sent.deviceId, userId: sent.userId ?? '' };
        const request = await buildRequest({
          method: 'GET',
          path: '/facade/api/x',
          params: extra,
          envelope: sent,
          signer: signerOf(token, fields),
          crypto,
        });
        const received = Object.fromEntries(new URLSearchParams(request.url.split('?')[1]));
        const canonical = canonicalUrl('/facade/api/x', received);
        const expected = createHmac('sha256', token)
          .update(
            signingText({
              canonicalUrl: canonical,
              nonce: received.nonce!,
              timestamp: received.timestamp!,
              ...fields,
            }),
          )
          .digest('hex')
          .toUpperCase();
        expect(received.sign).toBe(expected);
      }),
    );
  });

  it('sends the wrapped key in its header', async () => {
    const sessionKey = await createSessionKey(crypto);
    const request = await buildRequest({
      method: 'GET',
      path: '/a',
      params: {},
      envelope: {
        appId: 'a',
        version: '1',
        platformType: PLATFORM_TYPE,
        languageId: 1,
        deviceId: 'device-01',
      },
      key: { kid: 'abc', wrapped: 'V1JBUA==', sessionKey },
      crypto,
    });
    expect(request.headers).toEqual({ [PROTOCOL.keyHeader]: 'abc:V1JBUA==' });
    expect(request.body).toBeUndefined();
  });

  it('fills path parameters from the input', async () => {
    const request = await buildRequest({
      method: 'GET',
      path: '/kyc/:userId/page',
      params: { userId: '12 3', other: 'x' },
      envelope: {
        appId: 'a',
        version: '1',
        platformType: PLATFORM_TYPE,
        languageId: 1,
        deviceId: 'device-01',
      },
      crypto,
    });
    expect(request.url.split('?')[0]).toBe('/kyc/12%203/page');
    expect(request.url).toContain('other=x');
    expect(request.url).not.toContain('userId=');
    expect(request.aad).toBe('GET /kyc/12%203/page');
  });
});

describe('a POST request', () => {
  it('seals envelope, signature and parameters together, bound to its method and path', async () => {
    const sessionKey = await createSessionKey(crypto);
    await fc.assert(
      fc.asyncProperty(envelope, params, async (sent, extra) => {
        const fields = { deviceId: sent.deviceId, userId: sent.userId ?? '' };
        const request = await buildRequest({
          method: 'POST',
          path: '/p',
          params: extra,
          envelope: sent,
          signer: signerOf('token', fields),
          key: { kid: 'abc', wrapped: 'V1JBUA==', sessionKey },
          crypto,
        });
        const body = request.body as { key: string; kid: string; data: string };
        expect(body.key).toBe('V1JBUA==');
        expect(body.kid).toBe('abc');
        const opened = JSON.parse(await open(crypto, sessionKey.key, body.data, 'POST /p'));
        expect(opened).toEqual({
          ...extra,
          ...sent,
          timestamp: 1_700_000_000_000,
          nonce: 'AbCd1234',
          sign: expect.any(String),
        });
        const expected = createHmac('sha256', 'token')
          .update(
            signingText({ canonicalUrl: '/p', nonce: 'AbCd1234', timestamp: 1_700_000_000_000, ...fields }),
          )
          .digest('hex')
          .toUpperCase();
        expect(opened.sign).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });
});
