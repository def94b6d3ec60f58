import { lt, lte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { seenSignatures } from './schema.ts';

/** Remembers signs for the timestamp window, so each can be used once. */
export interface ReplayGuard {
  /** True the first time a sign is seen, false for every later time inside the window. */
  firstUse(sign: string, expiresAt: number): Promise<boolean>;
  close(): void;
}

/** A sign's bytes: HMAC-SHA256. */
const SIGN_BYTES = 32;
/** Where a sign's hex is decoded; the key made from it is a copy. */
const scratch = Buffer.alloc(SIGN_BYTES);
/** Marks a key kept as given; it cannot occur in a compacted one (latin1 characters only). */
const VERBATIM = '\u0100';

/**
 * The sign's 32 bytes as a 32-character string: a new, flat string, a third of the hex one's size. Hex decoding
 * ignores case, so two signs that differ only in case count as one: a second one is refused, never wrongly let
 * through (verifySignature passes uppercase only).
 */
function compact(sign: string): string {
  if (sign.length === 2 * SIGN_BYTES && scratch.write(sign, 'hex') === SIGN_BYTES) {
    return scratch.toString('latin1');
  }
  return VERBATIM + sign;
}

/**
 * In this process's memory: right for the embedded database, where one process is the whole gateway.
 *
 * It holds every sign of the last window: at 20,000 signed calls a second, six million of them. So it is built for
 * size and for one hash operation a call:
 * - a sign is kept as its 32 bytes, not as the hex string the query parser cut out of the request's URL (a slice,
 *   which keeps the whole URL alive): about 80 bytes a sign in all, where a 300-character URL made it 370;
 * - signs are grouped by the second their window ends, each group a Set: remembering and checking is one `add`,
 *   and a group is dropped whole when its second has passed, where walking one big map to find the expired signs
 *   would stall the event loop for as long as the map is large.
 *
 * A sign is looked up in the group of its own `expiresAt`. That finds every replay: `expiresAt` is its timestamp
 * plus the window, and the timestamp is part of the signed text, so the same sign always comes with the same one
 * (another timestamp under the same sign would be a forged HMAC).
 */
export class MemoryReplayGuard implements ReplayGuard {
  /** Second at which the window ends (counted from `originSecond`, so a small integer) → signs ending then. */
  private readonly groups = new Map<number, Set<string>>();
  private readonly originSecond: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    sweepEveryMs = 1_000,
  ) {
    this.originSecond = Math.floor(now() / 1000);
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  // Not async: a resolved promise costs less than an async function's, on every signed call.
  firstUse(sign: string, expiresAt: number): Promise<boolean> {
    return Promise.resolve(this.remember(sign, expiresAt));
  }

  private remember(sign: string, expiresAt: number): boolean {
    // Rounded up: a sign is remembered up to a second past its window, never less.
    const second = Math.ceil(expiresAt / 1000) - this.originSecond;
    // Already over: nothing to remember (verifySignature never gets here, its timestamp check refuses first).
    if (this.endOf(second) <= this.now()) return true;
    let group = this.groups.get(second);
    if (!group) {
      group = new Set();
      this.groups.set(second, group);
    }
    const before = group.size;
    group.add(compact(sign));
    return group.size > before;
  }

  sweep(): void {
    const now = this.now();
    for (const second of this.groups.keys()) if (this.endOf(second) <= now) this.groups.delete(second);
  }

  /** How many signs are remembered now. */
  get size(): number {
    let size = 0;
    for (const group of this.groups.values()) size += group.size;
    return size;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private endOf(second: number): number {
    return (second + this.originSecond) * 1000;
  }
}

/**
 * In PostgreSQL (an unlogged table): shared by every gateway instance behind a load balancer. Expiry is judged by
 * the gateway's clock, which the signatures' timestamps follow.
 */
export class DatabaseReplayGuard implements ReplayGuard {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
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
        setWhere: lte(seenSignatures.expiresAt, new Date(this.now())),
      })
      .returning({ sign: seenSignatures.sign });
    return inserted.length === 1;
  }

  async sweep(): Promise<void> {
    await this.db.delete(seenSignatures).where(lt(seenSignatures.expiresAt, new Date(this.now())));
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
