// The gateway's answers above COMPRESS_MIN_BYTES go as brotli or gzip, as the client accepts (compression.ts): a
// plaintext guest list does, decompressing to the same answer; a small answer, a sealed one (base64 of ciphertext)
// and the web app's files do not; COMPRESS_ANSWERS=false turns it off; the realtime socket opens as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cipherAad, getGuestHosts, getServerTime } from '@aura/contracts';
import type { LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';
import { IndependentClient } from '../test/independent-client.ts';
import { socketUrl } from '../test/realtime-client.ts';
import { COMPRESS_MIN_BYTES, acceptedEncoding } from './compression.ts';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

let gateway: TestGateway;
let visitor: IndependentClient;
let webDist: string;
const MAP = JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(2000) });

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'aura-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Aura</title>');
  writeFileSync(join(webDist, 'app.js.map'), MAP);
  gateway = await startTestGateway({ SEED_DEMO_HOSTS: 'true', WEB_DIST: webDist });
  await gateway.listen();
  visitor = new IndependentClient(gateway.url, { deviceId: 'compression-visitor-1' });
  await visitor.handshake();
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

const envelope = () =>
  Object.fromEntries(Object.entries(visitor.envelope()).map(([name, value]) => [name, String(value)]));

/** A plaintext (noCrypt) call of a public endpoint, as sent by a client accepting `acceptEncoding`. */
const plaintext = (path: string, acceptEncoding?: string) =>
  gateway.app.inject({
    url: `${path}?${new URLSearchParams({ ...envelope(), noCrypt: 'true' })}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The answer's bytes as the client reads them, after checking that its headers describe them. */
function body(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(200);
  const bytes = response.rawPayload;
  expect(Number(response.headers['content-length'])).toBe(bytes.length);
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  expect(encoding).toBeUndefined();
  return bytes.toString();
}

describe('answers', () => {
  it('go compressed above the threshold, as the client accepts, decompressing to the same answer', async () => {
    const identity = await plaintext(getGuestHosts.path);
    const answer = JSON.parse(body(identity)) as { code: number; data: unknown[] };
    expect(answer.code).toBe(200);
    expect(identity.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(identity.headers.vary).toMatch(/accept-encoding/i);

    const br = await plaintext(getGuestHosts.path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(body(br))).toEqual(answer);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);

    const gzip = await plaintext(getGuestHosts.path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(body(gzip))).toEqual(answer);
  });

  it('go as they are under the threshold, without Vary', async () => {
    const small = await plaintext(getServerTime.path, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(JSON.parse(body(small))).toMatchObject({ code: 200 });
    expect(small.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });

  it('go as they are when sealed: base64 of ciphertext is not worth compressing', async () => {
    const response = await gateway.app.inject({
      url: `${getGuestHosts.path}?${new URLSearchParams(envelope())}`,
      headers: { 'accept-encoding': 'gzip, br', 'x-aura-key': `${visitor.kid}:${visitor.wrappedKey}` },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    const sealed = JSON.parse(body(response)) as { key: string; data: string };
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(sealed.key).toBe(visitor.fingerprint);
    const opened = JSON.parse(visitor.open(sealed.data, cipherAad('GET', getGuestHosts.path))) as {
      code: number;
      data: unknown[];
    };
    expect(opened.code).toBe(200);
    expect(opened.data.length).toBeGreaterThan(0);
  });

  it('leave the web app’s files to the build’s variants: a file without one goes as it is', async () => {
    const map = await gateway.app.inject({ url: '/app.js.map', headers: { 'accept-encoding': 'gzip, br' } });
    expect(map.headers['content-encoding']).toBeUndefined();
    expect(body(map)).toBe(MAP);
  });

  it('leave the realtime socket alone', async () => {
    const socket = new WebSocket(socketUrl(visitor), { headers: { 'accept-encoding': 'gzip, br' } });
    const hello = await new Promise<{ type: string }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as { type: string }));
      socket.once('error', reject);
    });
    expect(hello.type).toBe('hello');
    socket.close();
  });
});

describe('COMPRESS_ANSWERS=false', () => {
  it('sends every answer as it is', async () => {
    const plain = await startTestGateway({ SEED_DEMO_HOSTS: 'true', COMPRESS_ANSWERS: 'false' });
    try {
      const response = await plain.app.inject({
        url: `${getGuestHosts.path}?${new URLSearchParams({ ...envelope(), noCrypt: 'true' })}`,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(body(response))).toMatchObject({ code: 200 });
    } finally {
      await plain.close();
    }
  });
});
