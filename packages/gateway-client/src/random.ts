/** Letters and digits: the alphabet of nonces and device ids. */
export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of `length` characters of `alphabet`, from the platform's cryptographic random source. */
export function randomString(
  random: Pick<Crypto, 'getRandomValues'>,
  length: number,
  alphabet: string = ALPHANUMERIC,
): string {
  // Rejection sampling: bytes at or above the largest multiple of the alphabet's size would make its first
  // letters more likely than the others.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
