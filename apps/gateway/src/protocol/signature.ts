import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingText } from '@aura/contracts';

export interface SignedFields {
  canonicalUrl: string;
  deviceId: string;
  nonce: string;
  timestamp: number;
  userId: string;
}

/** The sign of a request: uppercase hex of HMAC-SHA256 keyed with the login token (architecture §5). */
export function computeSign(loginToken: string, fields: SignedFields): string {
  return createHmac('sha256', loginToken).update(signingText(fields), 'utf8').digest('hex').toUpperCase();
}

/** Compares in constant time, so the time taken says nothing about how much of a guess was right. */
export function signMatches(loginToken: string, fields: SignedFields, sign: string): boolean {
  const expected = Buffer.from(computeSign(loginToken, fields), 'utf8');
  const given = Buffer.from(sign, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
