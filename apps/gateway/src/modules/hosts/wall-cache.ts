import type { HostCard } from '@aura/contracts';
import type { PubSub, Unsubscribe } from '../../db/pubsub.ts';
import type { PresenceChange } from '../presence/index.ts';
import { WallSnapshot } from './wall-snapshot.ts';

/** Sent at commit by the database's triggers (drizzle/0007_wall_notify.sql) when what a host card shows changes. */
export const HOSTS_CHANNEL = 'aura_hosts';

/**
 * The longest a snapshot is kept even when nothing says it changed: a bound on staleness should a notification be
 * lost (a PostgreSQL listener that reconnects misses what was sent meanwhile). Refilling this often costs nothing
 * that matters: one load every few seconds.
 */
export const WALL_CACHE_MAX_AGE_MS = 5_000;

/** The whole wall with its statuses, and how long those hold by time alone (presence's `statusesWithLapse`). */
export interface WallLoad {
  cards: HostCard[];
  stableForMs: number;
}

export interface WallCacheSources {
  pubsub: PubSub;
  onPresenceChange(listener: (change: PresenceChange) => void): Promise<Unsubscribe>;
}

/**
 * The wall in memory, shared by every request: the guest list (the busiest public read) and the wall's pages and
 * groups are cut from one snapshot instead of two queries each. A snapshot is dropped
 * - when a host's card changes (`aura_hosts`, from triggers, so whatever writes it, on any instance),
 * - when a host's presence changes (`aura_presence`, announced by the presence service),
 * - when an online host's heartbeat and sockets would lapse (statuses change by time too, with nobody writing),
 * - after `WALL_CACHE_MAX_AGE_MS` in any case.
 * Notifications arrive on every instance through the database's LISTEN/NOTIFY; on PGlite before the writing
 * statement returns, on PostgreSQL as soon as the listener connection reads them (well under a millisecond on one
 * machine).
 */
export class WallCache {
  private snapshot: WallSnapshot | undefined;
  private loading: Promise<WallSnapshot> | undefined;
  /** Counts invalidations: a load that saw one while it ran keeps its answer for its own readers only. */
  private generation = 0;
  private readonly unsubscribes: Unsubscribe[] = [];
  private readonly waiters = new Set<{ userId: string | undefined; wake: () => void }>();

  constructor(
    private readonly load: () => Promise<WallLoad>,
    private readonly clock: () => number = () => performance.now(),
    private readonly maxAgeMs = WALL_CACHE_MAX_AGE_MS,
  ) {}

  /** Listens for changes; before the first read, so that no change can slip between a load and its listener. */
  async start({ pubsub, onPresenceChange }: WallCacheSources): Promise<void> {
    this.unsubscribes.push(await pubsub.subscribe(HOSTS_CHANNEL, (userId) => this.invalidate(userId)));
    this.unsubscribes.push(
      await onPresenceChange(({ userId }) => {
        // Somebody who is not on the wall changes nothing on it (a new host comes with her own notification).
        if (this.loading || !this.snapshot || this.snapshot.hostIds.has(userId)) this.invalidate(userId);
      }),
    );
  }

  async stop(): Promise<void> {
    for (const unsubscribe of this.unsubscribes.splice(0)) await unsubscribe();
  }

  /** The current snapshot, loaded once for all the readers that ask while it loads. */
  current(): WallSnapshot | Promise<WallSnapshot> {
    const snapshot = this.snapshot;
    if (snapshot && this.clock() < snapshot.validUntil) return snapshot;
    if (this.loading) return this.loading;
    const loading = this.fill();
    this.loading = loading;
    const settled = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    loading.then(settled, settled);
    return loading;
  }

  /**
   * Drops the snapshot (because of `userId`, when known): the next read loads anew, and so does a read that comes
   * while an older load runs.
   */
  invalidate(userId?: string): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.loading = undefined;
    for (const waiter of this.waiters) {
      if (waiter.userId !== undefined && waiter.userId !== userId) continue;
      this.waiters.delete(waiter);
      waiter.wake();
    }
  }

  /**
   * Resolves at the next invalidation because of `userId` (any, without one). For tests: on PostgreSQL a
   * notification reaches an instance a moment after its commit.
   */
  nextInvalidation(userId?: string): Promise<void> {
    return new Promise((wake) => this.waiters.add({ userId, wake }));
  }

  private async fill(): Promise<WallSnapshot> {
    const generation = this.generation;
    // Read before the load: the statuses' lapse is counted from a moment no later than the database's now().
    const startedAt = this.clock();
    const { cards, stableForMs } = await this.load();
    const snapshot = new WallSnapshot(cards, startedAt + Math.min(stableForMs, this.maxAgeMs));
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }
}
