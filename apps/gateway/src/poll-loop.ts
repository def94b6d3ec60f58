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

  /**
   * Runs a pass now instead of at its time, and resolves when it is over (the test clock jumped: what fell due is
   * settled before the jump counts as done). A pass under way may have read the time before the jump, so it ends
   * first and a new one runs. Nothing on a stopped loop.
   */
  async runNow(): Promise<void> {
    while (this.running) await this.running;
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.run();
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.run(), delayMs);
    this.timer.unref();
  }

  private run(): void {
    this.running = this.pass()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        this.schedule(this.intervalMs);
      });
  }
}
