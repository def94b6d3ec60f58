/**
 * Fixed one-minute windows counted in this instance's memory. Behind a load balancer each instance counts its
 * own share, which is what a per-instance budget is for; nothing here needs to survive a restart.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 60_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  /** Counts one request for `key`; returns how long to wait when the limit is already spent. */
  hit(key: string, limit: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)),
    };
  }

  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
