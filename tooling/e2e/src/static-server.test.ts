import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'aura-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<p>home</p>');
  writeFileSync(join(root, 'assets', 'app.js'), 'export {}');
  server = await serveStatic(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('serves files with their content type, and index.html for a directory', async () => {
    const script = await fetch(`${server.url}/assets/app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await (await fetch(`${server.url}/`)).text()).toBe('<p>home</p>');
  });

  it('answers 404 for missing files and "no content" for a missing favicon', async () => {
    expect((await fetch(`${server.url}/nope.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(204);
  });

  it('never serves a file outside its root', async () => {
    const response = await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`);
    expect([403, 404]).toContain(response.status);
  });
});

describe('freePort', () => {
  it('returns a port that can be listened on', async () => {
    const port = await freePort();
    const probe = createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', resolve);
    });
    probe.close();
    expect(port).toBeGreaterThan(0);
  });
});
