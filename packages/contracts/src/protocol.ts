import { z } from 'zod';

/**
 * Gateway protocol v1 (architecture §5, docs/protocol.md). These values are the wire format: both sides and any
 * independent client depend on them.
 */
export const PROTOCOL = {
  version: 1,
  /** Carries `<kid>:<base64 wrapped key>` on requests without a body (GET, DELETE). */
  keyHeader: 'x-aura-key',
  /** A signed call's timestamp may be this far from the server's clock, either way; signs are remembered as long. */
  timestampWindowMs: 5 * 60 * 1000,
  rsaModulusBits: 2048,
  aesKeyBytes: 32,
  aesIvBytes: 12,
  aesTagBytes: 16,
  /** Hex digits of SHA-256 used for key ids and key fingerprints. */
  fingerprintHexDigits: 32,
} as const;

/** Errors of the protocol layer itself, each with its own code (business errors use other codes). */
export const PROTOCOL_ERRORS = {
  /** The body or query failed validation; `data.issues` names each field. */
  invalidRequest: 4000,
  /** The cipher envelope could not be opened: bad base64, wrong key, tampered ciphertext. */
  invalidCipher: 4001,
  /** This call must be encrypted. */
  encryptionRequired: 4002,
  /** The sign does not match the request. */
  signatureInvalid: 4010,
  /** This sign was already used. */
  signatureReplayed: 4011,
  /** The timestamp is too far from the server's clock; `data.serverTime` gives the server's clock. */
  timestampOutOfWindow: 4012,
  /** The key id is not one of the gateway's; `data.kid` names the current one. */
  unknownKeyId: 4013,
  /** No such endpoint. */
  notFound: 4040,
  /** Too many requests from this device or address; retry after `data.retryAfterSeconds`. */
  rateLimited: 4290,
  /** Something failed on the server; the message says nothing more. */
  internal: 5000,
} as const;
export type ProtocolErrorName = keyof typeof PROTOCOL_ERRORS;

/** The body of an encrypted POST, PUT or PATCH. */
export const encryptedRequestSchema = z.object({
  key: z.string().min(1).max(1024),
  kid: z.string().regex(/^[0-9a-f]+$/, 'kid must be lowercase hex'),
  data: z.string().min(1),
});
export type EncryptedRequest = z.infer<typeof encryptedRequestSchema>;

/** The body of a response to an encrypted request; `key` is the fingerprint of the AES key that sealed it. */
export const encryptedResponseSchema = z.object({
  key: z.string().min(1),
  data: z.string().min(1),
});
export type EncryptedResponse = z.infer<typeof encryptedResponseSchema>;

/** Answer of the public-key endpoint. */
export const publicKeySchema = z.object({
  kid: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** SPKI, PEM encoded. */
  publicKey: z.string(),
});
export type PublicKey = z.infer<typeof publicKeySchema>;

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const ONLY_UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
/** Left alone by encodeURIComponent, but reserved in RFC 3986. */
const SUB_DELIMS_KEPT_BY_JS = /[!'()*]/;
/** What a lone surrogate encodes to in UTF-8: U+FFFD, as TextEncoder and Buffer write it. */
const REPLACEMENT_CHARACTER = '%EF%BF%BD';

/**
 * Percent-encoding of RFC 3986: everything but unreserved characters as %XX (uppercase) of its UTF-8 bytes. Built on
 * encodeURIComponent because the package builds against the ES library alone (no TextEncoder, no Buffer).
 */
export function percentEncode(value: string): string {
  // Most values (ids, digits, nonces, hex) need no encoding: one test instead of one per character.
  if (ONLY_UNRESERVED.test(value)) return value;
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) out += char;
    else if (SUB_DELIMS_KEPT_BY_JS.test(char)) out += `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
    else
      out +=
        /[\uD800-\uDFFF]/.test(char) && char.length === 1 ? REPLACEMENT_CHARACTER : encodeURIComponent(char);
  }
  return out;
}

/**
 * The canonical URL a sign covers: the path, then `?` and the query parameters (without `sign`) as
 * `name=value`, both percent-encoded (RFC 3986), sorted by name then value and joined with `&`. Just the path when
 * there are none.
 */
export function canonicalUrl(
  path: string,
  params: Record<string, string | readonly string[] | undefined>,
): string {
  // The gateway builds one for every signed call, so this avoids the entries array, a tuple per pair and the
  // comparator calls of Array#sort for the usual handful of parameters.
  const names: string[] = [];
  const values: string[] = [];
  for (const name of Object.keys(params)) {
    const value = params[name];
    if (name === 'sign' || value === undefined) continue;
    const encodedName = percentEncode(name);
    if (typeof value === 'string') {
      names.push(encodedName);
      values.push(percentEncode(value));
    } else {
      for (const item of value) {
        names.push(encodedName);
        values.push(percentEncode(item));
      }
    }
  }
  if (names.length === 0) return path;
  sortPairs(names, values);
  let url = `${path}?${names[0]}=${values[0]}`;
  for (let index = 1; index < names.length; index += 1) url += `&${names[index]}=${values[index]}`;
  return url;
}

/** Up to this many pairs, insertion sort; beyond, Array#sort, so that a query of thousands stays O(n log n). */
const INSERTION_SORT_MAX = 32;

/** Sorts the pairs (`names[i]`, `values[i]`) by name, then value, comparing code units. */
function sortPairs(names: string[], values: string[]): void {
  if (names.length > INSERTION_SORT_MAX) {
    const order = names
      .map((name, index) => ({ name, value: values[index]! }))
      .sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
      );
    order.forEach((pair, index) => {
      names[index] = pair.name;
      values[index] = pair.value;
    });
    return;
  }
  for (let end = 1; end < names.length; end += 1) {
    const name = names[end]!;
    const value = values[end]!;
    let index = end;
    while (index > 0) {
      const previousName = names[index - 1]!;
      const previousValue = values[index - 1]!;
      if (previousName < name || (previousName === name && previousValue <= value)) break;
      names[index] = previousName;
      values[index] = previousValue;
      index -= 1;
    }
    names[index] = name;
    values[index] = value;
  }
}

/** The text a sign is the HMAC-SHA256 of: canonical URL, deviceId, nonce, timestamp and userId, concatenated. */
export function signingText(fields: {
  canonicalUrl: string;
  deviceId: string;
  nonce: string;
  timestamp: number | string;
  userId: string;
}): string {
  return `${fields.canonicalUrl}${fields.deviceId}${fields.nonce}${fields.timestamp}${fields.userId}`;
}

/** Additional authenticated data of the AES-GCM seal: binds a ciphertext to its method and path. */
export function cipherAad(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
