import { PROTOCOL_ERRORS, signatureSchema } from '@aura/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors.ts';
import { readSignature } from './verify-signature.ts';

const hex = (digits: string, length: { minLength: number; maxLength: number }) =>
  fc.string({ unit: fc.constantFrom(...digits), ...length });
// Mostly well-formed, so that every field is often valid together with odd values of the others.
const sign = fc.oneof(
  { arbitrary: hex('0123456789ABCDEF', { minLength: 64, maxLength: 64 }), weight: 4 },
  hex('0123456789abcdefABCDEF', { minLength: 62, maxLength: 66 }),
  fc.string(),
  fc.integer(),
);
const letters = 'abcxyzABCXYZ0189';
const nonce = fc.oneof(
  { arbitrary: hex(letters, { minLength: 8, maxLength: 8 }), weight: 4 },
  hex(`${letters}- ş`, { minLength: 7, maxLength: 9 }),
  fc.integer(),
);
const timestamp = fc.oneof(
  fc.bigInt({ min: -2n, max: 2n ** 54n }).map(String),
  fc.constantFrom('0', '007', ' 12', '12 ', '1e3', '1.5', '+5', '-5', '', '0x10', '9007199254740993'),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const fields = fc.record({ sign, nonce, timestamp }, { requiredKeys: [] });

describe('readSignature', () => {
  it('reads what signatureSchema reads, with the same result, and refuses what it refuses', () => {
    fc.assert(
      fc.property(fields, (drawn) => {
        const parsed = signatureSchema.safeParse(drawn);
        if (parsed.success) expect(readSignature(drawn)).toEqual(parsed.data);
        else {
          expect(() => readSignature(drawn)).toThrow(GatewayError);
          try {
            readSignature(drawn);
          } catch (error) {
            expect((error as GatewayError).code).toBe(PROTOCOL_ERRORS.invalidRequest);
          }
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the fields of a signed call as they come in a query and in a body', () => {
    const sign = 'A'.repeat(64);
    expect(readSignature({ sign, nonce: 'x7Kp2QmZ', timestamp: '1795226400000' })).toEqual({
      sign,
      nonce: 'x7Kp2QmZ',
      timestamp: 1_795_226_400_000,
    });
    expect(readSignature({ sign, nonce: 'x7Kp2QmZ', timestamp: 1_795_226_400_000 }).timestamp).toBe(
      1_795_226_400_000,
    );
  });
});
