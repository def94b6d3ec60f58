import type { Clock } from '../../clock.ts';
import { PollLoop } from '../../poll-loop.ts';
import type { MatchLog, MatchService } from './service.ts';

/** How often each instance pairs the queue and ends Face to Face matches whose countdown ran out. */
const PASS_MS = 250;
/** Offline queued users are looked for every this many passes (a presence lookup of the whole queue). */
const OFFLINE_SWEEP_EVERY = 20;
const OFFLINE_SWEEP_BATCH = 500;

/**
 * Every instance runs one. A user is paired at once when someone waits on `matching`; the passes catch the rest:
 * two users queued at the same moment on two instances, each holding its own row, skip each other (SKIP LOCKED)
 * and are paired by the next pass, on whichever instance comes first. When a test clock jumps, a pass runs at once
 * (Face to Face deadlines, quota windows).
 */
export class MatchScheduler {
  private readonly loop: PollLoop;
  private passes = 0;
  private unsubscribe = () => {};

  constructor(
    private readonly matching: MatchService,
    log: MatchLog,
    private readonly queued: (limit: number) => Promise<number[]>,
    private readonly clock: Clock,
  ) {
    this.loop = new PollLoop(
      () => this.pass(),
      PASS_MS,
      (error) => log.error({ err: error }, 'match scheduler pass failed'),
    );
  }

  start(): void {
    this.loop.start();
    this.unsubscribe = this.clock.onAdvance(() => this.loop.runNow());
  }

  async pass(): Promise<void> {
    this.passes += 1;
    if (this.passes % OFFLINE_SWEEP_EVERY === 0) {
      await this.matching.dropOffline(await this.queued(OFFLINE_SWEEP_BATCH));
    }
    await this.matching.pairAll();
    await this.matching.endUndecided();
  }

  stop(): Promise<void> {
    this.unsubscribe();
    return this.loop.stop();
  }
}
