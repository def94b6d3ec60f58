// A cookie the browser keeps is anybody's to forge: one with broken percent-encoding made every POST and PUT,
// sign-in included, answer HTTP 500. Now a cookie that cannot be read counts as absent.
import { BUSINESS_CODES, postEmailLogin } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';

const BROKEN = [
  'userId=%E0%A4%A',
  'userId=%',
  'userId=100001%ZZ; loginToken=%E0',
  '%E0%A4%A=1; userId=%E0%A4%A',
];

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_DEVICE_PER_MINUTE: '100000',
  });
  await gateway.listen();
});

afterAll(() => gateway.close());

const withBodies = ENDPOINTS.filter(
  ({ endpoint }) => endpoint.method !== 'GET' && endpoint.method !== 'DELETE',
);

describe('a cookie that cannot be decoded', () => {
  it.each(withBodies.map(({ endpoint }) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'is ignored by %s',
    async (_name, endpoint) => {
      for (const cookie of BROKEN) {
        const response = await gateway.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { 'content-type': 'application/json', cookie },
          payload: { appId: 'a', version: '1', platformType: 4, languageId: 1, deviceId: 'cookie-device-1' },
        });
        expect(response.statusCode, `${cookie}: ${response.body}`).toBeLessThan(500);
      }
    },
  );

  it('lets a visitor sign in by e-mail, encrypted as the app does', async () => {
    const client = new IndependentClient(gateway.url, { deviceId: 'cookie-device-2' });
    await client.handshake();
    for (const cookie of BROKEN) {
      const answer = await client.post(
        postEmailLogin.path,
        { email: 'nobody@example.test', password: 'correct horse battery' },
        { signed: false, headers: { cookie } },
      );
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.code).toBe(BUSINESS_CODES.accountNotFound);
    }
  });
});
