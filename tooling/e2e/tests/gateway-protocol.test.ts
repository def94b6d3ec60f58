// The browser app speaks protocol v1 to the real gateway: its calls go out encrypted and come back sealed, and
// what it learns shows on the page.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSharedSuite, watchPageErrors } from '../src/index.ts';

/** A British address, passed as the proxy would pass it (the shared server runs with TRUST_PROXY). */
const BRITISH_ADDRESS = '81.2.69.142';
const suite = useSharedSuite();
const server = { url: suite.url };

describe('the app and the gateway', () => {
  it('makes encrypted calls and shows what the gateway answered', async () => {
    const context = await suite.browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': BRITISH_ADDRESS },
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const countryCall = page.waitForRequest((request) =>
      request.url().includes('/facade/api/function/exempt/country/byip'),
    );
    const heartbeatCall = page.waitForRequest((request) => request.url().includes('/heartbeat/status'));
    // The realtime channel opens and the gateway greets it. The greeting comes within milliseconds of the socket,
    // so the frames are listened to from the socket's first moment, not after a wait for it.
    const hello = new Promise<string>((resolve) => {
      page.on('websocket', (ws) => {
        if (new URL(ws.url()).pathname !== '/ws') return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"hello"')) resolve(String(frame.payload));
        });
      });
    });
    // The login page: the app shell's (a visitor's root is the prerendered landing page, which runs no app).
    await page.goto(`${server.url}/login`);
    expect(JSON.parse(await hello)).toMatchObject({ type: 'hello' });

    const country: Request = await countryCall;
    expect(new URL(country.url()).searchParams.get('noCrypt')).toBe('false');
    expect(country.headers()['x-aura-key']).toMatch(/^[0-9a-f]{32}:[A-Za-z0-9+/=]+$/);
    const countryAnswer = await (await country.response())!.json();
    expect(Object.keys(countryAnswer).sort()).toEqual(['data', 'key']);

    const heartbeat: Request = await heartbeatCall;
    const sealedBody = heartbeat.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(sealedBody).sort()).toEqual(['data', 'key', 'kid']);
    expect(JSON.stringify(sealedBody)).not.toContain('deviceId');

    await page.getByText('Region: United Kingdom').waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });
});
