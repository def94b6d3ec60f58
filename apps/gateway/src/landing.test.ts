// The gateway's side of the landing pages (landing.ts, docs/landing.md): which requests get a prerendered page and
// which the app shell, and how the pages, the script, the sitemap and robots.txt go out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';
import { LANDING_ORIGIN_MARK as ORIGIN_MARK } from '@aura/contracts';
import { choosePage } from './landing.ts';

const MANIFEST = {
  pages: { '/': 'home', '/tr': 'home-tr', '/about-us': 'about', '/tr/about-us': 'about-tr' },
  campaigns: { '/landings': 'campaign', '/tr/lp/en': 'campaign-tr' },
};

describe('choosePage', () => {
  it('gives a visitor the prerendered landing and public pages, a trailing slash or a query aside', () => {
    expect(choosePage(MANIFEST, '/', undefined)).toBe('home');
    expect(choosePage(MANIFEST, '/tr/', undefined)).toBe('home-tr');
    expect(choosePage(MANIFEST, '/tr/about-us?utm_source=ad', 'deviceId=d1')).toBe('about-tr');
  });

  it('gives the marketing landings’ page to every path under them, to anybody', () => {
    expect(choosePage(MANIFEST, '/landings/summer/2026', 'userId=7')).toBe('campaign');
    expect(choosePage(MANIFEST, '/landings', undefined)).toBe('campaign');
    expect(choosePage(MANIFEST, '/tr/lp/en/x', undefined)).toBe('campaign-tr');
    expect(choosePage(MANIFEST, '/landingsx', undefined)).toBeUndefined();
  });

  it('leaves to the app shell the signed-in, an auto-login, the app’s routes and unknown paths', () => {
    expect(choosePage(MANIFEST, '/', 'deviceId=d1; userId=7')).toBeUndefined();
    expect(choosePage(MANIFEST, '/?autoLoginToken=abc', undefined)).toBeUndefined();
    expect(choosePage(MANIFEST, '/wall', undefined)).toBeUndefined();
    expect(choosePage(MANIFEST, '/de/about-us', undefined)).toBeUndefined();
    expect(choosePage(MANIFEST, '/hasOwnProperty', undefined)).toBeUndefined();
  });
});

describe('the landing build, served', () => {
  let dist: string;
  let gateway: TestGateway;
  let app: FastifyInstance;
  const page = (lang: string) =>
    `<!doctype html><html lang="${lang}"><link rel="canonical" href="${ORIGIN_MARK}/"><h1>${'Aura '.repeat(300)}</h1>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'aura-landing-'));
    mkdirSync(join(dist, 'pages'));
    mkdirSync(join(dist, 'landing'));
    writeFileSync(join(dist, 'pages', 'index.html'), page('en'));
    writeFileSync(join(dist, 'pages', 'tr.html'), page('tr'));
    writeFileSync(join(dist, 'landing', 'landing-abc.js'), 'void 0');
    writeFileSync(join(dist, 'landing', 'landing-abc.js.br'), brotliCompressSync('void 0'));
    writeFileSync(join(dist, 'landing', 'embed.js'), 'void 0');
    writeFileSync(join(dist, 'sitemap.xml'), `<urlset><url><loc>${ORIGIN_MARK}/</loc></url></urlset>`);
    writeFileSync(join(dist, 'robots.txt'), `Sitemap: ${ORIGIN_MARK}/sitemap.xml\n`);
    const manifest = {
      pages: { '/': 'pages/index.html', '/tr': 'pages/tr.html' },
      campaigns: {},
      script: '/landing/landing-abc.js',
      embed: '/landing/embed.js',
    };
    writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest));
    gateway = await startTestGateway({ LANDING_DIST: dist, PUBLIC_URL: 'https://aura.example' });
    app = gateway.app;
    await app.ready();
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a page precompressed, with the gateway’s origin in its links', async () => {
    const answer = await app.inject({ url: '/tr/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(answer.rawPayload).toString();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('href="https://aura.example/"');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<html lang="en">');
  });

  it('serves the script, the sitemap and robots.txt', async () => {
    const hashed = await app.inject({ url: '/landing/landing-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(hashed.rawPayload).toString()).toBe('void 0');
    expect((await app.inject({ url: '/landing/landing-abc.js.br' })).statusCode).toBe(404);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    const embed = await app.inject({ url: '/landing/embed.js' });
    expect(embed.headers['cache-control']).toBe('no-cache');
    expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://aura.example/</loc>');
    expect((await app.inject({ url: '/robots.txt' })).body).toBe(
      'Sitemap: https://aura.example/sitemap.xml\n',
    );
  });

  it('answers a signed-in browser’s root with the app, and no page with a JSON 404 when there is no web build', async () => {
    const signedIn = await app.inject({ url: '/', headers: { cookie: 'userId=7' } });
    // No web build in this test: the app shell would answer; here nothing does.
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.headers['content-type']).toMatch(/^application\/json/);
  });
});
