import { createHmac } from 'node:crypto';
import { NONCE_LENGTH, signatureSchema, signingText } from '@aura/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSign, newNonce } from './signing.ts';

const { crypto } = globalThis;

describe('signing', () => {
  it('makes a fresh nonce of the contract’s length for every request', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce(crypto));
    for (const nonce of nonces) expect(signatureSchema.shape.nonce.safeParse(nonce).success).toBe(true);
    expect(nonces[0]).toHaveLength(NONCE_LENGTH);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('signs like node:crypto’s HMAC-SHA256, in uppercase hex', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.record({
          canonicalUrl: fc.webPath(),
          deviceId: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
          nonce: fc.stringMatching(/^[A-Za-z0-9]{8}$/),
          timestamp: fc.nat(),
          userId: fc.stringMatching(/^\d{1,19}$/),
        }),
        async (token, fields) => {
          const expected = createHmac('sha256', token).update(signingText(fields), 'utf8').digest('hex');
          expect(await computeSign(crypto, token, fields)).toBe(expected.toUpperCase());
        },
      ),
      { numRuns: 50 },
    );
  });
});
