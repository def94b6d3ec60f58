/**
 * Server time. Every rule that depends on time (call minutes, ring timeouts, match quotas and Face to Face
 * deadlines, daily resets at 0:00 UTC, rate-limit windows, code and session expiry, bans) reads it here, never
 * `Date.now()` directly, so that a test can move it (docs/testing.md, "The test clock").
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /**
   * Runs `listener` each time the clock jumps forward, and waits for it before the jump counts as done: the
   * schedulers run their pass at once, so what fell due is settled when `advance` resolves. The system clock never
   * jumps. Returns the unsubscribe.
   */
  onAdvance(listener: () => Promise<void>): () => void;
}

/** Real time: what production runs on. */
export const systemClock: Clock = {
  now: () => Date.now(),
  onAdvance: () => () => {},
};

export interface TestClockOptions {
  /** Where the clock starts (ms since the epoch); real time unless given. */
  startAt?: number;
  /** Real time passing does not move it: only `advance` does (unit tests that count exact milliseconds). */
  frozen?: boolean;
}

/**
 * A clock tests move forward, never back: real time plus an offset (or frozen). In a gateway only in test mode
 * with sandbox providers (`TEST_CLOCK`, config.ts), or handed in by an in-process test.
 */
export class TestClock implements Clock {
  private offset: number;
  private readonly frozenAt: number | undefined;
  private readonly listeners = new Set<() => Promise<void>>();

  constructor({ startAt, frozen = false }: TestClockOptions = {}) {
    const real = Date.now();
    this.frozenAt = frozen ? (startAt ?? real) : undefined;
    this.offset = frozen ? 0 : (startAt ?? real) - real;
  }

  readonly now = (): number => (this.frozenAt ?? Date.now()) + this.offset;

  /** How far the clock runs ahead of real time (0 for a fresh unfrozen clock). */
  get offsetMs(): number {
    return this.now() - Date.now();
  }

  onAdvance(listener: () => Promise<void>): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Moves the clock `ms` forward at once, then waits for every listener (the schedulers' passes). A listener's
   * failure is its own to report: the jump stands.
   */
  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError(`a test clock moves forward only, not by ${ms} ms`);
    this.offset += ms;
    await Promise.allSettled([...this.listeners].map((listener) => listener()));
  }

  /** Moves the clock forward to `time` (ms since the epoch); a time already past is refused. */
  advanceTo(time: number): Promise<void> {
    return this.advance(time - this.now());
  }
}
