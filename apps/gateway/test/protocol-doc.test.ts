// docs/protocol.md's worked example, recomputed from the page with the gateway's own functions: the documented
// numbers are what the implementation produces.
import { createCipheriv, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { canonicalUrl, cipherAad, signingText } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, open } from '../src/protocol/cipher.ts';
import { keyId } from '../src/protocol/keys.ts';
import { computeSign } from '../src/protocol/signature.ts';

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
  responseIvHex: string;
};
const aesKey = Buffer.from(inputs.aesKeyBase64, 'base64');
const GET_PATH = '/facade/api/user/getUserInfo';
const POST_PATH = '/facade/api/onlinestatus/exempt/heartbeat/status';

function sealWithIv(plaintext: string, ivHex: string, aad: string): string {
  const iv = Buffer.from(ivHex, 'hex');
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

describe('docs/protocol.md worked example', () => {
  it('names the public key by the documented kid, and the AES key by the documented fingerprint', () => {
    expect(keyId(createPublicKey(example('public-key')))).toBe(example('kid'));
    expect(aesKey).toHaveLength(32);
    expect(fingerprintOf(aesKey)).toBe(example('fingerprint'));
  });

  it('canonicalises and signs the GET as documented', () => {
    const query = Object.fromEntries(new URLSearchParams(example('get-query')));
    const canonical = canonicalUrl(GET_PATH, query);
    expect(canonical).toBe(example('get-canonical'));
    const fields = {
      canonicalUrl: canonical,
      deviceId: inputs.deviceId,
      nonce: inputs.nonce,
      timestamp: inputs.timestamp,
      userId: inputs.userId,
    };
    expect(signingText(fields)).toBe(example('get-signing-text'));
    expect(computeSign(inputs.loginToken, fields)).toBe(example('get-sign'));
  });

  it('seals the GET answer as documented, and the gateway opens it', () => {
    const aad = cipherAad('GET', GET_PATH);
    expect(sealWithIv(example('get-response-plain'), inputs.responseIvHex, aad)).toBe(
      example('get-response-sealed'),
    );
    expect(open(aesKey, example('get-response-sealed'), aad)).toBe(example('get-response-plain'));
  });

  it('signs and seals the POST as documented, and the gateway opens it', () => {
    const fields = {
      canonicalUrl: canonicalUrl(POST_PATH, {}),
      deviceId: inputs.deviceId,
      nonce: inputs.nonce,
      timestamp: inputs.timestamp,
      userId: inputs.userId,
    };
    expect(signingText(fields)).toBe(example('post-signing-text'));
    expect(computeSign(inputs.loginToken, fields)).toBe(example('post-sign'));
    const plain = JSON.parse(example('post-plain')) as { sign: string };
    expect(plain.sign).toBe(example('post-sign'));
    const aad = cipherAad('POST', POST_PATH);
    expect(sealWithIv(example('post-plain'), inputs.requestIvHex, aad)).toBe(example('post-sealed'));
    expect(open(aesKey, example('post-sealed'), aad)).toBe(example('post-plain'));
  });
});

describe('docs/protocol.md endpoint table', () => {
  it('lists every endpoint of @aura/contracts with its method, path, access and encryption', async () => {
    const contracts = await import('@aura/contracts');
    const endpoints = Object.entries(contracts).filter(
      ([, value]) =>
        value !== null &&
        typeof value === 'object' &&
        'method' in value &&
        'path' in value &&
        'output' in value,
    ) as [string, { method: string; path: string; access: string; encryption: string }][];
    expect(endpoints.length).toBeGreaterThan(30);
    // Table rows as their trimmed cells, whatever padding the formatter gave them.
    const documented = new Set(
      page
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) =>
          line
            .split('|')
            .map((cell) => cell.trim())
            .filter(Boolean)
            .join(' | '),
        ),
    );
    const missing = endpoints
      .filter(
        ([name, e]) => !documented.has([e.method, `\`${e.path}\``, e.access, e.encryption, name].join(' | ')),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
