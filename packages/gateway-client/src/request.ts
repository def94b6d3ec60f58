import {
  PROTOCOL,
  canonicalUrl,
  cipherAad,
  envelopeToQuery,
  percentEncode,
  usesQuery,
  type HttpMethod,
  type RequestEnvelope,
} from '@aura/contracts';
import { seal } from './cipher.ts';
import type { WrappedKey } from './key-exchange.ts';

/** Signs one request: its timestamp and nonce are chosen first, because for GET they are part of what is signed. */
export interface Signer {
  timestamp: number;
  nonce: string;
  sign(canonicalUrl: string): Promise<string>;
}

/** A request as the HTTP transport sends it. */
export interface OutgoingRequest {
  method: HttpMethod;
  /** Path and query string, relative to the gateway's base URL. */
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Additional authenticated data of the seal, both ways: "METHOD /path". */
  aad: string;
}

export interface RequestParts {
  method: HttpMethod;
  /** The endpoint's path; `:name` segments are filled from the parameters. */
  path: string;
  params: Record<string, unknown>;
  envelope: RequestEnvelope;
  signer?: Signer;
  /** Encrypts when given: the wrapped key travels in a header (GET, DELETE) or in the body. */
  key?: WrappedKey;
  crypto: Crypto;
}

/** Fills `:name` segments from the parameters, which then travel nowhere else. */
function fillPath(template: string, params: Record<string, unknown>) {
  const rest = { ...params };
  const path = template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null) throw new TypeError(`path parameter ${name} is missing`);
    return percentEncode(String(value));
  });
  return { path, rest };
}

function queryValue(name: string, value: unknown): string | string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === 'object')
    throw new TypeError(`query parameter ${name} must be a string, number or boolean`);
  return String(value);
}

/**
 * Builds a call of protocol v1: the envelope and parameters in the query (GET, DELETE) or the body, the signature
 * fields when signed, and the cipher envelope when encrypted. Envelope fields win over parameters of the same name.
 */
export async function buildRequest(parts: RequestParts): Promise<OutgoingRequest> {
  const { method, envelope, signer, key, crypto } = parts;
  const { path, rest } = fillPath(parts.path, parts.params);
  const aad = cipherAad(method, path);
  const headers: Record<string, string> = {};

  if (usesQuery(method)) {
    const query: Record<string, string | string[] | undefined> = {};
    for (const [name, value] of Object.entries(rest)) query[name] = queryValue(name, value);
    Object.assign(query, envelopeToQuery(envelope));
    if (signer) Object.assign(query, { timestamp: String(signer.timestamp), nonce: signer.nonce });
    // The URL sent is the canonical URL itself (sorted, percent-encoded), plus the sign.
    const canonical = canonicalUrl(path, query);
    let url = canonical;
    if (signer) url += `${canonical.includes('?') ? '&' : '?'}sign=${await signer.sign(canonical)}`;
    if (key) headers[PROTOCOL.keyHeader] = `${key.kid}:${key.wrapped}`;
    return { method, url, headers, aad };
  }

  const body: Record<string, unknown> = { ...rest, ...envelope };
  if (signer) {
    // A body's sign covers the path alone; the body itself is protected by the cipher.
    const sign = await signer.sign(canonicalUrl(path, {}));
    Object.assign(body, { timestamp: signer.timestamp, nonce: signer.nonce, sign });
  }
  if (!key) return { method, url: path, headers, body, aad };
  const data = await seal(crypto, key.sessionKey.key, JSON.stringify(body), aad);
  return { method, url: path, headers, body: { key: key.wrapped, kid: key.kid, data }, aad };
}
