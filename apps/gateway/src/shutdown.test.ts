import { request, Agent } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { endConnectionsWhileClosing } from './shutdown.ts';

describe('endConnectionsWhileClosing', () => {
  const agent = new Agent({ keepAlive: true });
  afterEach(() => agent.destroy());

  /** A server whose one route answers when `release` is called, so a request can be in flight at `close()`. */
  async function slowServer(withFix: boolean) {
    const app = Fastify();
    const { requestsInFlight } = withFix
      ? endConnectionsWhileClosing(app, { forceAfterMs: 5_000 })
      : { requestsInFlight: () => [] };
    let release = () => {};
    const arrived = new Promise<void>((resolveArrived) => {
      app.get('/slow', async () => {
        resolveArrived();
        await new Promise<void>((resolve) => (release = resolve));
        return { ok: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = new Promise<{ connection: string | undefined; socketClosed: Promise<void> }>(
      (resolve, reject) => {
        const call = request({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
          const socketClosed = new Promise<void>((closed) => res.socket.once('close', () => closed()));
          res.resume();
          resolve({ connection: res.headers.connection, socketClosed });
        });
        call.on('error', reject);
        call.end();
      },
    );
    await arrived;
    /** Starts `close()`, and answers the request once the server has stopped listening (idle ones are closed). */
    const closeThenAnswer = async () => {
      const closed = app.close();
      while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      return { closed };
    };
    return { response, closeThenAnswer, requestsInFlight };
  }

  it('answers a request in flight at close with Connection: close, so close() need not wait for keep-alive', async () => {
    const { response, closeThenAnswer, requestsInFlight } = await slowServer(true);
    expect(requestsInFlight()).toEqual([expect.stringMatching(/^GET \/slow for \d+ ms$/)]);
    const { closed } = await closeThenAnswer();
    const { connection, socketClosed } = await response;
    expect(connection).toBe('close');
    await socketClosed;
    await closed;
    expect(requestsInFlight()).toEqual([]);
  });

  it('is needed: without it the answered connection stays open for keep-alive', async () => {
    const { response, closeThenAnswer } = await slowServer(false);
    const { closed } = await closeThenAnswer();
    expect((await response).connection).toBe('keep-alive');
    // The connection outlives the answer, so close() is still waiting; ending the client's side lets it finish.
    let done = false;
    void closed.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    agent.destroy();
    await closed;
  });

  it('answers a WebSocket upgrade that comes while closing with 503 and lets close() finish', async () => {
    const app = Fastify();
    endConnectionsWhileClosing(app, { forceAfterMs: 5_000 });
    // The realtime hub's goodbye: the sockets' last steps keep close() in preClose for a while.
    let goodbyeDone = () => {};
    app.addHook('preClose', (done) => {
      goodbyeDone = done;
    });
    await app.register(websocket);
    app.get('/ws', { websocket: true }, (socket) => socket.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const closed = app.close();
    const status = await new Promise<number | undefined>((resolve) => {
      const client = new WebSocket(`ws://127.0.0.1:${port}/ws`);
      client.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      client.on('open', () => resolve(undefined));
      client.on('error', () => {});
    });
    expect(status).toBe(503);
    goodbyeDone();
    await closed;
  });

  it('cuts a connection still open when forceAfterMs have passed, so close() ends', async () => {
    const app = Fastify();
    endConnectionsWhileClosing(app, { forceAfterMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Half a request: never idle, never answered.
    const client = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const cut = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    await cut;
  });
});
