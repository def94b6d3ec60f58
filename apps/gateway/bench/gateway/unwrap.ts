// The RSA unwrap on its own, in the benchmark's process (the server is stopped by then): uncached against cached.
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { PROTOCOL } from '@aura/contracts';
import { KeyUnwrapper } from '../../src/protocol/cipher.ts';
import { KeyRing } from '../../src/protocol/keys.ts';

export function unwrapMicro(keysDir: string): { uncached: number; cached: number } {
  const ring = KeyRing.open(keysDir);
  const { kid, publicKeyPem } = ring.current;
  const aesKey = Buffer.from(randomBytes(PROTOCOL.aesKeyBytes).toString('base64'));
  const wrap = () =>
    publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    ).toString('base64');
  /** Unwraps each of `wrapped` once with `unwrapper`; ops per second. */
  const rate = (unwrapper: KeyUnwrapper, wrapped: string[]) => {
    const start = performance.now();
    for (const item of wrapped) unwrapper.unwrap(kid, item);
    return wrapped.length / ((performance.now() - start) / 1000);
  };
  // Uncached: every wrapped key is new to the unwrapper, so each one pays RSA-OAEP.
  rate(new KeyUnwrapper(ring), Array.from({ length: 200 }, wrap));
  const uncached = rate(new KeyUnwrapper(ring), Array.from({ length: 2000 }, wrap));
  // Cached: one wrapped key, seen before.
  const unwrapper = new KeyUnwrapper(ring);
  const same = new Array<string>(200_000).fill(wrap());
  rate(unwrapper, same.slice(0, 20_000));
  const cached = rate(unwrapper, same);
  return { uncached, cached };
}
