import type { Clock } from '../../clock.ts';
import { PollLoop } from '../../poll-loop.ts';
import type { SnapshotService } from './snapshots.ts';

/** The retention job looks for expired frames this often; a test clock's jump runs it at once. */
const PASS_MS = 60 * 60 * 1000;

export interface RetentionLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * The snapshots' retention job (docs/profiles.md "Video snapshots"): every hour, and whenever the test clock jumps,
 * deletes the frames older than the retention period, in batches until none is left.
 */
export class SnapshotRetention {
  private readonly loop: PollLoop;
  private unsubscribe = () => {};

  constructor(
    private readonly snapshots: SnapshotService,
    log: RetentionLog,
    private readonly clock: Clock,
  ) {
    this.loop = new PollLoop(
      () => this.pass(),
      PASS_MS,
      (error) => log.error({ err: error }, 'snapshot retention pass failed'),
    );
  }

  start(): void {
    this.loop.start();
    this.unsubscribe = this.clock.onAdvance(() => this.loop.runNow());
  }

  async pass(): Promise<void> {
    while ((await this.snapshots.purgeExpired()) > 0 && !this.loop.isStopped);
  }

  stop(): Promise<void> {
    this.unsubscribe();
    return this.loop.stop();
  }
}
