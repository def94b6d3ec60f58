/**
 * A background pass run again and again: at once on `start`, then `intervalMs` after each pass ends (never two at
 * once, however long one takes). A failed pass is reported and the loop goes on; `stop` waits for a pass under way.
 * The schedulers of calls and matching run on it; the timer never keeps the process alive.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether `stop` was called (and no `start` since): a pass that loops can check it to end early. */
  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
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
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
          this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
