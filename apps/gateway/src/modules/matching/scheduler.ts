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
 * and are paired by the next pass, on whichever instance comes first.
 */
export class MatchScheduler {
  private readonly loop: PollLoop;
  private passes = 0;

  constructor(
    private readonly matching: MatchService,
    log: MatchLog,
    private readonly queued: (limit: number) => Promise<number[]>,
  ) {
    this.loop = new PollLoop(
      () => this.pass(),
      PASS_MS,
      (error) => log.error({ err: error }, 'match scheduler pass failed'),
    );
  }

  start(): void {
    this.loop.start();
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
    return this.loop.stop();
  }
}
