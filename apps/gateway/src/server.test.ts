import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL_ERRORS } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/gateway.ts';

const INDEX_HTML = '<!doctype html><title>Aura</title><div id="root"></div>';
let webDist: string;
let gateway: TestGateway;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'aura-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  gateway = await startTestGateway({ WEB_DIST: webDist });
  app = gateway.app;
  app.get('/api/test/explode', async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('gateway server', () => {
  it('answers /healthz with its version', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: 'test' });
  });

  it.each(['/', '/wall', '/tr/wall', '/profile/42?from=shop', '/nl/'])(
    'serves the web app for %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a long cache, other files revalidated', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await app.inject('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404 in the protocol shape', async () => {
    for (const url of ['/api/nothing', '/facade/api/user/nope', '/matches/x']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: PROTOCOL_ERRORS.notFound,
        message: `No such endpoint: GET ${url}`,
        data: null,
      });
    }
  });

  it('does not answer other methods with the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/wall' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: PROTOCOL_ERRORS.notFound });
  });

  it('hides internal errors behind a generic 500', async () => {
    const response = await app.inject('/api/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: PROTOCOL_ERRORS.internal,
      message: 'Internal error.',
      data: null,
    });
    expect(response.body).not.toContain('secret');
  });

  it('keeps a client error readable, without a stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/explode',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(body.message).toMatch(/JSON/i);
    expect(response.body).not.toContain(' at ');
  });

  it('passes a sane request id through and replaces a hostile one', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.statusCode).toBe(200);
    const hostile = await app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(hostile.statusCode).toBe(200);
  });
});

describe('gateway without a web build', () => {
  it('serves the API alone', async () => {
    const api = await startTestGateway();
    expect((await api.app.inject('/healthz')).statusCode).toBe(200);
    const page = await api.app.inject('/wall');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: PROTOCOL_ERRORS.notFound });
    await api.close();
  });
});
