import { PollLoop } from '../../poll-loop.ts';
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
  private readonly loop: PollLoop;
  private passes = 0;
  readonly pollMs: number;

  constructor(
    private readonly calls: CallService,
    log: CallLog,
  ) {
    this.pollMs = Math.max(
      MIN_POLL_MS,
      Math.min(MAX_POLL_MS, Math.floor(calls.minuteMs / PASSES_PER_MINUTE)),
    );
    this.loop = new PollLoop(
      () => this.pass(),
      this.pollMs,
      (error) => log.error({ err: error }, 'call scheduler pass failed'),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Runs one pass now (tests, and the first pass after a start). */
  async pass(): Promise<void> {
    if (++this.passes % PASSES_PER_BUSY_CHECK === 0) await this.calls.clearStaleBusy();
    // A pass that settled something may have more due (catching up after a restart): go on at once.
    while (!this.loop.isStopped && (await this.calls.settleDue()) > 0);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
