import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token for links and hand-offs: 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token or code: its SHA-256, hex. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function digestMatches(secret: string, storedDigest: string): boolean {
  const given = Buffer.from(digest(secret), 'hex');
  const stored = Buffer.from(storedDigest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A numeric one-time code of `digits` digits, uniformly random (leading zeros kept). */
export function newCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
