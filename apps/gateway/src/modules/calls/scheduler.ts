import type { CallLog, CallService } from './service.ts';

/** The longest the scheduler sleeps between passes; shorter when a test shortens the minute. */
const MAX_POLL_MS = 1000;
const MIN_POLL_MS = 20;
/** Passes per billed minute at least, so a minute is charged at most a tenth of a minute late. */
const PASSES_PER_MINUTE = 10;
/** Stale busy flags are looked for once in this many passes (and once at start, by the services). */
const PASSES_PER_BUSY_CHECK = 60;

/**
 * Drives every open call's deadlines from the database: the bell's timeout and each minute's charge. Every
 * instance runs one; they share the work through row locks (SKIP LOCKED), and a restarted instance picks up
 * whatever fell due while it was down.
 */
export class CallScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private passes = 0;
  readonly pollMs: number;

  constructor(
    private readonly calls: CallService,
    private readonly log: CallLog,
  ) {
    this.pollMs = Math.max(
      MIN_POLL_MS,
      Math.min(MAX_POLL_MS, Math.floor(calls.minuteMs / PASSES_PER_MINUTE)),
    );
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs one pass now (tests, and the first pass after a start). */
  async pass(): Promise<void> {
    if (++this.passes % PASSES_PER_BUSY_CHECK === 0) await this.calls.clearStaleBusy();
    // A pass that settled something may have more due (catching up after a restart): go on at once.
    while (!this.stopped && (await this.calls.settleDue()) > 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((error: unknown) => this.log.error({ err: error }, 'call scheduler pass failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
