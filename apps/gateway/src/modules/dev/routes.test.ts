// The sandbox outbox shows every sign-in code: only this machine may read it, whatever HOST and proxies say.
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../test/gateway.ts';

let direct: TestGateway;
let proxied: TestGateway;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestGateway(), startTestGateway({ TRUST_PROXY: 'true' })]);
});

afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

const PATHS = ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=%2B31612345678'];

describe('the sandbox outbox', () => {
  it.each(PATHS)('shows %s to this machine', async (url) => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await direct.app.inject({ url, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each(PATHS)('hides %s from any other address', async (url) => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.3', '203.0.113.9', 'fe80::1']) {
      const response = await direct.app.inject({ url, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.body).not.toContain('"channel"');
    }
  });

  it('hides it from a request a proxy on this machine forwarded from outside, trusted or not', async () => {
    for (const gateway of [direct, proxied]) {
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        { forwarded: 'for="[2001:db8::1]:4711";proto=https' },
      ]) {
        const response = await gateway.app.inject({
          url: '/dev/outbox.json',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      }
    }
  });

  it('is not faked into view by a forwarded loopback address from outside', async () => {
    const response = await proxied.app.inject({
      url: '/dev/outbox.json',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

/** This machine's address on a network, if it has one: reaching it is reaching the gateway from beyond loopback. */
const NETWORK_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('the sandbox outbox with HOST=0.0.0.0', () => {
  it.skipIf(!NETWORK_ADDRESS)(
    'is served over loopback only, though the gateway listens on every interface',
    async () => {
      const open = await startTestGateway({ HOST: '0.0.0.0' });
      try {
        expect(open.config.host).toBe('0.0.0.0');
        await open.app.listen({ port: 0, host: open.config.host });
        const { port } = open.app.server.address() as AddressInfo;
        const viaNetwork = await fetch(`http://${NETWORK_ADDRESS}:${port}/dev/outbox.json`);
        expect(viaNetwork.status).toBe(404);
        expect(await viaNetwork.text()).not.toContain('"channel"');
        // The same gateway on the same port: the network reaches it, only loopback sees the outbox.
        expect((await fetch(`http://${NETWORK_ADDRESS}:${port}/healthz`)).status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${port}/dev/outbox.json`)).status).toBe(200);
      } finally {
        await open.close();
      }
    },
  );
});
