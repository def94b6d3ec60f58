// Requests that never finish arriving are cut; an idle keep-alive connection is closed after its own timeout; the
// realtime WebSocket, long-lived by design, is not.
import { connect } from 'node:net';
import { PROTOCOL_ERRORS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { IndependentClient } from '../../test/independent-client.ts';
import { TestSocket, socketUrl } from '../../test/realtime-client.ts';

const TIMEOUT_MS = 400;
/** Longer than the request timeout, so a close within it would be that timeout's, not the keep-alive's. */
const KEEP_ALIVE_MS = TIMEOUT_MS * 3;
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  });
  await gateway.listen();
});

afterAll(() => gateway.close());

/** Sends `text` on a new connection and never anything more; resolves with what came back once it is closed. */
function sendAndWait(text: string): Promise<{ answer: string; elapsedMs: number }> {
  const { port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, elapsedMs: Date.now() - startedAt }));
  });
}

function expectTimedOut({ answer, elapsedMs }: { answer: string; elapsedMs: number }) {
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(answer.toLowerCase()).toContain('connection: close');
  const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: number; message: string };
  expect(body).toEqual({ code: PROTOCOL_ERRORS.invalidRequest, message: expect.any(String), data: null });
  expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
}

describe('request timeouts', () => {
  it('answers a body that never finishes 408 and closes its connection', async () => {
    expectTimedOut(
      await sendAndWait(
        'POST /facade/api/onlinestatus/exempt/heartbeat/status HTTP/1.1\r\nHost: aura\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"deviceId":',
      ),
    );
  });

  it('cuts headers that never end, and a connection that sends nothing at all', async () => {
    const [headers, silent] = await Promise.all([
      sendAndWait('GET /healthz HTTP/1.1\r\nHost: aura\r\nX-Slow: '),
      sendAndWait(''),
    ]);
    expectTimedOut(headers);
    expectTimedOut(silent);
  });

  it('leaves an upgraded realtime WebSocket open well past the timeout', async () => {
    const socket = TestSocket.open(
      socketUrl(new IndependentClient(gateway.url, { deviceId: 'timeouts-ws-1' })),
    );
    await socket.next({ type: 'hello' });
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
    socket.send({ type: 'ping' });
    await socket.next({ type: 'pong' });
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it('closes a keep-alive connection left idle after its answer, and serves a next request sent before that', async () => {
    const { port } = new URL(gateway.url);
    const request = 'GET /healthz HTTP/1.1\r\nHost: aura\r\n\r\n';
    const answers: number[] = [];
    let answeredAt = 0;
    const closedAfterMs = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => {
        answeredAt = Date.now();
        for (const [, status] of chunk.toString().matchAll(/^HTTP\/1\.1 (\d{3}) /gm))
          answers.push(Number(status));
        // The first answer: a second request on the same connection, idle longer than the request timeout but
        // within the keep-alive one; after the second, nothing more is sent.
        if (answers.length === 1) setTimeout(() => socket.write(request), TIMEOUT_MS * 2);
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(Date.now() - answeredAt));
    });
    expect(answers).toEqual([200, 200]);
    // Closed by the keep-alive timeout counted from the last answer: not before it, and not long after.
    expect(closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    expect(closedAfterMs).toBeLessThan(KEEP_ALIVE_MS * 4);
  });

  it('still answers a request that arrives in time', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
  });
});
