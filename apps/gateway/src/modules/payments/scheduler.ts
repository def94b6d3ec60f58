import type { Clock } from '../../clock.ts';
import { PollLoop } from '../../poll-loop.ts';
import type { SandboxPsp } from './sandbox/psp.ts';
import type { PaymentsService } from './service.ts';

/** Reconciliation runs this often; the sandbox PSP's settling and webhook deliveries every second. */
const RECONCILE_EVERY_PASSES = 30;
const POLL_MS = 1000;

export interface PaymentsLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * The payments' background work on the gateway's clock: subscriptions' renewals, refunds' money at the PSP, the
 * reconciliation job (orders a webhook never settled)
 * and, with the sandbox PSP, its side (processing payments that settle, webhooks due). When a test clock jumps, a
 * full pass runs at once.
 */
export class PaymentsScheduler {
  private readonly loop: PollLoop;
  private passes = 0;
  private reconcileNext = false;
  private unsubscribe = () => {};

  constructor(
    private readonly payments: PaymentsService,
    private readonly sandbox: SandboxPsp | undefined,
    private readonly log: PaymentsLog,
    private readonly clock: Clock,
  ) {
    this.loop = new PollLoop(
      () => {
        const reconcile = this.reconcileNext || this.passes++ % RECONCILE_EVERY_PASSES === 0;
        this.reconcileNext = false;
        return this.pass(reconcile);
      },
      POLL_MS,
      (error) => log.error({ err: error }, 'payments pass failed'),
    );
  }

  start(): void {
    this.loop.start();
    this.unsubscribe = this.clock.onAdvance(() => {
      this.reconcileNext = true;
      return this.loop.runNow();
    });
  }

  /**
   * One pass: subscriptions whose period is over renew (or end); refunded orders' money is asked back at the PSP (or
   * asked about); the sandbox settles and delivers what is due; with
   * `reconcile`, open orders are asked about.
   */
  async pass(reconcile = true): Promise<void> {
    await this.payments.renewDue();
    await this.payments.settleRefunds(this.log);
    if (this.sandbox) {
      await this.sandbox.settleDue();
      while ((await this.sandbox.deliverDue()) > 0 && !this.loop.isStopped);
    }
    if (reconcile) await this.payments.reconcile();
  }

  stop(): Promise<void> {
    this.unsubscribe();
    return this.loop.stop();
  }
}
