// A cookie the browser keeps is anybody's to forge: one with broken percent-encoding made every POST and PUT,
// sign-in included, answer HTTP 500. Now a cookie that cannot be read counts as absent.
import { BUSINESS_CODES, USER_STATUS, postEmailLogin, postStatus, putLogout } from '@aura/contracts';
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
/** Seals the bodies of the calls that take only sealed ones (sign-in), so that they get as far as the cookie. */
let sealer: IndependentClient;

beforeAll(async () => {
  gateway = await startTestGateway({
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_DEVICE_PER_MINUTE: '100000',
  });
  await gateway.listen();
  sealer = new IndependentClient(gateway.url, { deviceId: 'cookie-device-1' });
  await sealer.handshake();
});

afterAll(() => gateway.close());

const withBodies = ENDPOINTS.filter(
  ({ endpoint }) => endpoint.method !== 'GET' && endpoint.method !== 'DELETE',
);

describe('a cookie that cannot be decoded', () => {
  it.each(withBodies.map(({ endpoint }) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'is ignored by %s',
    async (_name, endpoint) => {
      // An envelope without userId, which the gateway then looks for in the cookie (spec §7).
      const envelope = {
        appId: 'a',
        version: '1',
        platformType: 4,
        languageId: 1,
        deviceId: 'cookie-device-1',
      };
      const payload =
        endpoint.encryption === 'required'
          ? {
              key: sealer.wrappedKey,
              kid: sealer.kid,
              data: sealer.seal(JSON.stringify(envelope), `${endpoint.method} ${endpoint.path}`),
            }
          : { ...envelope, noCrypt: true };
      for (const cookie of BROKEN) {
        const response = await gateway.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { 'content-type': 'application/json', cookie },
          payload,
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

  it('leaves the userId a signed POST or PUT leaves to the cookie unread, never a 500 (spec §7)', async () => {
    const user = await gateway.services.users.create({ nickname: 'Crumb', countryCode: 'NL' });
    const identity = { userId: String(user.id), deviceId: 'cookie-device-3' };
    const { loginToken } = await gateway.services.sessions.create(user.id, identity.deviceId);
    const client = new IndependentClient(gateway.url, { ...identity, loginToken });
    /** A signed call in plain text whose envelope leaves userId out, as a browser may: the cookie names the user. */
    const send = async (method: 'POST' | 'PUT', path: string, params: object, cookie: string) => {
      const { userId: _left, ...envelope } = client.envelope();
      const body = { ...envelope, ...params, noCrypt: true, ...client.signature(() => path) };
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { code: number } };
    };
    const status = { status: USER_STATUS.online };
    // A cookie that reads: the call goes through, whatever broken cookies sit beside it.
    expect(
      await send('POST', postStatus.path, status, `loginToken=%E0; userId=${user.id}; x=%`),
    ).toMatchObject({
      status: 200,
      body: { code: 200 },
    });
    // One that does not: as if there were none, a call without a user (401), never a fault.
    for (const cookie of BROKEN) {
      for (const [method, path, params] of [
        ['POST', postStatus.path, status],
        ['PUT', putLogout.path, {}],
      ] as const) {
        const answer = await send(method, path, params, cookie);
        expect(answer, `${method} ${cookie}`).toMatchObject({ status: 401, body: { code: 401 } });
      }
    }
    expect(await send('PUT', putLogout.path, {}, `userId=${user.id}`)).toMatchObject({
      status: 200,
      body: { code: 200, data: { loggedOut: true } },
    });
  });
});
