import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { seenSignatures } from '../db/schema.ts';

/** Remembers signs for the timestamp window, so each can be used once. */
export interface ReplayGuard {
  /** True the first time a sign is seen, false for every later time inside the window. */
  firstUse(sign: string, expiresAt: number): Promise<boolean>;
  close(): void;
}

/**
 * In this process's memory: right for the embedded database, where one process is the whole gateway.
 */
export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    sweepEveryMs = 30_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  async firstUse(sign: string, expiresAt: number): Promise<boolean> {
    const known = this.seen.get(sign);
    if (known !== undefined && known > this.now()) return false;
    this.seen.set(sign, expiresAt);
    return true;
  }

  sweep(): void {
    const now = this.now();
    for (const [sign, expiresAt] of this.seen) if (expiresAt <= now) this.seen.delete(sign);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

/** In PostgreSQL (an unlogged table): shared by every gateway instance behind a load balancer. */
export class DatabaseReplayGuard implements ReplayGuard {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    sweepEveryMs = 60_000,
  ) {
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), sweepEveryMs);
    this.sweeper.unref();
  }

  async firstUse(sign: string, expiresAt: number): Promise<boolean> {
    const inserted = await this.db
      .insert(seenSignatures)
      .values({ sign, expiresAt: new Date(expiresAt) })
      .onConflictDoUpdate({
        target: seenSignatures.sign,
        set: { expiresAt: new Date(expiresAt) },
        // Only an expired entry may be reused; a live one makes the insert a no-op.
        setWhere: sql`${seenSignatures.expiresAt} <= now()`,
      })
      .returning({ sign: seenSignatures.sign });
    return inserted.length === 1;
  }

  async sweep(): Promise<void> {
    await this.db.delete(seenSignatures).where(lt(seenSignatures.expiresAt, new Date()));
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
