import { PROTOCOL } from '@aura/contracts';
import { base64ToBytes, bytesToBase64, bytesToHex, utf8 } from './base64.ts';

/** A sealed message that cannot be opened: tampered, sealed with another key, or for another call. */
export class CipherError extends Error {
  override name = 'CipherError';
}

/** The tab's AES-256 key (architecture §5): one per client, wrapped for the gateway once per RSA key. */
export interface SessionKey {
  key: CryptoKey;
  /** The raw key in base64: the plaintext that gets wrapped with the gateway's RSA key. */
  base64: string;
  /** What the gateway names this key by in its answers: leading hex digits of SHA-256 over the raw key. */
  fingerprint: string;
}

export async function createSessionKey(crypto: Crypto): Promise<SessionKey> {
  return importSessionKey(crypto, crypto.getRandomValues(new Uint8Array(PROTOCOL.aesKeyBytes)));
}

export async function importSessionKey(crypto: Crypto, raw: Uint8Array<ArrayBuffer>): Promise<SessionKey> {
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw));
  return {
    key,
    base64: bytesToBase64(raw),
    fingerprint: bytesToHex(digest).slice(0, PROTOCOL.fingerprintHexDigits),
  };
}

/** AES-256-GCM: base64 of IV (12 bytes) ‖ ciphertext ‖ tag (16 bytes), bound to `aad` ("METHOD /path"). */
export async function seal(crypto: Crypto, key: CryptoKey, plaintext: string, aad: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(PROTOCOL.aesIvBytes));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(aad), tagLength: PROTOCOL.aesTagBytes * 8 },
    key,
    utf8(plaintext),
  );
  const out = new Uint8Array(iv.length + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), iv.length);
  return bytesToBase64(out);
}

/** Opens what `seal` (or the gateway) sealed; throws a CipherError when it does not open. */
export async function open(
  crypto: Crypto,
  key: CryptoKey,
  sealedBase64: string,
  aad: string,
): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(sealedBase64);
  } catch {
    throw new CipherError('the sealed data is not base64');
  }
  if (bytes.length < PROTOCOL.aesIvBytes + PROTOCOL.aesTagBytes)
    throw new CipherError('ciphertext too short');
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.subarray(0, PROTOCOL.aesIvBytes),
        additionalData: utf8(aad),
        tagLength: PROTOCOL.aesTagBytes * 8,
      },
      key,
      bytes.subarray(PROTOCOL.aesIvBytes),
    );
  } catch {
    throw new CipherError(
      'the ciphertext does not open with this key (tampered, or sealed for another call)',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new CipherError('the opened data is not UTF-8');
  }
}
