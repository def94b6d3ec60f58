import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { endConnectionsWhileClosing } from './shutdown.ts';

describe('endConnectionsWhileClosing', () => {
  const agent = new Agent({ keepAlive: true });
  afterEach(() => agent.destroy());

  /** A server whose one route answers when `release` is called, so a request can be in flight at `close()`. */
  async function slowServer(withFix: boolean) {
    const app = Fastify();
    if (withFix) endConnectionsWhileClosing(app);
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
    return { response, closeThenAnswer };
  }

  it('answers a request in flight at close with Connection: close, so close() need not wait for keep-alive', async () => {
    const { response, closeThenAnswer } = await slowServer(true);
    const { closed } = await closeThenAnswer();
    const { connection, socketClosed } = await response;
    expect(connection).toBe('close');
    await socketClosed;
    await closed;
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
});
