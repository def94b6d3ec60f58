import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { PROTOCOL } from '@aura/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CipherError, createSessionKey, importSessionKey, open, seal } from './cipher.ts';

const { crypto } = globalThis;

/** node:crypto's AES-256-GCM, written as the gateway writes it. */
function nodeSeal(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(PROTOCOL.aesIvBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

function nodeOpen(key: Buffer, sealed: string, aad: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, PROTOCOL.aesIvBytes));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - PROTOCOL.aesTagBytes));
  const body = bytes.subarray(PROTOCOL.aesIvBytes, bytes.length - PROTOCOL.aesTagBytes);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const rawKey = fc.uint8Array({ minLength: PROTOCOL.aesKeyBytes, maxLength: PROTOCOL.aesKeyBytes });
const aad = fc
  .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), fc.webPath())
  .map(([m, p]) => `${m} /${p}`);
const json = fc.jsonValue().map((value) => JSON.stringify(value));

describe('AES-256-GCM with Web Crypto', () => {
  it('round-trips arbitrary JSON', async () => {
    const key = await createSessionKey(crypto);
    await fc.assert(
      fc.asyncProperty(json, aad, async (text, boundTo) => {
        expect(await open(crypto, key.key, await seal(crypto, key.key, text, boundTo), boundTo)).toBe(text);
      }),
    );
  });

  it('is opened by node:crypto, as the gateway opens it', async () => {
    await fc.assert(
      fc.asyncProperty(rawKey, json, aad, async (raw, text, boundTo) => {
        const key = await importSessionKey(crypto, new Uint8Array(raw));
        expect(nodeOpen(Buffer.from(raw), await seal(crypto, key.key, text, boundTo), boundTo)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('opens what node:crypto sealed, as the gateway seals it', async () => {
    await fc.assert(
      fc.asyncProperty(rawKey, json, aad, async (raw, text, boundTo) => {
        const key = await importSessionKey(crypto, new Uint8Array(raw));
        expect(await open(crypto, key.key, nodeSeal(Buffer.from(raw), text, boundTo), boundTo)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a changed byte anywhere, another call’s AAD, and text that is no ciphertext', async () => {
    const key = await createSessionKey(crypto);
    const sealed = await seal(crypto, key.key, '{"code":200}', 'GET /a');
    const length = Buffer.from(sealed, 'base64').length;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: length - 1 }), fc.integer({ min: 1, max: 255 }), async (at, flip) => {
        const bytes = Buffer.from(sealed, 'base64');
        bytes[at] = bytes[at]! ^ flip;
        await expect(open(crypto, key.key, bytes.toString('base64'), 'GET /a')).rejects.toThrow(CipherError);
      }),
      { numRuns: 40 },
    );
    await expect(open(crypto, key.key, sealed, 'GET /b')).rejects.toThrow(CipherError);
    await expect(open(crypto, key.key, 'not base64!', 'GET /a')).rejects.toThrow(CipherError);
    await expect(open(crypto, key.key, 'AAAA', 'GET /a')).rejects.toThrow(CipherError);
  });

  it('names a key by the leading hex digits of SHA-256 over its raw bytes, as the gateway does', async () => {
    const raw = randomBytes(PROTOCOL.aesKeyBytes);
    const key = await importSessionKey(crypto, new Uint8Array(raw));
    const expected = createHash('sha256').update(raw).digest('hex').slice(0, PROTOCOL.fingerprintHexDigits);
    expect(key.fingerprint).toBe(expected);
    expect(Buffer.from(key.base64, 'base64').equals(raw)).toBe(true);
  });
});
