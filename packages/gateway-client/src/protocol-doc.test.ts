// docs/protocol.md's worked example, recomputed from the page with this client's own functions: what the client
// sends and opens is byte for byte what the page documents.
import { readFileSync } from 'node:fs';
import { PLATFORM_TYPE, type LanguageId, type RequestEnvelope } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './base64.ts';
import { importSessionKey } from './cipher.ts';
import { buildRequest, type Signer } from './request.ts';
import { readAnswer } from './response.ts';
import { computeSign } from './signing.ts';

const page = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');
const examples = new Map(
  [...page.matchAll(/<!-- example: (\S+) -->\s*```[a-z]*\n([\s\S]*?)```/g)].map(([, name, body]) => [
    name!,
    body!.trim(),
  ]),
);

function example(name: string): string {
  const value = examples.get(name);
  if (value === undefined) throw new Error(`docs/protocol.md has no example "${name}"`);
  return value;
}

const inputs = JSON.parse(example('inputs')) as {
  loginToken: string;
  deviceId: string;
  userId: string;
  timestamp: number;
  nonce: string;
  aesKeyBase64: string;
  requestIvHex: string;
};
const GET_PATH = '/facade/api/user/getUserInfo';
const POST_PATH = '/facade/api/onlinestatus/exempt/heartbeat/status';

/** The page's envelope: its query, read back. */
const query = new URLSearchParams(example('get-query'));
const envelope: RequestEnvelope = {
  appId: query.get('appId')!,
  version: query.get('version')!,
  platformType: PLATFORM_TYPE,
  languageId: Number(query.get('languageId')) as LanguageId,
  deviceId: inputs.deviceId,
  userId: inputs.userId,
};

/** Web Crypto whose random bytes are the page's request IV, so the seal is reproducible. */
const fixedIvCrypto = {
  subtle: globalThis.crypto.subtle,
  getRandomValues<T extends ArrayBufferView>(array: T): T {
    new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(
      Buffer.from(inputs.requestIvHex, 'hex'),
    );
    return array;
  },
} as Crypto;

const signer: Signer = {
  timestamp: inputs.timestamp,
  nonce: inputs.nonce,
  sign: (canonicalUrl) =>
    computeSign(globalThis.crypto, inputs.loginToken, {
      canonicalUrl,
      deviceId: inputs.deviceId,
      nonce: inputs.nonce,
      timestamp: inputs.timestamp,
      userId: inputs.userId,
    }),
};

const sessionKey = () => importSessionKey(globalThis.crypto, base64ToBytes(inputs.aesKeyBase64));

describe('docs/protocol.md worked example, as this client computes it', () => {
  it('names the AES key by the documented fingerprint', async () => {
    expect((await sessionKey()).fingerprint).toBe(example('fingerprint'));
  });

  it('sends the documented GET: canonical URL and sign', async () => {
    const request = await buildRequest({
      method: 'GET',
      path: GET_PATH,
      params: {},
      envelope,
      signer,
      crypto: globalThis.crypto,
    });
    expect(request.url).toBe(`${example('get-canonical')}&sign=${example('get-sign')}`);
  });

  it('opens the documented answer', async () => {
    const key = await sessionKey();
    const answer = await readAnswer(
      { status: 200, data: { key: example('fingerprint'), data: example('get-response-sealed') } },
      { sealedWith: key, aad: `GET ${GET_PATH}`, crypto: globalThis.crypto, call: `GET ${GET_PATH}` },
    );
    expect(answer).toEqual({ httpStatus: 200, ...JSON.parse(example('get-response-plain')) });
  });

  it('sends the documented POST: sign, plaintext body and sealed body', async () => {
    const key = await sessionKey();
    const request = await buildRequest({
      method: 'POST',
      path: POST_PATH,
      params: {},
      envelope,
      signer,
      key: { kid: example('kid'), wrapped: 'wrapped', sessionKey: key },
      crypto: fixedIvCrypto,
    });
    const body = request.body as { key: string; kid: string; data: string };
    expect(body).toEqual({ key: 'wrapped', kid: example('kid'), data: example('post-sealed') });
    expect(JSON.parse(example('post-plain')).sign).toBe(example('post-sign'));
  });
});
