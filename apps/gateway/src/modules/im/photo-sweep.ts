import type { Clock } from '../../clock.ts';
import { PollLoop } from '../../poll-loop.ts';
import type { ImService } from './service.ts';

/** The sweep looks for wiped chat photos left behind this often; a test clock's jump runs it at once. */
const PASS_MS = 60 * 60 * 1000;

export interface SweepLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Deletes the files of chat photos whose messages a removal wiped (docs/messages.md "Images") when the removal's
 * own deletion after its commit did not (a crash, a storage failure): every hour and whenever the test clock jumps,
 * in batches until none is left.
 */
export class ChatPhotoSweep {
  private readonly loop: PollLoop;
  private unsubscribe = () => {};

  constructor(
    private readonly im: Pick<ImService, 'purgeWipedPhotos'>,
    log: SweepLog,
    private readonly clock: Clock,
  ) {
    this.loop = new PollLoop(
      () => this.pass(),
      PASS_MS,
      (error) => log.error({ err: error }, 'chat photo sweep failed'),
    );
  }

  start(): void {
    this.loop.start();
    this.unsubscribe = this.clock.onAdvance(() => this.loop.runNow());
  }

  async pass(): Promise<void> {
    while ((await this.im.purgeWipedPhotos()) > 0 && !this.loop.isStopped);
  }

  stop(): Promise<void> {
    this.unsubscribe();
    return this.loop.stop();
  }
}
