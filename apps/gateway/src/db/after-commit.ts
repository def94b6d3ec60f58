import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import type { PubSub, Unsubscribe } from './pubsub.ts';

/** What travels on the channel: a value to run, or `settled`'s marker. */
type Note<T> = { value: T } | { marker: string };

/**
 * Work for this instance to do once a transaction has committed (a web push after the event it tells of, say).
 * `in(tx, value)` sends a NOTIFY on a channel only this instance listens to: PostgreSQL (and PGlite) deliver it when
 * the transaction commits and drop it when the transaction (or the savepoint it was sent in) rolls back, so the
 * work never runs for what was undone, and runs once, here. A process that dies between the commit and the
 * delivery loses the work: use it for what may be lost (a notification), never for money.
 */
export class AfterCommit<T> {
  private readonly markers = new Map<string, () => void>();
  private unsubscribe: Unsubscribe = async () => {};

  private constructor(
    private readonly pubsub: PubSub,
    private readonly channel: string,
  ) {}

  static async start<T>(pubsub: PubSub, run: (value: T) => void): Promise<AfterCommit<T>> {
    const after = new AfterCommit<T>(pubsub, `aura_after_commit_${randomBytes(8).toString('hex')}`);
    after.unsubscribe = await pubsub.subscribe(after.channel, (payload) => {
      const note = JSON.parse(payload) as Note<T>;
      if ('value' in note) run(note.value);
      else after.markers.get(note.marker)?.();
    });
    return after;
  }

  /** Runs `value`'s work once `tx` commits; a payload stays under NOTIFY's 8000 bytes (ids, not documents). */
  async in(tx: Db, value: T): Promise<void> {
    await tx.execute(sql`SELECT pg_notify(${this.channel}, ${JSON.stringify({ value } satisfies Note<T>)})`);
  }

  /**
   * Resolves once the work of every transaction committed before the call has been started: notifications arrive
   * in the order their transactions committed, so a marker sent now arrives after them (tests, shutdown).
   */
  async settled(): Promise<void> {
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    await this.pubsub.publish(this.channel, JSON.stringify({ marker } satisfies Note<T>));
    await arrived;
    this.markers.delete(marker);
  }

  async stop(): Promise<void> {
    await this.settled();
    await this.unsubscribe();
  }
}
