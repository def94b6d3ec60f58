// The web app's files go as the build's brotli or gzip variant when the browser accepts one (web.ts, preCompressed),
// else as they are: the right Content-Encoding, the variant's own length, Vary: Accept-Encoding on every answer,
// and bytes that decompress to the file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';

const INDEX_HTML = `<!doctype html><title>Aura</title><div id="root">${'<p>splash</p>'.repeat(100)}</div>`;
const ENTRY = Array.from({ length: 500 }, (_, i) => `console.log("module ${i}");`).join('\n');
const JAPANESE_SHELL = `<!doctype html><html lang="ja"><title>Aura · ライブビデオチャット</title>${'<p>splash</p>'.repeat(100)}`;
const ICON = '<svg/>';

let webDist: string;
let gateway: TestGateway;
let app: FastifyInstance;

/** Writes a file and, like the build, its .br and .gz. */
function withVariants(path: string, text: string): void {
  writeFileSync(join(webDist, path), text);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(text));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'aura-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'shells'));
  withVariants('index.html', INDEX_HTML);
  withVariants('shells/ja.html', JAPANESE_SHELL);
  withVariants('assets/index-abc123.js', ENTRY);
  // Too small to compress: the build writes no variant.
  writeFileSync(join(webDist, 'favicon.svg'), ICON);
  gateway = await startTestGateway({ WEB_DIST: webDist });
  app = gateway.app;
  await app.ready();
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

/** The answer's body as the browser would read it, after checking that the headers describe it. */
function decoded(response: LightMyRequestResponse, encoding: 'br' | 'gzip' | 'identity'): string {
  expect(response.statusCode).toBe(200);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
  const bytes = response.rawPayload;
  expect(Number(response.headers['content-length'])).toBe(bytes.length);
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

describe('precompressed web files', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(decoded(response, 'br')).toBe(ENTRY);
    expect(response.rawPayload.length).toBeLessThan(ENTRY.length / 5);
    expect(response.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a client that accepts only gzip, or refuses brotli', async () => {
    expect(decoded(await get('/assets/index-abc123.js', 'gzip'), 'gzip')).toBe(ENTRY);
    expect(decoded(await get('/assets/index-abc123.js', 'br;q=0, gzip'), 'gzip')).toBe(ENTRY);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    expect(decoded(await get('/assets/index-abc123.js'), 'identity')).toBe(ENTRY);
    expect(decoded(await get('/assets/index-abc123.js', 'identity'), 'identity')).toBe(ENTRY);
    expect(decoded(await get('/assets/index-abc123.js', 'deflate'), 'identity')).toBe(ENTRY);
  });

  it.each(['/', '/wall', '/tr/wall'])(
    'sends index.html compressed for %s, still revalidated, never indexed',
    async (url) => {
      const br = await get(url, 'gzip, deflate, br');
      expect(decoded(br, 'br')).toBe(INDEX_HTML);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      // Search engines index the prerendered public pages (landing.ts), never the app shell.
      expect(br.headers['x-robots-tag']).toBe('noindex');
      expect(decoded(await get(url, 'gzip'), 'gzip')).toBe(INDEX_HTML);
      expect(decoded(await get(url), 'identity')).toBe(INDEX_HTML);
    },
  );

  it.each(['/ja', '/ja/wall', '/ja?x=1', '/ja/shop?pack=1'])(
    'sends the Japanese shell for %s, compressed and never indexed',
    async (url) => {
      const br = await get(url, 'gzip, deflate, br');
      expect(decoded(br, 'br')).toBe(JAPANESE_SHELL);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['x-robots-tag']).toBe('noindex');
      expect(decoded(await get(url), 'identity')).toBe(JAPANESE_SHELL);
    },
  );

  it('sends the English shell where the first segment is no language with a shell', async () => {
    for (const url of ['/jam', '/wall/ja', '/de/wall']) {
      expect(decoded(await get(url, 'br'), 'br'), url).toBe(INDEX_HTML);
    }
  });

  it('sends a file that has no variant as it is, to any client', async () => {
    expect(decoded(await get('/favicon.svg', 'gzip, br'), 'identity')).toBe(ICON);
  });

  it('does not serve a variant by its own name', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/index.html.gz']) {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
  });
});

describe('the wire codes as language prefixes', () => {
  it('moves /iw and /in to Hebrew’s and Indonesian’s prefixes, keeping the path and query', async () => {
    for (const [from, to] of [
      ['/iw/wall?utm_source=ad', '/he/wall?utm_source=ad'],
      ['/iw', '/he'],
      ['/in/shop', '/id/shop'],
      ['/in?x=1', '/id?x=1'],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // Not a prefix: a page of its own (the app's router answers it).
    expect((await get('/india')).statusCode).toBe(200);
    expect((await get('/he/wall')).statusCode).toBe(200);
  });
});
