// The sandbox PSP (docs/payments.md): a hosted-checkout provider inside the gateway, with its own books
// (sandbox_psp_payments), test cards, a 3-D Secure challenge, payments that settle later, and webhooks signed with
// HMAC and a timestamp, retried with back-off, now and then duplicated and out of order, as real PSPs deliver them.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SavedCardCharge,
  SavedPaymentMethod,
} from '../provider.ts';
import { WebhookRefused } from '../provider.ts';
import { sandboxPspDeliveries, sandboxPspPaymentMethods, sandboxPspPayments } from '../schema.ts';
import { eventOf, parseEvent, type SandboxPayment, type Status } from './events.ts';
import { checkCard, type CardField, type CardForm, type CardScenario } from './cards.ts';
import { SandboxRefunds } from './refunds.ts';
import { SIGNATURE_HEADER, signHeader, verifySignedBody } from './signing.ts';

/** Where the sandbox delivers its webhooks on the gateway. */
export const SANDBOX_WEBHOOK_PATH = '/api/pay/webhook/sandbox';
export const SANDBOX_PAGES_PATH = '/sandbox-psp';

/** Sends one webhook (the gateway's own route, in-process); answers the HTTP status. */
export type WebhookTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

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

/** After this many failed attempts a webhook is given up; the merchant's reconciliation asks instead. */
export const MAX_DELIVERY_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 3_600_000;

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
      createdAt: new Date(this.options.now()),
    });
    return { paymentId, checkoutUrl: `${this.options.publicUrl}${SANDBOX_PAGES_PATH}/checkout/${paymentId}` };
  }

  async retrieve(paymentId: string): Promise<PaymentEvent> {
    const payment = await this.payment(paymentId);
    if (!payment) throw new Error(`sandbox PSP: no payment ${paymentId}`);
    return eventOf(payment, await this.savedMethod(this.db, payment));
  }

  /**
   * Charges a saved card with nobody at the page (a renewal). The same idempotency key is the same payment, as at
   * a real PSP: a merchant that crashed after asking and asks again charges once. The card's test number decides:
   * a 3-D Secure card fails off-session (`authentication_required`), the processing cards settle later.
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
          : this.nextFor(scenario),
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
    return scenario === 'approve'
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
   * Delivers the webhooks that are due, in a shuffled order; one in `duplicateRate` twice. A delivery answered
   * other than 2xx (or not at all) is tried again after 1 s, 2 s, 4 s … up to an hour, `MAX_DELIVERY_ATTEMPTS` times.
   */
  async deliverDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const now = this.options.now();
    const due = await this.db
      .select()
      .from(sandboxPspDeliveries)
      .where(
        and(
          isNull(sandboxPspDeliveries.deliveredAt),
          lte(sandboxPspDeliveries.nextAt, new Date(now)),
          lt(sandboxPspDeliveries.attempts, MAX_DELIVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(sandboxPspDeliveries.id))
      .limit(50);
    const shuffled = due
      .map((delivery) => ({ delivery, order: this.random() }))
      .sort((a, b) => a.order - b.order)
      .map(({ delivery }) => delivery);
    await Promise.all(
      shuffled.map(async (delivery) => {
        const copies = this.random() < this.duplicateRate ? 2 : 1;
        const send = async () => {
          const body = delivery.body;
          const headers = {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signHeader(this.options.secret, this.options.now(), body),
          };
          try {
            return await transport({ url: SANDBOX_WEBHOOK_PATH, headers, body });
          } catch {
            return 0;
          }
        };
        const statuses = await Promise.all(Array.from({ length: copies }, send));
        const delivered = statuses.some((status) => status >= 200 && status < 300);
        const attempts = delivery.attempts + 1;
        await this.db
          .update(sandboxPspDeliveries)
          .set(
            delivered
              ? { attempts, deliveredAt: new Date(this.options.now()) }
              : {
                  attempts,
                  nextAt: new Date(now + Math.min(1000 * 2 ** delivery.attempts, MAX_BACKOFF_MS)),
                },
          )
          .where(eq(sandboxPspDeliveries.id, delivery.id));
      }),
    );
    return due.length;
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
          type: `payment.${next.status}`,
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
