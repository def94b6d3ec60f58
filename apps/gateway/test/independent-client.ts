// A client of gateway protocol v1 written from docs/protocol.md with node:crypto and fetch alone: it imports
// nothing of Aura's (no @aura/gateway-client, no @aura/contracts), so it checks the documented wire format.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

export interface Identity {
  userId: string;
  deviceId: string;
  loginToken: string;
}

export interface Answer {
  httpStatus: number;
  body: { code: number; message: string; data: unknown };
  /** Whether the answer came sealed, and with which key fingerprint. */
  sealedWith?: string;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function canonical(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query)
    .filter(([name]) => name !== 'sign')
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return pairs.length ? `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
}

export function sign(token: string, text: string): string {
  return createHmac('sha256', token).update(text, 'utf8').digest('hex').toUpperCase();
}

function nonce(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(8), (byte) => letters[byte % letters.length]).join('');
}

export class IndependentClient {
  readonly aesKey = randomBytes(32);
  kid = '';
  wrappedKey = '';
  publicKeyPem = '';
  /** Milliseconds to add to the local clock (for clock-skew tests). */
  clockSkewMs = 0;

  constructor(
    readonly baseUrl: string,
    readonly identity: Identity | { deviceId: string },
  ) {}

  get fingerprint(): string {
    return createHash('sha256').update(this.aesKey).digest('hex').slice(0, 32);
  }

  envelope(): Record<string, string | number | boolean> {
    return {
      appId: 'independent-test-client',
      version: '1.0.0',
      platformType: 4,
      languageId: 1,
      deviceId: this.identity.deviceId,
      ...('userId' in this.identity ? { userId: this.identity.userId } : {}),
    };
  }

  /** Fetches the gateway's public key and wraps this client's AES key with it (RSA-OAEP, SHA-256). */
  async handshake(): Promise<void> {
    const query = new URLSearchParams({ ...stringify(this.envelope()), noCrypt: 'true' });
    const response = await fetch(`${this.baseUrl}/facade/api/function/exempt/publicKey?${query}`);
    const { data } = (await response.json()) as { data: { kid: string; publicKey: string } };
    this.kid = data.kid;
    this.publicKeyPem = data.publicKey;
    this.wrapKey();
  }

  wrapKey(): void {
    this.wrappedKey = publicEncrypt(
      { key: this.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(this.aesKey.toString('base64'), 'utf8'),
    ).toString('base64');
  }

  seal(plaintext: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.aesKey, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  }

  open(sealed: string, aad: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.aesKey, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }

  /**
   * Signature fields for a signed call. `canonicalOf` gets the timestamp and nonce first, because for GET they
   * are query parameters and so part of the canonical URL; for POST the canonical URL is the path.
   */
  signature(
    canonicalOf: (fields: Record<string, string>) => string,
    timestamp = Date.now() + this.clockSkewMs,
  ): Record<string, string> {
    if (!('loginToken' in this.identity)) return {};
    const fields = { timestamp: String(timestamp), nonce: nonce() };
    const text = `${canonicalOf(fields)}${this.identity.deviceId}${fields.nonce}${fields.timestamp}${this.identity.userId}`;
    return { ...fields, sign: sign(this.identity.loginToken, text) };
  }

  async get(
    path: string,
    params: Record<string, string> = {},
    options: {
      encrypt?: boolean;
      signed?: boolean;
      tamper?: (query: Record<string, string>) => void;
      kid?: string;
      /** Extra HTTP headers (a forwarded address, telemetry). */
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const { encrypt = true, signed = true } = options;
    const query: Record<string, string> = { ...stringify(this.envelope()), ...params };
    if (!encrypt) query.noCrypt = 'true';
    if (signed)
      Object.assign(
        query,
        this.signature((fields) => canonical(path, { ...query, ...fields })),
      );
    options.tamper?.(query);
    const headers: Record<string, string> = { ...options.headers };
    if (encrypt) headers['x-aura-key'] = `${options.kid ?? this.kid}:${this.wrappedKey}`;
    const response = await fetch(`${this.baseUrl}${path}?${new URLSearchParams(query)}`, { headers });
    return this.read(response, `GET ${path}`);
  }

  async post(
    path: string,
    params: Record<string, unknown> = {},
    options: {
      encrypt?: boolean;
      signed?: boolean;
      aad?: string;
      tamperSealed?: (sealed: string) => string;
      /** Extra HTTP headers (a forwarded address, telemetry). */
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const { encrypt = true, signed = true } = options;
    const body: Record<string, unknown> = { ...this.envelope(), ...params };
    if (!encrypt) body.noCrypt = true;
    if (signed)
      Object.assign(
        body,
        this.signature(() => path),
      );
    let payload: unknown = body;
    if (encrypt) {
      const sealed = this.seal(JSON.stringify(body), options.aad ?? `POST ${path}`);
      payload = { key: this.wrappedKey, kid: this.kid, data: options.tamperSealed?.(sealed) ?? sealed };
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...options.headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return this.read(response, `POST ${path}`);
  }

  /** A signed PUT in plaintext (putLogout allows both). */
  async put(path: string): Promise<Answer> {
    const body = { ...this.envelope(), noCrypt: true, ...this.signature(() => path) };
    return this.raw(
      `${this.baseUrl}${path}`,
      { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      `PUT ${path}`,
    );
  }

  /** One signed and encrypted GET sent twice, byte for byte: the second is a replay. */
  async getTwice(path: string): Promise<[Answer, Answer]> {
    const query = stringify(this.envelope());
    Object.assign(
      query,
      this.signature((fields) => canonical(path, { ...query, ...fields })),
    );
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query)}`;
    const init = { headers: { 'x-aura-key': `${this.kid}:${this.wrappedKey}` } };
    return [await this.raw(url, init, `GET ${path}`), await this.raw(url, init, `GET ${path}`)];
  }

  /** Sends exactly this request, for replay tests. */
  async raw(url: string, init: RequestInit, aad: string): Promise<Answer> {
    return this.read(await fetch(url, init), aad);
  }

  private async read(response: Response, aad: string): Promise<Answer> {
    const json = (await response.json()) as Record<string, unknown>;
    if (typeof json.key === 'string' && typeof json.data === 'string' && !('code' in json)) {
      return {
        httpStatus: response.status,
        body: JSON.parse(this.open(json.data, aad)),
        sealedWith: json.key,
      };
    }
    return { httpStatus: response.status, body: json as Answer['body'] };
  }
}

function stringify(record: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, String(value)]));
}
