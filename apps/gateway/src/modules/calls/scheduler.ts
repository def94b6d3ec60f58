import type { Clock } from '../../clock.ts';
import { PollLoop } from '../../poll-loop.ts';
import type { CallLog, CallService } from './service.ts';

/** How long the scheduler sleeps between passes: a minute is charged at most a second late. */
const POLL_MS = 1000;
/** Stale busy flags are looked for once in this many passes (and once at start, by the services). */
const PASSES_PER_BUSY_CHECK = 60;

/**
 * Drives every open call's deadlines from the database: the bell's timeout and each minute's charge. Every
 * instance runs one; they share the work through row locks (SKIP LOCKED), and a restarted instance picks up
 * whatever fell due while it was down. When a test clock jumps, a pass runs at once.
 */
export class CallScheduler {
  private readonly loop: PollLoop;
  private passes = 0;
  private unsubscribe = () => {};

  constructor(
    private readonly calls: CallService,
    log: CallLog,
    private readonly clock: Clock,
  ) {
    this.loop = new PollLoop(
      () => this.pass(),
      POLL_MS,
      (error) => log.error({ err: error }, 'call scheduler pass failed'),
    );
  }

  start(): void {
    this.loop.start();
    this.unsubscribe = this.clock.onAdvance(() => this.loop.runNow());
  }

  /** Runs one pass now (tests, and the first pass after a start). */
  async pass(): Promise<void> {
    if (++this.passes % PASSES_PER_BUSY_CHECK === 0) await this.calls.clearStaleBusy();
    // A pass that settled something may have more due (catching up after a restart): go on at once.
    while (!this.loop.isStopped && (await this.calls.settleDue()) > 0);
  }

  stop(): Promise<void> {
    this.unsubscribe();
    return this.loop.stop();
  }
}
