import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Unsubscribe = () => Promise<void>;

/**
 * Cross-instance messages through PostgreSQL LISTEN/NOTIFY (PGlite implements it too). A payload is at most
 * 8000 bytes; messages carry ids, never large documents.
 */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, onMessage: (payload: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export class PglitePubSub implements PubSub {
  constructor(private readonly client: PGlite) {}

  async publish(channel: string, payload: string): Promise<void> {
    await this.client.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void): Promise<Unsubscribe> {
    const unlisten = await this.client.listen(channel, onMessage);
    return () => unlisten();
  }

  async close(): Promise<void> {}
}

/** One dedicated connection listens for every channel; it reconnects and re-listens if the server drops it. */
export class PgPubSub implements PubSub {
  private listener: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  async publish(channel: string, payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void): Promise<Unsubscribe> {
    const client = await this.connection();
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    handlers.add(onMessage);
    return async () => {
      handlers.delete(onMessage);
      if (handlers.size > 0 || !this.listener) return;
      this.handlers.delete(channel);
      await this.listener.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
    this.listener = undefined;
  }

  private connection(): Promise<pg.Client> {
    if (this.listener) return Promise.resolve(this.listener);
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.listener = client;
    return client;
  }

  private reconnect(dead: pg.Client): void {
    if (this.closed || this.listener !== dead) return;
    this.listener = undefined;
    const retry = (delayMs: number) =>
      setTimeout(() => {
        if (this.closed) return;
        this.connection().catch(() => retry(Math.min(delayMs * 2, 30_000)));
      }, delayMs).unref();
    retry(250);
  }
}
