// Random junk thrown at the gateway's decoder: every answer is a clean `{ code, message }`, never a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_DEVICE_PER_MINUTE: '1000000',
  });
});
afterAll(() => gateway.close());

const PATHS = [
  '/facade/api/function/exempt/publicKey',
  '/facade/api/function/exempt/country/byip',
  '/facade/api/dict/exempt/onlinestatus',
  '/facade/api/user/profile/interest/selectAll',
  '/facade/api/onlinestatus/exempt/heartbeat/status',
  '/facade/api/onlinestatus/exempt/upload/status',
  '/facade/api/onlinestatus/exempt/batch',
  '/facade/api/user/getUserInfo',
];

const validEnvelope = {
  appId: 'fuzz',
  version: '1',
  platformType: '4',
  languageId: '1',
  deviceId: 'fuzz-device-1',
};

const text = fc.string({ maxLength: 40 });
const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 40 });
const junkQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'userIds',
      'sign',
      'timestamp',
      'nonce',
      'userId',
      'noCrypt',
      'languageId',
      'searchUserId',
    ),
    text,
  ),
  text,
  { maxKeys: 6 },
);
const junkKeyHeader = fc.oneof(
  fc.constant(undefined),
  text,
  fc.tuple(hex, fc.base64String({ maxLength: 400 })).map(([kid, key]) => `${kid}:${key}`),
);
const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    key: fc.base64String({ maxLength: 400 }),
    kid: fc.oneof(hex, text),
    data: fc.oneof(fc.base64String({ maxLength: 200 }), text),
  }),
  fc.record({
    ...Object.fromEntries(Object.entries(validEnvelope).map(([k, v]) => [k, fc.constant(v)])),
    status: fc.jsonValue({ maxDepth: 1 }),
    sign: text,
    timestamp: fc.oneof(fc.integer(), text),
    nonce: text,
    userId: fc.oneof(text, fc.constant('100001')),
  }),
);

function expectCleanAnswer(statusCode: number, body: string) {
  expect(statusCode).not.toBe(500);
  const json = JSON.parse(body) as { code: unknown; message: unknown };
  expect(typeof json.code).toBe('number');
  if (json.code !== 200 || statusCode !== 200) expect(typeof json.message).toBe('string');
}

describe('the decoder under random input', () => {
  it('answers random GETs cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        junkQuery,
        fc.boolean(),
        junkKeyHeader,
        async (path, query, withEnvelope, key) => {
          const response = await gateway.app.inject({
            method: 'GET',
            url: path,
            query: withEnvelope ? { ...validEnvelope, ...query } : query,
            headers: key === undefined ? {} : { 'x-aura-key': key },
          });
          expectCleanAnswer(response.statusCode, response.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers random POST bodies cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), junkBody, async (path, body) => {
        const response = await gateway.app.inject({
          method: 'POST',
          url: path,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expectCleanAnswer(response.statusCode, response.body);
      }),
      { numRuns: 300 },
    );
  });

  it('answers bytes that are not JSON at all cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
        async (path, bytes, type) => {
          const response = await gateway.app.inject({
            method: 'POST',
            url: path,
            payload: Buffer.from(bytes),
            headers: { 'content-type': type },
          });
          expectCleanAnswer(response.statusCode, response.body);
        },
      ),
      { numRuns: 200 },
    );
  });
});
