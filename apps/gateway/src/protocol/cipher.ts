import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { PROTOCOL } from '@aura/contracts';
import type { KeyRing } from './keys.ts';

export interface SessionKey {
  /** The raw AES-256 key. */
  key: Buffer;
  /** What a response names its key by: the first hex digits of SHA-256 over the raw key. */
  fingerprint: string;
}

export class CipherError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknownKeyId' | 'invalid',
  ) {
    super(message);
    this.name = 'CipherError';
  }
}

export function fingerprintOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, PROTOCOL.fingerprintHexDigits);
}

/**
 * Opens wrapped AES keys with the gateway's RSA keys (RSA-OAEP, SHA-256). A tab reuses one wrapped key for its
 * session, so unwrapped keys are cached by their wrapped form: RSA is paid once per session, not per request.
 */
export class KeyUnwrapper {
  private readonly cache = new Map<string, SessionKey>();

  constructor(
    private readonly keyRing: KeyRing,
    private readonly maxCached = 65_536,
  ) {}

  /** The key id clients should use now. */
  get currentKid(): string {
    return this.keyRing.current.kid;
  }

  unwrap(kid: string, wrappedBase64: string): SessionKey {
    // A kid holds no ":" (hex in a body, cut at the header's first ":"), so `kid:wrapped` names one pair only.
    const cacheKey = `${kid}:${wrappedBase64}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const rsaKey = this.keyRing.find(kid);
    if (!rsaKey) throw new CipherError(`unknown key id ${kid}`, 'unknownKeyId');
    let text: string;
    try {
      text = privateDecrypt(
        { key: rsaKey.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(wrappedBase64, 'base64'),
      ).toString('utf8');
    } catch {
      throw new CipherError('the wrapped key cannot be opened with this key id', 'invalid');
    }
    // The wrapped plaintext is the AES key in base64 (what jsencrypt's string API wraps).
    const key = Buffer.from(text, 'base64');
    if (key.length !== PROTOCOL.aesKeyBytes || key.toString('base64') !== text) {
      throw new CipherError(`the wrapped key must be ${PROTOCOL.aesKeyBytes} bytes in base64`, 'invalid');
    }
    const sessionKey = { key, fingerprint: fingerprintOf(key) };
    if (this.cache.size >= this.maxCached) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(cacheKey, sessionKey);
    return sessionKey;
  }

  /**
   * The same for `<kid>:<wrapped key>`, as the x-aura-key header carries it: that text is the cache's key, so a
   * cached key is found without joining the two parts again.
   */
  unwrapHeader(header: string): SessionKey {
    const cached = this.cache.get(header);
    if (cached) return cached;
    const separator = header.indexOf(':');
    if (separator <= 0) throw new CipherError('the key header must be "<kid>:<wrapped key>"', 'invalid');
    return this.unwrap(header.slice(0, separator), header.slice(separator + 1));
  }
}

/** IVs drawn per call to the CSPRNG; each call to randomBytes costs microseconds, whatever its size. */
const IVS_PER_DRAW = 1024;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

/**
 * A fresh random IV: the next unused 12 bytes of a buffer of CSPRNG output, drawn anew when used up. Just as random
 * as one randomBytes call per IV, and no byte is ever handed out twice.
 */
function nextIv(): Buffer {
  if (ivOffset + PROTOCOL.aesIvBytes > ivPool.length) {
    ivPool = randomBytes(PROTOCOL.aesIvBytes * IVS_PER_DRAW);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + PROTOCOL.aesIvBytes);
  ivOffset += PROTOCOL.aesIvBytes;
  return iv;
}

/** The additional authenticated data: its text, or its UTF-8 bytes made once for a route. */
export type Aad = string | Buffer;

function aadBytes(aad: Aad): Buffer {
  return typeof aad === 'string' ? Buffer.from(aad, 'utf8') : aad;
}

/** Seals `plaintext` with AES-256-GCM: base64 of IV (12 bytes) ‖ ciphertext ‖ tag (16 bytes). */
export function seal(key: Buffer, plaintext: string, aad: Aad): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadBytes(aad));
  const body = cipher.update(plaintext, 'utf8');
  const rest = cipher.final();
  return Buffer.concat([iv, body, rest, cipher.getAuthTag()]).toString('base64');
}

/** Opens what `seal` made; throws a CipherError on any tampering or a wrong key. */
export function open(key: Buffer, sealedBase64: string, aad: Aad): string {
  const sealed = Buffer.from(sealedBase64, 'base64');
  if (sealed.length < PROTOCOL.aesIvBytes + PROTOCOL.aesTagBytes)
    throw new CipherError('ciphertext too short', 'invalid');
  const iv = sealed.subarray(0, PROTOCOL.aesIvBytes);
  const tag = sealed.subarray(sealed.length - PROTOCOL.aesTagBytes);
  const body = sealed.subarray(PROTOCOL.aesIvBytes, sealed.length - PROTOCOL.aesTagBytes);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(aadBytes(aad));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new CipherError(
      'the ciphertext does not open with this key (tampered, or sealed for another call)',
      'invalid',
    );
  }
}
