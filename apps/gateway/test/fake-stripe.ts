// A local fake of the part of Stripe's API the adapter uses (tests only): Customers, Checkout Sessions (payment
// and setup mode), SetupIntents (`expand[]=payment_method`), Payment Intents
// (off-session confirmation, `expand[]=payment_method`), Refunds, idempotency keys, Stripe's error shape; and the events
// Stripe would send, signed as Stripe signs them (`generateTestHeaderString`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** The test card that declines off-session charges asking for authentication, as Stripe's own test method does. */
export const AUTH_REQUIRED_METHOD = 'pm_card_authenticationRequired';

export class FakeStripe {
  readonly sessions = new Map<string, Json>();
  readonly intents = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  /** What a new refund answers: Stripe's card refunds mostly `succeeded`, some `pending` (settled by `settleRefund`). */
  nextRefundStatus: 'succeeded' | 'pending' = 'succeeded';
  /** Every request: method, path, form parameters, idempotency key. */
  readonly requests: { method: string; path: string; params: URLSearchParams; idempotencyKey?: string }[] =
    [];
  private readonly replies = new Map<string, { status: number; body: Json }>();
  private readonly server: Server;
  private seq = 0;
  url = '';

  constructor(private readonly webhookSecret: string) {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake');
        const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
        const key = request.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        this.requests.push({
          method: request.method ?? '',
          path: url.pathname,
          params,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        });
        const replayed = idempotencyKey ? this.replies.get(idempotencyKey) : undefined;
        const reply = replayed ?? this.handle(request.method ?? '', url.pathname, params);
        if (idempotencyKey) this.replies.set(idempotencyKey, reply);
        response
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(reply.body));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private id(prefix: string) {
    return `${prefix}_test_${++this.seq}`;
  }

  private handle(method: string, path: string, params: URLSearchParams): { status: number; body: Json } {
    const notFound = {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'No such object' } },
    };
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', metadata: {} };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions' && params.get('mode') === 'setup') {
      // The card is kept on the customer the adapter made: without one Stripe would attach it to nobody.
      const customer = params.get('customer');
      if (!customer || !this.customers.has(customer))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such customer', param: 'customer' } },
        };
      // Stripe's rule: a setup session names its currency unless it lists the payment method types it allows.
      if (!params.get('currency') && !params.get('allowed_payment_method_types[0]'))
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'currency is required in setup mode when allowed_payment_method_types is not set',
              param: 'currency',
            },
          },
        };
      const id = this.id('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: 'setup',
        url: `https://checkout.stripe.test/c/setup/${id}`,
        status: 'open',
        payment_status: 'no_payment_required',
        customer,
        client_reference_id: params.get('client_reference_id'),
        metadata: { reference: params.get('metadata[reference]') },
        setup_intent_metadata: { reference: params.get('setup_intent_data[metadata][reference]') },
        setup_intent: null,
        payment_intent: null,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const setupIntent = /^\/v1\/setup_intents\/([\w-]+)$/.exec(path);
    if (method === 'GET' && setupIntent) {
      const found = this.setupIntents.get(setupIntent[1]!);
      if (!found) return notFound;
      const expand = [...params].some(
        ([name, value]) => name.startsWith('expand[') && value === 'payment_method',
      );
      return {
        status: 200,
        body: expand ? { ...found, payment_method: this.method(found.payment_method) } : found,
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.id('cs');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: params.get('client_reference_id'),
        metadata: { reference: params.get('metadata[reference]') },
        payment_intent: null,
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]'),
        setup_future_usage: params.get('payment_intent_data[setup_future_usage]'),
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = this.sessions.get(session[1]!);
      return found ? { status: 200, body: found } : notFound;
    }
    const intent = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path);
    if (method === 'GET' && intent) {
      const found = this.intents.get(intent[1]!);
      if (!found) return notFound;
      const expand = [...params].some(
        ([name, value]) => name.startsWith('expand[') && value === 'payment_method',
      );
      return {
        status: 200,
        body: expand ? { ...found, payment_method: this.method(found.payment_method) } : found,
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = params.get('payment_method') ?? '';
      const declined = paymentMethod === AUTH_REQUIRED_METHOD;
      const error = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'This payment requires authentication.',
      };
      const created: Json = {
        id: this.id('pi'),
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        currency: params.get('currency'),
        customer: params.get('customer'),
        payment_method: paymentMethod,
        status: declined ? 'requires_payment_method' : 'succeeded',
        last_payment_error: declined ? error : null,
        metadata: {
          reference: params.get('metadata[reference]'),
          renewal: params.get('metadata[renewal]'),
        },
      };
      this.intents.set(created.id as string, created);
      return declined
        ? { status: 402, body: { error: { ...error, payment_intent: created } } }
        : { status: 200, body: created };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paid = this.intents.get(params.get('payment_intent') ?? '');
      if (!paid || paid.status !== 'succeeded') return notFound;
      const amount = Number(params.get('amount') ?? paid.amount);
      const refunded = [...this.refunds.values()]
        .filter((refund) => refund.payment_intent === paid.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + (refund.amount as number), 0);
      if (amount + refunded > (paid.amount as number))
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          },
        };
      const refund: Json = {
        id: this.id('re'),
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: paid.id,
        reason: params.get('reason'),
        status: this.nextRefundStatus,
        failure_reason: null,
      };
      this.refunds.set(refund.id as string, refund);
      return { status: 200, body: refund };
    }
    const refund = /^\/v1\/refunds\/([\w-]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const found = this.refunds.get(refund[1]!);
      return found ? { status: 200, body: found } : notFound;
    }
    return notFound;
  }

  /** A pending refund settles at the bank: succeeded, or failed (`expired_or_canceled_card` …). */
  settleRefund(refundId: string, status: 'succeeded' | 'failed', failureReason?: string): void {
    Object.assign(this.refunds.get(refundId)!, { status, failure_reason: failureReason ?? null });
  }

  private method(id: unknown): Json {
    const auth = id === AUTH_REQUIRED_METHOD;
    return {
      id,
      object: 'payment_method',
      card: { brand: 'visa', last4: auth ? '3184' : '4242', exp_month: 12, exp_year: 2040 },
    };
  }

  /** The customer pays at the hosted page: the session completes over a new Payment Intent. */
  complete(sessionId: string, paymentMethod = 'pm_card_visa'): Json {
    const session = this.sessions.get(sessionId)!;
    const intent: Json = {
      id: this.id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      customer: 'cus_test_1',
      payment_method: paymentMethod,
      setup_future_usage: session.setup_future_usage,
      status: 'succeeded',
      metadata: { reference: (session.metadata as Json).reference },
    };
    this.intents.set(intent.id as string, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    return session;
  }

  /**
   * The customer saves a card at a setup session's page: its SetupIntent succeeds with the card attached to the
   * session's customer, and the session completes.
   */
  completeSetup(sessionId: string, paymentMethod = 'pm_card_visa'): Json {
    const session = this.sessions.get(sessionId)!;
    const intent: Json = {
      id: this.id('seti'),
      object: 'setup_intent',
      customer: session.customer,
      payment_method: paymentMethod,
      usage: 'off_session',
      status: 'succeeded',
      last_setup_error: null,
      metadata: session.setup_intent_metadata,
    };
    this.setupIntents.set(intent.id as string, intent);
    Object.assign(session, { status: 'complete', setup_intent: intent.id });
    return session;
  }

  /** The setup page is left unused until Stripe expires the session. */
  expire(sessionId: string): Json {
    return Object.assign(this.sessions.get(sessionId)!, { status: 'expired' });
  }

  /** An event as Stripe would POST it: its raw body and `Stripe-Signature` (or one signed `skewS` away). */
  event(
    type: string,
    object: Json,
    { secret = this.webhookSecret, at = Date.now(), id = this.id('evt') } = {},
  ) {
    const body = JSON.stringify({ id, object: 'event', type, data: { object } });
    const header = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
      payload: body,
      secret,
      timestamp: Math.floor(at / 1000),
    });
    return { body, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
  }
}
