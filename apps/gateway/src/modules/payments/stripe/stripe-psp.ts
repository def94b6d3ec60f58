// The production adapter: Stripe through the `stripe` package (docs/payments.md "Stripe"). A checkout is a Checkout
// Session (Stripe's hosted page over a Payment Intent, the card saved for later with `setup_future_usage`); a
// renewal is a Payment Intent confirmed off-session on the saved card; webhooks are checked with Stripe's own
// signature scheme. Stripe does not board adult merchants: this adapter is the port's proof against a real PSP's
// API, and the shape another PSP's adapter takes.
import Stripe from 'stripe';
import {
  WebhookRefused,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type SavedCardCharge,
  type SavedPaymentMethod,
  type SetupRequest,
} from '../provider.ts';

/** Webhooks signed further than this from our clock (either way) are refused, as the sandbox's. */
const TOLERANCE_S = 300;

export interface StripePspOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local fake in tests, a proxy): `http://127.0.0.1:4242`. */
  apiBase?: string | undefined;
  now: () => number;
}

/** The saved card's token as Aura keeps it: Stripe charges a card off-session with its customer and its method. */
const tokenOf = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export class StripePsp implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripePspOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      ...(base
        ? {
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
          }
        : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<{ paymentId: string; checkoutUrl: string }> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.reference,
        metadata: { reference: request.reference },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        payment_intent_data: {
          metadata: { reference: request.reference },
          ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        ...(request.saveCard ? { customer_creation: 'always' as const } : {}),
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      },
      { idempotencyKey: `checkout:${request.reference}` },
    );
    if (!session.url) throw new Error(`stripe: checkout session ${session.id} has no url`);
    return { paymentId: session.id, checkoutUrl: session.url };
  }

  /**
   * Saving a card without a purchase (paymentInfoAdd): a Customer, then a Checkout Session in `setup` mode (Stripe's
   * hosted page over a SetupIntent) for it; its id (`cs_…`) is the setup's. Its completion gives the SetupIntent's
   * card (`setupEvent`), kept as `customer/pm_…` as a subscription's checkout keeps it.
   */
  async createSetup(request: SetupRequest): Promise<{ setupId: string; setupUrl: string }> {
    const customer = await this.stripe.customers.create(
      { metadata: { reference: request.reference } },
      { idempotencyKey: `customer:${request.reference}` },
    );
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        customer: customer.id,
        allowed_payment_method_types: ['card'],
        client_reference_id: request.reference,
        metadata: { reference: request.reference },
        setup_intent_data: { metadata: { reference: request.reference } },
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      },
      { idempotencyKey: `setup:${request.reference}` },
    );
    if (!session.url) throw new Error(`stripe: setup session ${session.id} has no url`);
    return { setupId: session.id, setupUrl: session.url };
  }

  async retrieveSetup(setupId: string): Promise<PaymentEvent> {
    const session = await this.stripe.checkout.sessions.retrieve(setupId);
    return this.setupEvent(`retrieve:${setupId}:${session.status}`, session);
  }

  /**
   * A renewal: a Payment Intent confirmed off-session on the saved card, the order number in its metadata. A
   * decline (or a card that asks for authentication) is answered by Stripe with an error that names the Payment
   * Intent: its id is still the payment's, and its failure comes as the `payment_intent.payment_failed` webhook.
   */
  async chargeSaved(request: SavedCardCharge): Promise<{ paymentId: string }> {
    const [customer, paymentMethod] = request.paymentMethod.split('/');
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          customer: customer!,
          payment_method: paymentMethod!,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { reference: request.reference, renewal: 'true' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { paymentId: intent.id };
    } catch (error) {
      const intent = (error as { raw?: { payment_intent?: { id?: string } } }).raw?.payment_intent;
      if (error instanceof Stripe.errors.StripeCardError && intent?.id) return { paymentId: intent.id };
      throw error;
    }
  }

  async retrieve(paymentId: string): Promise<PaymentEvent> {
    if (paymentId.startsWith('cs_')) {
      const session = await this.stripe.checkout.sessions.retrieve(paymentId);
      return this.sessionEvent(`retrieve:${paymentId}:${session.status}:${session.payment_status}`, session);
    }
    const intent = await this.stripe.paymentIntents.retrieve(paymentId);
    return intentEvent(`retrieve:${paymentId}:${intent.status}`, intent);
  }

  /**
   * A Refund of the payment's Payment Intent (a checkout's is its Checkout Session's), on the idempotency key. Stripe
   * answers a card's refund `succeeded` or `pending`; `requires_action` (a refund that needs the customer's bank
   * details) stays pending here; `failed` and `canceled` are failures.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const intent = request.paymentId.startsWith('cs_')
      ? idOf((await this.stripe.checkout.sessions.retrieve(request.paymentId)).payment_intent)
      : request.paymentId;
    if (!intent) throw new Error(`stripe: checkout session ${request.paymentId} has no payment intent`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: intent, amount: request.amount, reason: 'requested_by_customer' },
      { idempotencyKey: request.idempotencyKey },
    );
    return refundResultOf(refund);
  }

  async retrieveRefund(refundId: string): Promise<RefundResult> {
    return refundResultOf(await this.stripe.refunds.retrieve(refundId));
  }

  /**
   * Stripe's signature (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 with the endpoint's secret) checked by the
   * package, at our clock; then the events Aura acts on: a Checkout Session's completion, its asynchronous payment's
   * outcome and its expiry, and a renewal's Payment Intent. Any other event is acknowledged and left (null).
   */
  async verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null> {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string') throw new WebhookRefused('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        this.options.webhookSecret,
        TOLERANCE_S,
        undefined,
        this.options.now(),
      );
    } catch (error) {
      throw new WebhookRefused(error instanceof Error ? error.message.split('\n')[0]! : 'bad signature');
    }
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
    if (signedAt * 1000 - this.options.now() > TOLERANCE_S * 1000)
      throw new WebhookRefused('Timestamp in the future');
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        if (event.data.object.mode === 'setup')
          return event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired'
            ? this.setupEvent(event.id, event.data.object)
            : null;
        return this.sessionEvent(event.id, event.data.object, event.type);
      case 'payment_intent.succeeded':
      case 'payment_intent.processing':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled':
        // A checkout's own Payment Intent is followed through its session's events.
        return event.data.object.metadata?.renewal === 'true'
          ? intentEvent(event.id, event.data.object)
          : null;
      default:
        return null;
    }
  }

  private async sessionEvent(
    eventId: string,
    session: Stripe.Checkout.Session,
    type?: string,
  ): Promise<PaymentEvent> {
    const reference = session.client_reference_id ?? session.metadata?.reference ?? '';
    let outcome: PaymentOutcome;
    let failureReason: string | undefined;
    if (type === 'checkout.session.async_payment_failed') {
      outcome = 'failure';
      failureReason = 'async_payment_failed';
    } else if (session.status === 'expired') outcome = 'cancelled';
    else if (session.status === 'complete')
      outcome = session.payment_status === 'unpaid' ? 'processing' : 'success';
    else outcome = 'waiting';
    const event: PaymentEvent = { eventId, paymentId: session.id, reference, outcome };
    if (failureReason) event.failureReason = failureReason;
    const intentId = idOf(session.payment_intent);
    if (outcome === 'success' && intentId) {
      const method = await this.savedMethod(intentId);
      if (method) event.paymentMethod = method;
    }
    return event;
  }

  /**
   * A setup session's event: expired is cancelled, complete is its SetupIntent's outcome (succeeded: the card it
   * saved; failed attempts leave the page open, so Checkout completes only a succeeded one), else waiting.
   */
  private async setupEvent(eventId: string, session: Stripe.Checkout.Session): Promise<PaymentEvent> {
    const reference = session.client_reference_id ?? session.metadata?.reference ?? '';
    const base = { eventId, paymentId: session.id, reference, setup: true as const };
    if (session.status === 'expired') return { ...base, outcome: 'cancelled' };
    const intentId = idOf(session.setup_intent);
    if (session.status !== 'complete' || !intentId) return { ...base, outcome: 'waiting' };
    const intent = await this.stripe.setupIntents.retrieve(intentId, { expand: ['payment_method'] });
    if (intent.status === 'processing') return { ...base, outcome: 'processing' };
    if (intent.status === 'canceled') return { ...base, outcome: 'cancelled' };
    const customer = idOf(intent.customer);
    const method = intent.payment_method;
    if (intent.status !== 'succeeded' || !customer || !method || typeof method === 'string' || !method.card)
      return {
        ...base,
        outcome: 'failure',
        failureReason: intent.last_setup_error?.decline_code ?? intent.last_setup_error?.code ?? 'declined',
      };
    return { ...base, outcome: 'success', paymentMethod: cardOf(customer, method) };
  }

  /** The card a checkout saved (`setup_future_usage`), as a token of its customer and payment method. */
  private async savedMethod(intentId: string): Promise<SavedPaymentMethod | undefined> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    const customer = idOf(intent.customer);
    const method = intent.payment_method;
    if (!intent.setup_future_usage || !customer || !method || typeof method === 'string' || !method.card)
      return undefined;
    return cardOf(customer, method);
  }
}

/** A saved card as the port keeps it: the token, brand, last four and MM/YY. */
function cardOf(customer: string, method: Stripe.PaymentMethod): SavedPaymentMethod {
  const { brand, last4, exp_month: month, exp_year: year } = method.card!;
  return {
    token: tokenOf(customer, method.id),
    brand,
    last4,
    expiry: `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
  };
}

/** Where a Payment Intent stands, in the order's words. */
function intentEvent(eventId: string, intent: Stripe.PaymentIntent): PaymentEvent {
  const reference = intent.metadata?.reference ?? '';
  const base = { eventId, paymentId: intent.id, reference };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, outcome: 'success' };
    case 'processing':
      return { ...base, outcome: 'processing' };
    case 'canceled':
      return { ...base, outcome: 'cancelled' };
    case 'requires_payment_method':
      // After a failed attempt the intent waits for another method: for an off-session renewal that is a failure.
      return intent.last_payment_error
        ? {
            ...base,
            outcome: 'failure',
            failureReason:
              intent.last_payment_error.decline_code ?? intent.last_payment_error.code ?? 'declined',
          }
        : { ...base, outcome: 'waiting' };
    default:
      return { ...base, outcome: 'waiting' };
  }
}

/** A Stripe Refund in the port's words. */
function refundResultOf(refund: Stripe.Refund): RefundResult {
  const outcome =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    refundId: refund.id,
    outcome,
    ...(outcome === 'failed' ? { failureReason: refund.failure_reason ?? refund.status ?? 'failed' } : {}),
  };
}
