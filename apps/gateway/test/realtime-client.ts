// A client of the realtime channel written from docs/realtime.md with `ws` and the independent HTTP client's
// signing alone: no @aura/contracts, so it checks the documented wire format.
import WebSocket from 'ws';
import { canonical, type IndependentClient } from './independent-client.ts';

export interface Message {
  type: string;
  [field: string]: unknown;
}

export interface SocketUrlOptions {
  /** Sign the query as a signed GET of /ws; default: when the client has a login token. */
  signed?: boolean;
  timestamp?: number;
  /** Changes the query after signing. */
  tamper?: (query: Record<string, string>) => void;
}

/** The upgrade URL: the envelope and (for a signed-in user) timestamp, nonce and sign in the query. */
export function socketUrl(client: IndependentClient, options: SocketUrlOptions = {}): string {
  const query = Object.fromEntries(
    Object.entries(client.envelope()).map(([name, value]) => [name, String(value)]),
  );
  if (options.signed ?? 'loginToken' in client.identity) {
    Object.assign(
      query,
      client.signature((fields) => canonical('/ws', { ...query, ...fields }), options.timestamp),
    );
  }
  options.tamper?.(query);
  return `${client.baseUrl.replace(/^http/, 'ws')}/ws?${new URLSearchParams(query)}`;
}

/** One socket that records what it receives and how it closed. */
export class TestSocket {
  readonly received: Message[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();
  /** Messages before this index were already returned by `next`, or passed over. */
  private cursor = 0;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Message);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
        for (const wake of this.waiters) wake();
      });
    });
  }

  static open(url: string): TestSocket {
    return new TestSocket(new WebSocket(url));
  }

  send(message: object | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * The first message after the one `next` last returned (or from index `after`) that matches; waits for it up
   * to `timeoutMs`. Messages passed over on the way are not returned later.
   */
  async next(
    match: Partial<Message> | ((message: Message) => boolean),
    { after = this.cursor, timeoutMs = 5000 }: { after?: number; timeoutMs?: number } = {},
  ): Promise<Message> {
    const test =
      typeof match === 'function'
        ? match
        : (message: Message) => Object.entries(match).every(([key, value]) => message[key] === value);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((message, i) => i >= after && test(message));
      if (index >= 0) {
        this.cursor = index + 1;
        return this.received[index]!;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(
          `no message like ${String(JSON.stringify(match))}; got ${JSON.stringify(this.received)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}
