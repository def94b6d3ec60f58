import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from './languages.ts';
import {
  envelopeToQuery,
  requestEnvelopeQuerySchema,
  requestEnvelopeSchema,
  signatureSchema,
  type RequestEnvelope,
} from './envelope.ts';
import { PLATFORM_TYPE } from './limits.ts';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'.split('');

const envelopeArbitrary: fc.Arbitrary<RequestEnvelope> = fc.record(
  {
    appId: fc.string({ minLength: 1, maxLength: 64 }),
    version: fc.string({ minLength: 1, maxLength: 32 }),
    platformType: fc.constant(PLATFORM_TYPE),
    languageId: fc.constantFrom(...Object.values(LANGUAGE_IDS)),
    deviceId: fc.string({ unit: fc.constantFrom(...alphabet), minLength: 8, maxLength: 64 }),
    userId: fc.oneof(fc.constant(''), fc.bigInt({ min: 1n, max: 9_007_199_254_740_991n }).map(String)),
    noCrypt: fc.boolean(),
  },
  { requiredKeys: ['appId', 'version', 'platformType', 'languageId', 'deviceId'] },
);

const validEnvelope: RequestEnvelope = {
  appId: 'aura-web',
  version: '1.0.0',
  platformType: PLATFORM_TYPE,
  languageId: LANGUAGE_IDS.en,
  deviceId: 'd3v1c3-1d_abc',
};

describe('request envelope', () => {
  it('survives the trip through a query string unchanged (GET and DELETE)', () => {
    fc.assert(
      fc.property(envelopeArbitrary, (envelope) => {
        const query = envelopeToQuery(envelope);
        for (const value of Object.values(query)) expect(typeof value).toBe('string');
        expect(requestEnvelopeQuerySchema.parse(query)).toEqual(envelope);
      }),
    );
  });

  it('validates a JSON body envelope (POST, PUT, PATCH)', () => {
    fc.assert(
      fc.property(envelopeArbitrary, (envelope) => {
        expect(requestEnvelopeSchema.parse(envelope)).toEqual(envelope);
      }),
    );
  });

  it('names the field that is wrong', () => {
    const cases: [Partial<Record<keyof RequestEnvelope, unknown>>, string][] = [
      [{ platformType: 3 }, 'platformType'],
      [{ languageId: 99 }, 'languageId'],
      [{ deviceId: 'short' }, 'deviceId'],
      [{ deviceId: 'has spaces in it' }, 'deviceId'],
      [{ userId: 'abc' }, 'userId'],
      [{ appId: '' }, 'appId'],
    ];
    for (const [change, field] of cases) {
      const result = requestEnvelopeSchema.safeParse({ ...validEnvelope, ...change });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
  });

  it('rejects query values that only look right', () => {
    const query = envelopeToQuery(validEnvelope);
    expect(requestEnvelopeQuerySchema.safeParse({ ...query, platformType: '4.5' }).success).toBe(false);
    expect(requestEnvelopeQuerySchema.safeParse({ ...query, languageId: 'en' }).success).toBe(false);
    expect(requestEnvelopeQuerySchema.safeParse({ ...query, noCrypt: 'yes' }).success).toBe(false);
  });
});

describe('signature fields', () => {
  it('accepts an uppercase hex HMAC-SHA256, a timestamp and an 8-character nonce', () => {
    const sign = 'A'.repeat(32) + '0123456789ABCDEF'.repeat(2);
    expect(signatureSchema.parse({ sign, timestamp: '1700000000000', nonce: 'aB3dE6gH' })).toEqual({
      sign,
      timestamp: 1_700_000_000_000,
      nonce: 'aB3dE6gH',
    });
  });

  it('rejects lowercase signs, short nonces and non-numeric timestamps', () => {
    const good = { sign: 'F'.repeat(64), timestamp: 1, nonce: 'abcd1234' };
    expect(signatureSchema.safeParse({ ...good, sign: 'f'.repeat(64) }).success).toBe(false);
    expect(signatureSchema.safeParse({ ...good, nonce: 'abc' }).success).toBe(false);
    expect(signatureSchema.safeParse({ ...good, timestamp: 'soon' }).success).toBe(false);
  });
});
