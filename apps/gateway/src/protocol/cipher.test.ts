import { randomBytes } from 'node:crypto';
import { PROTOCOL } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { CipherError, open, seal } from './cipher.ts';

describe('seal', () => {
  it('gives every response its own IV, across refills of the IV pool, and each opens', () => {
    const key = randomBytes(PROTOCOL.aesKeyBytes);
    const sealed = Array.from({ length: 3000 }, (_, index) => seal(key, `{"n":${index}}`, 'GET /x'));
    const ivs = new Set(
      sealed.map((text) => Buffer.from(text, 'base64').subarray(0, PROTOCOL.aesIvBytes).toString('hex')),
    );
    expect(ivs.size).toBe(sealed.length);
    sealed.forEach((text, index) => expect(open(key, text, 'GET /x')).toBe(`{"n":${index}}`));
  });

  it('binds the ciphertext to its key and its AAD', () => {
    const key = randomBytes(PROTOCOL.aesKeyBytes);
    const text = seal(key, 'hello', 'GET /x');
    expect(() => open(key, text, 'GET /y')).toThrow(CipherError);
    expect(() => open(randomBytes(PROTOCOL.aesKeyBytes), text, 'GET /x')).toThrow(CipherError);
  });
});
