import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppleClientSecret, signAppleClientSecret, type AppleSigningKey } from './apple-client-secret.ts';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const key: AppleSigningKey = {
  clientId: 'app.aura.web',
  teamId: 'TEAM123456',
  keyId: 'KEY1234567',
  privateKey: pem,
  audience: 'https://appleid.apple.com',
};

describe("Apple's client secret", () => {
  it('is an ES256 JWT with the key id in its header, the team as issuer, the client as subject, Apple as audience', async () => {
    const now = 1_800_000_000;
    const secret = await signAppleClientSecret(key, now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'app.aura.web',
      audience: 'https://appleid.apple.com',
      currentDate: new Date(now * 1000),
    });
    expect(payload.iat).toBe(now);
    // Apple refuses secrets that live longer than six months; ours live an hour.
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sub']);
  });

  it('accepts the .p8 key written on one line with \\n escapes, as environment variables often hold it', async () => {
    const oneLine = { ...key, privateKey: pem.trim().replace(/\n/g, '\\n') };
    const secret = await signAppleClientSecret(oneLine, 1_800_000_000);
    await expect(
      jwtVerify(secret, publicKey, { currentDate: new Date(1_800_000_000_000) }),
    ).resolves.toBeTruthy();
  });

  it('is signed once and reused until shortly before it runs out', async () => {
    let now = 1_800_000_000_000;
    const secrets = new AppleClientSecret(key, () => now);
    const first = await secrets.current();
    now += 30 * 60 * 1000;
    expect(await secrets.current()).toBe(first);
    now += 26 * 60 * 1000;
    const renewed = await secrets.current();
    expect(renewed).not.toBe(first);
    const { payload } = await jwtVerify(renewed, publicKey, { currentDate: new Date(now) });
    expect(payload.iat).toBe(Math.floor(now / 1000));
  });

  it('refuses a key that is not an EC P-256 PKCS #8 key', async () => {
    await expect(signAppleClientSecret({ ...key, privateKey: 'not a key' }, 1)).rejects.toThrow();
  });
});
