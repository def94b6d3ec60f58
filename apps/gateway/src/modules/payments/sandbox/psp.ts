// The sandbox PSP (docs/payments.md): a hosted-checkout provider inside the gateway, with its own books
// (sandbox_psp_payments), test cards, a 3-D Secure challenge, payments that settle later, and webhooks signed with
// HMAC and a timestamp, retried with back-off, now and then duplicated and out of order, as real PSPs deliver them.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SavedCardCharge,
  SavedPaymentMethod,
  SetupRequest,
  VoucherDetails,
} from '../provider.ts';
import { WebhookRefused } from '../provider.ts';
import { sandboxPspDeliveries, sandboxPspPaymentMethods, sandboxPspPayments } from '../schema.ts';
import {
  deliverDue,
  MAX_DELIVERY_ATTEMPTS,
  SANDBOX_WEBHOOK_PATH,
  type WebhookTransport,
} from './deliveries.ts';
import { eventOf, parseEvent, type SandboxPayment, type Status } from './events.ts';
import { checkCard, type CardField, type CardForm, type CardScenario } from './cards.ts';
import { voucherReference } from './pages.ts';
import { SandboxRefunds } from './refunds.ts';
import { SIGNATURE_HEADER, verifySignedBody } from './signing.ts';

export const SANDBOX_PAGES_PATH = '/sandbox-psp';

export interface SandboxPspOptions {
  db: Db;
  now: () => number;
  secret: string;
  /** The origin of the checkout pages (the gateway's public URL). */
  publicUrl: string;
  /** How long a processing payment takes to settle. */
  settleMs?: number;
  /** The share of webhooks delivered twice (0-1). */
  duplicateRate?: number;
  /** Up to this long before a webhook's first attempt: events of one payment arrive out of order. */
  jitterMs?: number;
  random?: () => number;
}

export { MAX_DELIVERY_ATTEMPTS, SANDBOX_WEBHOOK_PATH, type WebhookTransport };

export type { SandboxPayment };

export class SandboxPsp implements PaymentProvider {
  readonly name = 'sandbox';
  readonly methods = ['card', 'wallet', 'voucher'] as const;
  private readonly settleMs: number;
  private readonly duplicateRate: number;
  private readonly jitterMs: number;
  private readonly random: () => number;
  private transport: WebhookTransport | undefined;
  private readonly refunds: SandboxRefunds;

  constructor(private readonly options: SandboxPspOptions) {
    this.settleMs = options.settleMs ?? 2 * 60_000;
    this.duplicateRate = options.duplicateRate ?? 0.1;
    this.jitterMs = options.jitterMs ?? 1_000;
    this.random = options.random ?? Math.random;
    this.refunds = new SandboxRefunds(options.db, options.now, this.settleMs);
  }

  private get db(): Db {
    return this.options.db;
  }

  /** Where webhooks go: set by the payments module's routes, once the app exists. */
  connect(transport: WebhookTransport): void {
    this.transport = transport;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ paymentId: string; checkoutUrl: string }> {
    const paymentId = `sbx_${randomUUID().replaceAll('-', '')}`;
    await this.db.insert(sandboxPspPayments).values({
      id: paymentId,
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      returnUrl: request.returnUrl,
      status: 'waiting',
      saveCard: request.saveCard ?? false,
      // A checkout for the wallet alone (appplePay) shows its sheet only; a voucher's is issued by `issueVoucher`.
      mode: request.method === 'wallet' ? 'wallet' : 'payment',
      createdAt: new Date(this.options.now()),
    });
    return { paymentId, checkoutUrl: `${this.options.publicUrl}${SANDBOX_PAGES_PATH}/checkout/${paymentId}` };
  }

  /** The local method chosen in the app (pagsmile): the voucher issued at once, as its checkout page would. */
  async issueVoucher(paymentId: string): Promise<VoucherDetails> {
    await this.startVoucher(paymentId);
    const voucher = await this.voucherOf(paymentId);
    if (!voucher) throw new Error(`sandbox PSP: no voucher for ${paymentId}`);
    return voucher;
  }

  async voucherOf(paymentId: string): Promise<VoucherDetails | null> {
    const payment = await this.payment(paymentId);
    if (payment?.cardBrand !== 'voucher' || !payment.settleAt) return null;
    return {
      reference: voucherReference(payment.id),
      amount: payment.amount,
      currency: payment.currency,
      expiresAt: payment.settleAt.getTime(),
      payUrl: `${this.options.publicUrl}${SANDBOX_PAGES_PATH}/voucher/${payment.id}`,
    };
  }

  /**
   * The setup flow (paymentInfoAdd): a payment of nothing in `setup` mode whose page is the card form alone ("Save
   * card"); the test cards behave as at a checkout, and its events are `setup.*` with the saved card on success.
   */
  async createSetup(request: SetupRequest): Promise<{ setupId: string; setupUrl: string }> {
    const setupId = `seti_${randomUUID().replaceAll('-', '')}`;
    await this.db.insert(sandboxPspPayments).values({
      id: setupId,
      reference: request.reference,
      amount: 0,
      currency: 'USD',
      returnUrl: request.returnUrl,
      status: 'waiting',
      saveCard: true,
      mode: 'setup',
      createdAt: new Date(this.options.now()),
    });
    return { setupId, setupUrl: `${this.options.publicUrl}${SANDBOX_PAGES_PATH}/setup/${setupId}` };
  }

  retrieveSetup(setupId: string): Promise<PaymentEvent> {
    return this.retrieve(setupId);
  }

  async retrieve(paymentId: string): Promise<PaymentEvent> {
    const payment = await this.payment(paymentId);
    if (!payment) throw new Error(`sandbox PSP: no payment ${paymentId}`);
    return eventOf(payment, await this.savedMethod(this.db, payment));
  }

  /**
   * Charges a saved card with nobody at the page (a renewal). The same idempotency key is the same payment, as at
   * a real PSP: a merchant that crashed after asking and asks again charges once. The card's test number decides: a
   * 3-D Secure card fails off-session (`authentication_required`), 0341 is declined, the processing ones settle later.
   */
  async chargeSaved(request: SavedCardCharge): Promise<{ paymentId: string }> {
    const paymentId = `sbx_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    const [method] = await this.db
      .select()
      .from(sandboxPspPaymentMethods)
      .where(eq(sandboxPspPaymentMethods.id, request.paymentMethod));
    if (!method) throw new Error(`sandbox PSP: no saved card ${request.paymentMethod}`);
    const created = await this.db
      .insert(sandboxPspPayments)
      .values({
        id: paymentId,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        returnUrl: '',
        status: 'waiting',
        paymentMethodId: method.id,
        cardBrand: method.brand,
        cardLast4: method.last4,
        createdAt: new Date(this.options.now()),
      })
      .onConflictDoNothing()
      .returning({ id: sandboxPspPayments.id });
    if (created.length > 0) {
      const scenario = method.scenario as CardScenario;
      await this.move(
        paymentId,
        ['waiting'],
        scenario === 'challenge'
          ? { status: 'failed', failureReason: 'authentication_required' }
          : this.nextFor(scenario === 'approve_then_decline' ? 'decline' : scenario),
      );
    }
    return { paymentId };
  }

  /** Refunds a succeeded payment (sandbox/refunds.ts): pending, then succeeded after `settleMs`. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const payment = await this.payment(request.paymentId);
    return this.refunds.refund(request, payment);
  }

  retrieveRefund(refundId: string): Promise<RefundResult> {
    return this.refunds.retrieve(refundId);
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const header = headers[SIGNATURE_HEADER];
    verifySignedBody(
      this.options.secret,
      Array.isArray(header) ? header[0] : header,
      rawBody,
      this.options.now(),
    );
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new WebhookRefused('body is not JSON');
    }
    return parseEvent(event);
  }

  async payment(paymentId: string): Promise<SandboxPayment | undefined> {
    const [payment] = await this.db
      .select()
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.id, paymentId));
    return payment;
  }

  /**
   * The checkout page's card form was sent. Invalid fields come back to the page; a valid card moves the payment
   * as its test number says. Nothing of the number or the CVV is kept but the brand and the last four.
   */
  async submitCard(
    paymentId: string,
    form: CardForm,
  ): Promise<{ errors: CardField[] } | { payment: SandboxPayment }> {
    const checked = checkCard(form);
    if ('errors' in checked) return checked;
    const { scenario, brand, last4, expiry } = checked.card;
    const current = await this.payment(paymentId);
    let paymentMethodId: string | null = null;
    if (current?.status === 'waiting' && current.saveCard) {
      paymentMethodId = `pm_${randomUUID().replaceAll('-', '')}`;
      await this.db.insert(sandboxPspPaymentMethods).values({
        id: paymentMethodId,
        scenario,
        brand,
        last4,
        expiry,
        createdAt: new Date(this.options.now()),
      });
    }
    const payment = await this.move(paymentId, ['waiting'], {
      ...this.nextFor(scenario),
      cardBrand: brand,
      cardLast4: last4,
      ...(paymentMethodId ? { paymentMethodId } : {}),
    });
    return payment ? { payment } : { errors: [] };
  }

  /** What a test card does to a payment. */
  private nextFor(scenario: CardScenario): Partial<SandboxPayment> & { status: Status } {
    const now = this.options.now();
    return scenario === 'approve' || scenario === 'approve_then_decline'
      ? { status: 'succeeded' }
      : scenario === 'decline'
        ? { status: 'failed', failureReason: 'declined' }
        : scenario === 'insufficient_funds'
          ? { status: 'failed', failureReason: 'insufficient_funds' }
          : scenario === 'challenge'
            ? { status: 'requires_action' }
            : {
                status: 'processing',
                settlesAs: scenario === 'processing_success' ? 'succeeded' : 'failed',
                settleAt: new Date(now + this.settleMs),
              };
  }

  /** The saved card a payment's success tells the merchant about (only a payment that saved or used one). */
  private async savedMethod(db: Db, payment: SandboxPayment): Promise<SavedPaymentMethod | undefined> {
    if (!payment.paymentMethodId || payment.status !== 'succeeded') return undefined;
    const [method] = await db
      .select()
      .from(sandboxPspPaymentMethods)
      .where(eq(sandboxPspPaymentMethods.id, payment.paymentMethodId));
    return method && { token: method.id, brand: method.brand, last4: method.last4, expiry: method.expiry };
  }

  /** The 3-D Secure page answered: passed (the payment succeeds) or failed. */
  completeChallenge(paymentId: string, passed: boolean): Promise<SandboxPayment | undefined> {
    return this.move(
      paymentId,
      ['requires_action'],
      passed ? { status: 'succeeded' } : { status: 'failed', failureReason: 'authentication_failed' },
    );
  }

  /** The wallet button (standing in for Apple Pay): the wallet authorises at once. */
  payWithWallet(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.move(paymentId, ['waiting'], { status: 'succeeded', cardBrand: 'wallet' });
  }

  /**
   * The local method (a voucher, standing in for pagsmile's): the payment is processing until the customer pays the
   * voucher (its page) or it expires after `settleMs` (failed, `expired`).
   */
  startVoucher(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.move(paymentId, ['waiting'], {
      status: 'processing',
      cardBrand: 'voucher',
      settlesAs: 'expired',
      settleAt: new Date(this.options.now() + this.settleMs),
    });
  }

  /** The customer paid the voucher (at a shop, a bank): the payment succeeds. */
  payVoucher(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.move(paymentId, ['processing'], { status: 'succeeded' });
  }

  /** The user left the checkout page with its cancel link. */
  cancel(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.move(paymentId, ['waiting', 'requires_action'], { status: 'cancelled' });
  }

  /** Settles the processing payments and the pending refunds whose time came. */
  async settleDue(): Promise<number> {
    const refunds = await this.refunds.settleDue();
    const due = await this.db
      .select({ id: sandboxPspPayments.id, settlesAs: sandboxPspPayments.settlesAs })
      .from(sandboxPspPayments)
      .where(
        and(
          eq(sandboxPspPayments.status, 'processing'),
          lte(sandboxPspPayments.settleAt, new Date(this.options.now())),
        ),
      )
      .limit(100);
    for (const { id, settlesAs } of due) {
      await this.move(
        id,
        ['processing'],
        settlesAs === 'succeeded'
          ? { status: 'succeeded' }
          : { status: 'failed', failureReason: settlesAs === 'expired' ? 'expired' : 'declined' },
      );
    }
    return due.length + refunds;
  }

  /**
   * Delivers the webhooks that are due (deliveries.ts): shuffled, one in `duplicateRate` twice, retried with back-off.
   */
  deliverDue(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    return deliverDue(
      { db: this.db, now: this.options.now, secret: this.options.secret, random: this.random },
      this.duplicateRate,
      this.transport,
    );
  }

  /** Moves a payment from one of `from` to its next state and owes the merchant the event, in one transaction. */
  private async move(
    paymentId: string,
    from: Status[],
    next: Partial<SandboxPayment> & { status: Status },
  ): Promise<SandboxPayment | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(sandboxPspPayments)
        .where(eq(sandboxPspPayments.id, paymentId))
        .for('update');
      if (!current || !from.includes(current.status as Status)) return undefined;
      const [moved] = await tx
        .update(sandboxPspPayments)
        .set(next)
        .where(eq(sandboxPspPayments.id, paymentId))
        .returning();
      if (next.status !== 'requires_action') {
        const event = eventOf(moved!, await this.savedMethod(tx, moved!));
        const body = JSON.stringify({
          id: event.eventId,
          type: `${moved!.mode === 'setup' ? 'setup' : 'payment'}.${next.status}`,
          created: Math.floor(this.options.now() / 1000),
          data: {
            paymentId,
            reference: moved!.reference,
            ...(moved!.failureReason ? { failureReason: moved!.failureReason } : {}),
            ...(event.paymentMethod ? { paymentMethod: event.paymentMethod } : {}),
          },
        });
        await tx.insert(sandboxPspDeliveries).values({
          eventId: event.eventId,
          body,
          nextAt: new Date(this.options.now() + Math.floor(this.random() * this.jitterMs)),
        });
      }
      return moved;
    });
  }
}
