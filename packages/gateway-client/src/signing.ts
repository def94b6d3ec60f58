import { NONCE_LENGTH, signingText } from '@aura/contracts';
import { bytesToHex, utf8 } from './base64.ts';
import { randomString } from './random.ts';

export interface SignatureFields {
  sign: string;
  timestamp: number;
  nonce: string;
}

/**
 * A fresh nonce for every request. Spec §3 keeps one nonce in a cookie for a year; the gateway's replay guard
 * remembers every sign for the timestamp window, so with a fixed nonce two identical requests in the same
 * millisecond (a double click, two tabs polling) would sign alike and the second would be refused as a replay.
 */
export function newNonce(crypto: Crypto): string {
  return randomString(crypto, NONCE_LENGTH);
}

/** The sign of a request: uppercase hex of HMAC-SHA256 keyed with the login token (architecture §5). */
export async function computeSign(
  crypto: Crypto,
  loginToken: string,
  fields: { canonicalUrl: string; deviceId: string; nonce: string; timestamp: number; userId: string },
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(loginToken),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, utf8(signingText(fields)));
  return bytesToHex(new Uint8Array(mac)).toUpperCase();
}
