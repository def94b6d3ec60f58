// The client against a real gateway (in-process, PGlite in memory): every call below crosses real HTTP.
import { createHash, constants, privateDecrypt } from 'node:crypto';
import {
  LANGUAGE_IDS,
  PROTOCOL,
  PROTOCOL_ERRORS,
  RESULT_CODES,
  USER_STATUS,
  getPublicKey,
  getServerTime,
  getUserInfo,
  postHeartbeat,
  postStatus,
} from '@aura/contracts';
import type { Http } from './http.ts';
import fc from 'fast-check';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockCorrected, publicKeyLoaded } from './client-events.ts';
import { GatewayCallError } from './errors.ts';
import { wrapKey } from './key-wrap.ts';
import { startGateway, testClient, type TestGateway } from '../test/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** Flips one bit of a sealed answer's ciphertext on its way in. */
function tamperAnswers(client: { http: Http }) {
  client.http.interceptors.response.use((response) => {
    const body = response.data as { key?: string; data?: string };
    if (typeof body.data === 'string' && body.key) {
      const bytes = Buffer.from(body.data, 'base64');
      bytes[PROTOCOL.aesIvBytes] = bytes[PROTOCOL.aesIvBytes]! ^ 1;
      body.data = bytes.toString('base64');
    }
    return response;
  });
}

describe('signed and encrypted calls', () => {
  it('completes a signed, encrypted GET and checks the answer against its schema', async () => {
    const { client, session, requests } = await testClient(gateway, { nickname: 'Ayla <b>' });
    const info = await client.call(getUserInfo, {});
    expect(info).toMatchObject({ userId: session!.userId, userName: 'Ayla *b*', goldNum: 0, countryId: 528 });
    expect(requests).toEqual([`GET ${getPublicKey.path}`, `GET ${getUserInfo.path}`]);
  });

  it('sends the envelope, the signature and the wrapped key the way protocol v1 says', async () => {
    const { client, session } = await testClient(gateway, { nickname: 'Wire' });
    const seen: { url: string; key: string }[] = [];
    client.http.interceptors.request.use((config) => {
      seen.push({ url: config.url!, key: String(config.headers.get(PROTOCOL.keyHeader) ?? '') });
      return config;
    });
    await client.call(getUserInfo, {});
    const { url, key } = seen.at(-1)!;
    const query = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      appId: 'aura-web-test',
      platformType: '4',
      languageId: '1',
      deviceId: client.deviceId,
      userId: session!.userId,
      noCrypt: 'false',
    });
    expect(query.get('sign')).toMatch(/^[0-9A-F]{64}$/);
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(key).toMatch(/^[0-9a-f]{32}:[A-Za-z0-9+/]+=*$/);
  });

  it('completes a signed, encrypted POST, its body sealed', async () => {
    const { client } = await testClient(gateway, { nickname: 'Poster' });
    const bodies: unknown[] = [];
    client.http.interceptors.request.use((config) => {
      if (config.method === 'post') bodies.push(config.data);
      return config;
    });
    expect(await client.call(postHeartbeat, {})).toMatchObject({ status: USER_STATUS.online });
    expect(await client.call(postStatus, { status: USER_STATUS.invisible })).toEqual({
      status: USER_STATUS.invisible,
    });
    for (const body of bodies) {
      const parsed = typeof body === 'string' ? JSON.parse(body) : body;
      expect(Object.keys(parsed).sort()).toEqual(['data', 'key', 'kid']);
      expect(JSON.stringify(parsed)).not.toContain('sign');
    }
  });

  it('gives two identical calls in the same millisecond different nonces, so neither looks replayed', async () => {
    const fixed = Date.now();
    const { client } = await testClient(gateway, { nickname: 'Twice', now: () => fixed });
    const answers = await Promise.all([client.call(getUserInfo, {}), client.call(getUserInfo, {})]);
    expect(answers[0]).toEqual(answers[1]);
  });

  it('signs any envelope the contract allows so that the gateway verifies it', async () => {
    const user = await testClient(gateway, { nickname: 'Envelope' });
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 32, unit: 'grapheme' }),
        fc.constantFrom(...Object.values(LANGUAGE_IDS)),
        fc.boolean(),
        async (appId, version, languageId, noCrypt) => {
          const { client } = await testClient(gateway, {
            appId,
            version,
            languageId: () => languageId,
            session: () => user.session,
            storage: user.client.storage,
          });
          expect(await client.call(getUserInfo, {}, { noCrypt })).toMatchObject({
            userId: user.session!.userId,
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('completes calls in plaintext with noCrypt, for GET and POST', async () => {
    const { client, session, requests } = await testClient(gateway, { nickname: 'Plain' });
    const raw: unknown[] = [];
    client.http.interceptors.response.use((response) => {
      raw.push(response.data);
      return response;
    });
    const info = await client.call(getUserInfo, {}, { noCrypt: true });
    expect(info.userId).toBe(session!.userId);
    await client.call(postHeartbeat, {}, { noCrypt: true });
    expect(requests).not.toContain(`GET ${getPublicKey.path}`);
    expect(raw).toEqual([
      expect.objectContaining({ code: 200, data: expect.objectContaining({ userId: session!.userId }) }),
      expect.objectContaining({ code: 200 }),
    ]);
  });

  it('encrypts a visitor’s public call and unsigned optionalSession call too', async () => {
    const { client } = await testClient(gateway);
    expect(await client.call(postHeartbeat, {})).toMatchObject({ status: USER_STATUS.offline });
  });
});

describe('plaintext and encryption', () => {
  it('never sends a call plain whose endpoint requires encryption', async () => {
    const { client } = await testClient(gateway, { nickname: 'Required', noCrypt: true });
    const headers: unknown[] = [];
    client.http.interceptors.request.use((config) => {
      headers.push(config.headers.get(PROTOCOL.keyHeader));
      return config;
    });
    const sealedOnly = { ...getUserInfo, encryption: 'required' as const };
    await client.call(sealedOnly, {}, { noCrypt: true });
    expect(headers.at(-1)).toMatch(/^[0-9a-f]+:/);
    await client.call(getUserInfo, {});
    // Headers.get: null for a header not sent.
    expect(headers.at(-1)).toBeNull();
  });
});

describe('signedPath', () => {
  it('makes a path the gateway accepts as a signed GET, for the realtime channel', async () => {
    const { client, session } = await testClient(gateway, { nickname: 'Socket' });
    const path = await client.signedPath(getServerTime.path);
    expect(path).toContain('noCrypt=true');
    const response = await client.http.get(path);
    expect(response.data).toMatchObject({ code: 200, data: { userId: session!.userId } });
  });

  it('leaves the signature out for a visitor', async () => {
    const { client } = await testClient(gateway);
    const path = await client.signedPath(getServerTime.path);
    expect(path).not.toContain('sign=');
    expect((await client.http.get(path)).data).toMatchObject({
      code: 200,
      data: { serverTime: expect.any(Number) },
    });
  });
});

describe('the wrapped key', () => {
  it('is RSA-OAEP with SHA-256, which the gateway opens; PKCS#1 v1.5 it refuses', async () => {
    const { client } = await testClient(gateway, { nickname: 'Wrapper' });
    await client.call(getUserInfo, {});
    const { kid, publicKey } = await client.call(getPublicKey, {}, { noCrypt: true });
    const rsa = gateway.services.keyRing.find(kid)!.privateKey;
    const aesKey = Buffer.alloc(PROTOCOL.aesKeyBytes, 7).toString('base64');
    const oaep = privateDecrypt(
      { key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(await wrapKey(publicKey, aesKey), 'base64'),
    );
    expect(oaep.toString()).toBe(aesKey);

    // The same AES key wrapped with jsencrypt's default encrypt (PKCS#1 v1.5): the gateway cannot open it.
    const legacy = new JSEncrypt();
    legacy.setPublicKey(publicKey);
    const pkcs1 = legacy.encrypt(aesKey) as string;
    const refused = await client.http.get(`${getUserInfo.path}?noCrypt=false`, {
      headers: { [PROTOCOL.keyHeader]: `${kid}:${pkcs1}` },
    });
    expect(refused.data).toMatchObject({ code: PROTOCOL_ERRORS.invalidCipher });
  });
});

describe('answers that cannot be trusted', () => {
  it('turns a tampered answer into dataInvalid', async () => {
    const { client } = await testClient(gateway, { nickname: 'Tampered' });
    await client.call(getUserInfo, {});
    tamperAnswers(client);
    const error = await client.call(getUserInfo, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayCallError);
    expect(error).toMatchObject({ code: RESULT_CODES.dataInvalid, reason: 'invalidResponse' });
  });

  it('turns an answer without key or data into dataInvalid', async () => {
    const { client } = await testClient(gateway, { nickname: 'Stripped' });
    client.http.interceptors.response.use((response) => {
      const body = response.data as Record<string, unknown>;
      if (typeof body.key === 'string') delete body.key;
      return response;
    });
    await expect(client.call(getUserInfo, {})).rejects.toMatchObject({
      code: RESULT_CODES.dataInvalid,
      reason: 'invalidResponse',
    });
  });

  it('does not believe a plaintext success to an encrypted request', async () => {
    const { client } = await testClient(gateway, { nickname: 'Unsealed' });
    await client.call(getUserInfo, {});
    client.http.interceptors.response.use((response) => {
      response.data = { code: 200, message: 'success', data: { forged: true } };
      return response;
    });
    await expect(client.call(getUserInfo, {})).rejects.toMatchObject({ code: RESULT_CODES.dataInvalid });
  });

  it('does not let a plaintext clock error move its clock', async () => {
    const { client, events } = await testClient(gateway, { nickname: 'ForgedClock' });
    await client.call(getUserInfo, {});
    client.http.interceptors.response.use((response) => {
      const serverTime = Date.now() + 60 * 60 * 1000;
      response.data = { code: PROTOCOL_ERRORS.timestampOutOfWindow, message: 'm', data: { serverTime } };
      return response;
    });
    await expect(client.call(getUserInfo, {})).rejects.toMatchObject({ code: RESULT_CODES.dataInvalid });
    expect(client.clockOffsetMs).toBe(0);
    expect(events.some(clockCorrected.match)).toBe(false);
  });

  it('refuses an answer outside the endpoint’s schema', async () => {
    const { client } = await testClient(gateway, { nickname: 'Schema' });
    client.http.interceptors.response.use((response) => {
      const body = response.data as { data?: { userName?: unknown } };
      if (body.data?.userName) body.data.userName = 42;
      return response;
    });
    const error = await client.call(getUserInfo, {}, { noCrypt: true, errorPolicy: 'returnError' });
    expect(error).toMatchObject({ code: RESULT_CODES.dataInvalid, reason: 'invalidResponse' });
  });
});

describe('recovery', () => {
  it('keeps its key through a rotation that retires nothing', async () => {
    const { client, requests, events } = await testClient(gateway, { nickname: 'Rotated' });
    await client.call(getUserInfo, {});
    gateway.services.keyRing.rotate();
    await client.call(getUserInfo, {});
    expect(requests.filter((request) => request === `GET ${getPublicKey.path}`)).toHaveLength(1);
    expect(events.filter((event) => publicKeyLoaded.match(event))).toHaveLength(1);
  });

  it('fetches the key again when the gateway does not know its key id', async () => {
    const { client, requests, events } = await testClient(gateway, { nickname: 'MadeUpKid' });
    let forged = false;
    client.http.interceptors.response.use((response) => {
      const body = response.data as { data?: { kid?: string } };
      if (!forged && response.config.url?.startsWith(getPublicKey.path) && body.data?.kid) {
        forged = true;
        body.data.kid = '0123456789abcdef0123456789abcdef';
      }
      return response;
    });
    const info = await client.call(postStatus, { status: USER_STATUS.online });
    expect(info).toEqual({ status: USER_STATUS.online });
    expect(requests).toEqual([
      `GET ${getPublicKey.path}`,
      `POST ${postStatus.path}`,
      `GET ${getPublicKey.path}`,
      `POST ${postStatus.path}`,
    ]);
    expect(events.filter((event) => publicKeyLoaded.match(event)).map((event) => event.payload.kid)).toEqual([
      '0123456789abcdef0123456789abcdef',
      gateway.services.keyRing.current.kid,
    ]);
  });

  it('corrects a skewed clock from the gateway’s answer and signs again', async () => {
    const skew = 10 * 60 * 1000;
    const { client, events, requests } = await testClient(gateway, {
      nickname: 'Skewed',
      now: () => Date.now() - skew,
    });
    const info = await client.call(getUserInfo, {});
    expect(info.userName).toBe('Skewed');
    expect(requests.filter((request) => request === `GET ${getUserInfo.path}`)).toHaveLength(2);
    expect(Math.abs(client.clockOffsetMs - skew)).toBeLessThan(5_000);
    expect(events.filter((event) => clockCorrected.match(event))).toHaveLength(1);
    // Later calls sign with the corrected clock at once.
    await client.call(getUserInfo, {});
    expect(requests.filter((request) => request === `GET ${getUserInfo.path}`)).toHaveLength(3);
  });

  it('recovers only once: a clock that stays wrong fails with the gateway’s code', async () => {
    let skew = 10 * 60 * 1000;
    const { client } = await testClient(gateway, {
      nickname: 'Drifting',
      now: () => Date.now() - (skew += 10 * 60 * 1000),
    });
    await expect(client.call(getUserInfo, {})).rejects.toMatchObject({
      code: PROTOCOL_ERRORS.timestampOutOfWindow,
      reason: 'server',
    });
  });
});

describe('answers sealed with the tab’s key', () => {
  it('name the key by its fingerprint', async () => {
    const { client } = await testClient(gateway, { nickname: 'Fingerprint' });
    const seen: string[] = [];
    let header = '';
    client.http.interceptors.request.use((config) => {
      header = String(config.headers.get(PROTOCOL.keyHeader) ?? header);
      return config;
    });
    client.http.interceptors.response.use((response) => {
      const body = response.data as { key?: string };
      if (body.key) seen.push(body.key);
      return response;
    });
    await client.call(getUserInfo, {});
    const [kid, wrapped] = header.split(':') as [string, string];
    const rsa = gateway.services.keyRing.find(kid)!.privateKey;
    const raw = privateDecrypt(
      { key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64'),
    ).toString();
    const fingerprint = createHash('sha256')
      .update(Buffer.from(raw, 'base64'))
      .digest('hex')
      .slice(0, PROTOCOL.fingerprintHexDigits);
    expect(seen).toEqual([fingerprint]);
  });
});
