// Protocol v1 end to end over real HTTP, spoken by the independent client (node:crypto only).
import { PROTOCOL_ERRORS, RESULT_CODES, USER_STATUS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, canonical, type Identity } from './independent-client.ts';

let gateway: TestGateway;
let identity: Identity;
let client: IndependentClient;

const USER_INFO = '/facade/api/user/getUserInfo';
const HEARTBEAT = '/facade/api/onlinestatus/exempt/heartbeat/status';
const STATUS = '/facade/api/onlinestatus/exempt/upload/status';

async function signedIn(nickname: string, deviceId: string): Promise<Identity> {
  const user = await gateway.services.users.create({ nickname, countryCode: 'NL' });
  const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
  return { userId: String(user.id), deviceId, loginToken };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
  identity = await signedIn('Ayla <b>', 'device-protocol-1');
  client = new IndependentClient(gateway.url, identity);
  await client.handshake();
});

afterAll(() => gateway.close());

describe('protocol v1, as documented', () => {
  it('publishes the public key with its id', () => {
    expect(client.kid).toMatch(/^[0-9a-f]{32}$/);
    expect(client.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('completes a signed and encrypted GET, answering sealed with the same key', async () => {
    const answer = await client.get(USER_INFO);
    expect(answer.httpStatus).toBe(200);
    expect(answer.sealedWith).toBe(client.fingerprint);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      userId: identity.userId,
      userName: 'Ayla *b*',
      goldNum: 0,
      countryId: 528,
      pushToken: '',
    });
  });

  it('sends a sealed answer as JSON of key and data, with the content type of a plaintext one', async () => {
    const query: Record<string, string> = Object.fromEntries(
      Object.entries(client.envelope()).map(([name, value]) => [name, String(value)]),
    );
    Object.assign(
      query,
      client.signature((fields) => canonical(USER_INFO, { ...query, ...fields })),
    );
    const response = await fetch(`${gateway.url}${USER_INFO}?${new URLSearchParams(query)}`, {
      headers: { 'x-aura-key': `${client.kid}:${client.wrappedKey}` },
    });
    const plaintext = await fetch(`${gateway.url}/facade/api/dict/exempt/usergender?noCrypt=true`);
    expect(plaintext.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-type')).toBe(plaintext.headers.get('content-type'));
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['key', 'data']);
    expect(body.key).toBe(client.fingerprint);
    expect(JSON.parse(client.open(body.data!, `GET ${USER_INFO}`))).toMatchObject({ code: 200 });
  });

  it('completes a signed and encrypted POST', async () => {
    const answer = await client.post(HEARTBEAT);
    expect(answer.sealedWith).toBe(client.fingerprint);
    expect(answer.body).toMatchObject({ code: 200, data: { status: USER_STATUS.online } });
  });

  it('completes signed calls in plaintext (noCrypt) too', async () => {
    const answer = await client.get(USER_INFO, {}, { encrypt: false });
    expect(answer.sealedWith).toBeUndefined();
    expect(answer.body).toMatchObject({ code: 200, data: { userId: identity.userId } });
    const posted = await client.post(STATUS, { status: USER_STATUS.invisible }, { encrypt: false });
    expect(posted.body).toMatchObject({ code: 200, data: { status: USER_STATUS.invisible } });
    await client.post(STATUS, { status: USER_STATUS.online });
  });

  it('refuses a tampered sign', async () => {
    const answer = await client.get(
      USER_INFO,
      {},
      { tamper: (query) => (query.sign = query.sign!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))) },
    );
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.signatureInvalid);
  });

  it('refuses a sign over different parameters (the query was changed after signing)', async () => {
    const answer = await client.get(USER_INFO, {}, { tamper: (query) => (query.languageId = '20') });
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.signatureInvalid);
  });

  it('refuses a replayed sign', async () => {
    const [first, again] = await client.getTwice(USER_INFO);
    expect(first.body.code).toBe(200);
    expect(again.body.code).toBe(PROTOCOL_ERRORS.signatureReplayed);
  });

  it('refuses a stale timestamp and tells the server time', async () => {
    client.clockSkewMs = -6 * 60 * 1000;
    const answer = await client.get(USER_INFO);
    client.clockSkewMs = 0;
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.timestampOutOfWindow);
    expect(Math.abs((answer.body.data as { serverTime: number }).serverTime - Date.now())).toBeLessThan(
      60_000,
    );
  });

  it('refuses a wrong key id and names the current one', async () => {
    const answer = await client.get(USER_INFO, {}, { kid: '0123456789abcdef0123456789abcdef' });
    expect(answer.sealedWith).toBeUndefined();
    expect(answer.body).toMatchObject({ code: PROTOCOL_ERRORS.unknownKeyId, data: { kid: client.kid } });
  });

  it('refuses a body that fails validation, naming the field', async () => {
    const answer = await client.post(STATUS, { status: USER_STATUS.busy });
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(answer.body.message).toMatch(/^Invalid request\. status: /);
    expect(answer.body.data).toEqual({ issues: [expect.objectContaining({ field: 'status' })] });
  });

  it('refuses an envelope that fails validation, naming the field', async () => {
    const answer = await client.get(
      '/facade/api/function/exempt/country/byip',
      { platformType: '7' },
      { signed: false },
    );
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(answer.body.message).toContain('platformType');
  });

  it('refuses a ciphertext that was changed', async () => {
    const answer = await client.post(
      HEARTBEAT,
      {},
      {
        tamperSealed: (sealed) => {
          const bytes = Buffer.from(sealed, 'base64');
          bytes[20] = bytes[20]! ^ 1;
          return bytes.toString('base64');
        },
      },
    );
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidCipher);
  });

  it('refuses a ciphertext sealed for another call', async () => {
    const answer = await client.post(HEARTBEAT, {}, { aad: `POST ${STATUS}` });
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidCipher);
  });

  it('answers 401 without a session', async () => {
    const stranger = new IndependentClient(gateway.url, { ...identity, userId: '999999999' });
    await stranger.handshake();
    const answer = await stranger.get(USER_INFO);
    expect(answer.httpStatus).toBe(401);
  });

  it('treats a visitor heartbeat as a visitor', async () => {
    const visitor = new IndependentClient(gateway.url, { deviceId: 'visitor-device-1' });
    await visitor.handshake();
    const answer = await visitor.post(HEARTBEAT, {}, { signed: false });
    expect(answer.body).toMatchObject({ code: 200, data: { status: USER_STATUS.offline } });
  });

  it('says "active on another device" when a newer session replaced this one', async () => {
    const other = await signedIn('Deniz', 'device-protocol-2');
    const { sessions } = gateway.services;
    const lookup = await sessions.lookup(Number(other.userId), other.deviceId);
    if (lookup.status !== 'active') throw new Error('expected an active session');
    await sessions.revoke(lookup.session.id, 'replaced');
    const replaced = new IndependentClient(gateway.url, other);
    await replaced.handshake();
    const answer = await replaced.get(USER_INFO);
    expect(answer.body.code).toBe(RESULT_CODES.activeOnAnotherDevice);
  });

  it('keeps accepting the previous key after a rotation', async () => {
    const previousKid = client.kid;
    gateway.services.keyRing.rotate();
    const stillValid = await client.get(USER_INFO);
    expect(stillValid.body.code).toBe(200);
    const fresh = new IndependentClient(gateway.url, identity);
    await fresh.handshake();
    expect(fresh.kid).not.toBe(previousKid);
    expect((await fresh.get(USER_INFO)).body.code).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits one device with 429 and Retry-After', async () => {
    const limited = await startTestGateway({ RATE_LIMIT_DEVICE_PER_MINUTE: '3' });
    await limited.listen();
    const visitor = new IndependentClient(limited.url, { deviceId: 'busy-device-1' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await visitor.get('/facade/api/dict/exempt/onlinestatus', {}, { encrypt: false, signed: false }))
          .httpStatus,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const response = await fetch(
      `${limited.url}/facade/api/dict/exempt/onlinestatus?${new URLSearchParams({ appId: 'a', version: '1', platformType: '4', languageId: '1', deviceId: 'busy-device-1' })}`,
    );
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toMatchObject({ code: PROTOCOL_ERRORS.rateLimited });
    await limited.close();
  });

  it('limits one address', async () => {
    const limited = await startTestGateway({ RATE_LIMIT_IP_PER_MINUTE: '2' });
    await limited.listen();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${limited.url}/healthz`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    await limited.close();
  });
});
