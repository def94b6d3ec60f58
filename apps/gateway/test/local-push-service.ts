// The local push service of the push tests, the e2e suite and the bench: web-push-testing (npm), a server that
// speaks the Web Push protocol as browsers' push services do: it checks each message's VAPID token against the
// key the subscription was made with, decrypts it with the subscription's keys (RFC 8291) and keeps it, and
// answers 410 for a subscription it was told has expired. Run in this process, on a free loopback port.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { userVisibleOnly: string; applicationServerKey: string }): Promise<LocalSubscription>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}

interface TestingServer {
  _app: { listen(port: number, host: string, ready: () => void): Server };
  setRequestHandlers(): void;
}

/** A subscription as the local push service makes it: what a browser's PushSubscription.toJSON() holds, and its id. */
export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** A subscription for the server whose VAPID public key is `applicationServerKey`, as a browser would make. */
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The decrypted messages the subscription received, oldest first. */
  messages(clientHash: string): string[];
  /** Waits (polling, no longer than `timeoutMs`) until the subscription has received `count` messages. */
  waitForMessages(clientHash: string, count?: number, timeoutMs?: number): Promise<string[]>;
  /** From now on the service answers 410 Gone for this subscription. */
  expire(clientHash: string): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel;
  };
  const Server = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => TestingServer;
  const model = new PushApiModel();
  const testing = new Server(model, 0);
  // Its own startServer() takes a fixed port and exits the process on an error: listen on a free one instead.
  testing.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const listening = testing._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${url}/notify/`;
  const messages = (clientHash: string) => model.getNotifications({ clientHash }).messages;
  return {
    url,
    subscribe: (applicationServerKey) => model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    messages,
    async waitForMessages(clientHash, count = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const received = messages(clientHash);
        if (received.length >= count) return received;
        if (Date.now() > until) throw new Error(`${received.length} of ${count} push messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    expire: (clientHash) => model.expireSubscription(clientHash),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
