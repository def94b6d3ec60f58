// One address may hold only so many connections at once; the one over the cap is told why, then closed.
import { connect, type Socket } from 'node:net';
import { PROTOCOL_ERRORS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { IndependentClient } from '../../test/independent-client.ts';
import { TestSocket, socketUrl } from '../../test/realtime-client.ts';

const CAP = 3;
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ MAX_CONNECTIONS_PER_ADDRESS: String(CAP) });
  await gateway.listen();
});

afterAll(() => gateway.close());

interface Connection {
  socket: Socket;
  /** Sends one keep-alive GET /healthz and resolves with the raw answer. */
  get(): Promise<string>;
  closed: Promise<void>;
}

async function open(): Promise<Connection> {
  const { port } = new URL(gateway.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const get = () =>
    new Promise<string>((resolve) => {
      let answer = '';
      const read = (chunk: Buffer) => {
        answer += chunk.toString();
        const end = answer.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(answer)?.[1] ?? NaN);
        if (end >= 0 && answer.length >= end + 4 + length) {
          socket.off('data', read);
          resolve(answer);
        }
      };
      socket.on('data', read);
      socket.write('GET /healthz HTTP/1.1\r\nHost: aura\r\nConnection: keep-alive\r\n\r\n');
    });
  return { socket, get, closed };
}

/** Waits until the server itself has seen connections close (a client's close reaches it a moment later). */
async function serverHolds(count: number): Promise<void> {
  const open = () =>
    new Promise<number>((resolve, reject) =>
      gateway.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
  while ((await open()) > count) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('connections per address', () => {
  it('serves up to the cap, refuses the next one cleanly, and serves again once one closes', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, open));
    for (const connection of held) expect(await connection.get()).toMatch(/^HTTP\/1\.1 200 /);

    const extra = await open();
    const refused = await extra.get();
    expect(refused).toMatch(/^HTTP\/1\.1 429 /);
    expect(refused.toLowerCase()).toContain('connection: close');
    expect(refused.toLowerCase()).toMatch(/retry-after: \d+/);
    const body = JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4)) as { code: number };
    expect(body).toMatchObject({
      code: PROTOCOL_ERRORS.rateLimited,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    await extra.closed;

    // Those within the cap were not disturbed.
    expect(await held[0]!.get()).toMatch(/^HTTP\/1\.1 200 /);
    held[1]!.socket.destroy();
    await serverHolds(CAP - 1);
    const next = await open();
    expect(await next.get()).toMatch(/^HTTP\/1\.1 200 /);
    for (const connection of [held[0]!, held[2]!, next]) connection.socket.destroy();
    await serverHolds(0);
  });

  it('counts realtime WebSockets too, and refuses one over the cap with a 429 instead of a reset', async () => {
    const client = new IndependentClient(gateway.url, { deviceId: 'cap-ws-1' });
    const sockets = Array.from({ length: CAP }, () => TestSocket.open(socketUrl(client)));
    for (const socket of sockets) await socket.next({ type: 'hello' });
    const over = TestSocket.open(socketUrl(client));
    const status = await new Promise<number | undefined>((resolve) => {
      over.socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
      over.socket.once('open', () => resolve(undefined));
      over.socket.once('error', () => {});
    });
    expect(status).toBe(429);
    for (const socket of sockets) await socket.close();
    await serverHolds(0);
  });
});
