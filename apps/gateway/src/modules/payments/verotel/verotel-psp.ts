// Verotel FlexPay behind the payment-provider port (docs/payments.md "Verotel FlexPay"). Verotel boards adult
// merchants. A checkout is FlexPay's hosted Order Page: a `startorder` URL whose parameters are signed with the
// website's signature key; the sale comes back as a postback (a GET to our postback URL, its query string signed the
// same way) that must be answered "OK"; the status service (`salestatus`, signed the same way) tells where a sale
// stands, for reconciliation. FlexPay has no call to refund a sale or to charge a card without its holder: refunds
// are an operator's in Verotel's Control Center, and its subscriptions renew at Verotel, which tells each rebill,
// cancel, uncancel and expiry by postback (`pspRenewals`); its subscriber cancels on its signed
// `cancel-subscription` page.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  WebhookRefused,
  type CheckoutRequest,
  type PaymentEvent,
  type PspSubscriptionEvent,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type SavedCardCharge,
} from '../provider.ts';

/** The FlexPay protocol version this adapter speaks (Verotel's own clients send `version=4`). */
export const FLEXPAY_VERSION = '4';
/** Verotel's sale currencies (FlexPay: USD, EUR, GBP, AUD, CAD, CHF, DKK, NOK, SEK); of Aura's, TRY is not one. */
export const VEROTEL_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK'] as const;
/** Where a Verotel-brand account's FlexPay lives (a CardBilling or BitsafePay account has another origin). */
export const VEROTEL_BASE = 'https://secure.verotel.com';

/** The parameters a `startorder` signature covers (Verotel's clients sign only these: `email` is left out). */
const SIGNED_START = new Set([
  'version',
  'shopID',
  'priceAmount',
  'priceCurrency',
  'paymentMethod',
  'description',
  'referenceID',
  'saleID',
  'custom1',
  'custom2',
  'custom3',
  'subscriptionType',
  'period',
  'name',
  'trialAmount',
  'trialPeriod',
  'cancelDiscountPercentage',
  'type',
  'successURL',
  'declineURL',
  'precedingSaleID',
  'upgradeOption',
]);

export interface VerotelPspOptions {
  /** The website's ID in Verotel's Control Center ("Setup websites"). */
  shopId: string;
  /** The website's FlexPay signature key (Control Center: the website's FlexPay options). */
  signatureKey: string;
  /** Another FlexPay origin: a CardBilling account's, or a local fake in tests. */
  baseUrl?: string | undefined;
  now: () => number;
}

/**
 * FlexPay's signature: the lowercase hex SHA-256 (or, still accepted by Verotel's clients for postbacks, SHA-1) of
 * the signature key and the `key=value` pairs sorted by key, joined with ":", `shopID` added when absent.
 */
export function flexPaySignature(
  signatureKey: string,
  shopId: string,
  params: Record<string, string>,
  algorithm: 'sha256' | 'sha1' = 'sha256',
): string {
  const all = { shopID: shopId, ...params };
  const pairs = Object.keys(all)
    .sort()
    .map((key) => `${key}=${all[key as keyof typeof all]}`);
  return createHash(algorithm)
    .update([signatureKey, ...pairs].join(':'), 'utf8')
    .digest('hex');
}

/** Minor units as FlexPay's `nnn.nn` (Verotel's currencies all have two decimals). */
export function flexPayAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A purchase's postbacks that say its money went back. */
const REVERSALS = new Map<string, NonNullable<PaymentEvent['reversal']>>([
  ['credit', 'refunded'],
  ['chargeback', 'chargeback'],
]);

/** A subscription's postbacks that move it (`rebill` also pays its next period). */
const SUBSCRIPTION_EVENTS = new Set<string>(['rebill', 'cancel', 'uncancel', 'expiry']);
/** Verotel's periods are ISO 8601 days: a month is 30 of them. */
const PERIOD_DAYS = { week: 7, month: 30 } as const;
/** A transaction id that can name an order (`AR<subscription>T<transactionID>`). */
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export class VerotelPsp implements PaymentProvider {
  readonly name = 'verotel';
  readonly webhook = { method: 'GET', acknowledge: 'OK' } as const;
  /** Verotel charges each period itself and says so by postback; Aura's scheduler charges nothing. */
  readonly pspRenewals = { periodDays: PERIOD_DAYS };
  readonly currencies = VEROTEL_CURRENCIES;
  /** The Order Page's card and SEPA direct debit (FlexPay's `CC` and `DDEU`: in euros, in some countries). */
  readonly methods = ['card', 'directDebit'] as const;
  private readonly base: string;

  constructor(private readonly options: VerotelPspOptions) {
    if (!options.shopId || !options.signatureKey)
      throw new Error('verotel: shop ID and signature key needed');
    this.base = (options.baseUrl ?? VEROTEL_BASE).replace(/\/$/, '');
  }

  /** A signed FlexPay URL: the parameters (empty ones left out), `version` and `shopID`, and their signature. */
  private signedUrl(path: string, params: Record<string, string>, signedOnly?: Set<string>): string {
    const all: Record<string, string> = { version: FLEXPAY_VERSION, shopID: this.options.shopId };
    for (const [key, value] of Object.entries(params)) if (value !== '') all[key] = value;
    const signed = Object.fromEntries(
      Object.entries(all).filter(([key]) => !signedOnly || signedOnly.has(key)),
    );
    const query = new URLSearchParams(all);
    query.set('signature', flexPaySignature(this.options.signatureKey, this.options.shopId, signed));
    return `${this.base}${path}?${query.toString()}`;
  }

  /**
   * FlexPay's purchase Order Page for one order: our order number is its `referenceID` (unique per website at
   * Verotel) and `custom1`; the buyer comes back to payRes either way. Verotel makes its `saleID` only once the
   * buyer paid, so the order's payment id is the reference, which the status service also answers by.
   */
  createCheckout(request: CheckoutRequest): Promise<{ paymentId: string; checkoutUrl: string }> {
    if (request.saveCard) throw new Error('verotel: FlexPay keeps no card for the merchant to charge');
    if (!(VEROTEL_CURRENCIES as readonly string[]).includes(request.currency))
      throw new Error(`verotel: ${request.currency} is not one of Verotel's sale currencies`);
    // A subscription's first period is FlexPay's recurring subscription: Verotel charges every period after it.
    const { subscription } = request;
    const checkoutUrl = this.signedUrl(
      '/startorder',
      {
        ...(subscription
          ? {
              type: 'subscription',
              subscriptionType: 'recurring',
              period: `P${PERIOD_DAYS[subscription.period]}D`,
              name: subscription.name.slice(0, 100),
            }
          : { type: 'purchase' }),
        priceAmount: flexPayAmount(request.amount),
        priceCurrency: request.currency,
        description: request.description.slice(0, 100),
        referenceID: request.reference,
        custom1: request.reference,
        successURL: request.returnUrl,
        declineURL: request.returnUrl,
      },
      SIGNED_START,
    );
    return Promise.resolve({ paymentId: request.reference, checkoutUrl });
  }

  /**
   * FlexPay's cancel page for a subscription (its sale): `<base>/cancel-subscription?saleID=…&shopID=…&version=4&
   * signature=…`, signed as Verotel's clients sign it. The subscriber confirms there; Verotel's `cancel` postback
   * follows.
   */
  cancelSubscriptionUrl(saleId: string): string {
    return this.signedUrl('/cancel-subscription', { saleID: saleId }, SIGNED_START);
  }

  /** FlexPay cannot charge a card without its holder (its one-click purchase still needs the buyer's browser). */
  chargeSaved(_request: SavedCardCharge): Promise<{ paymentId: string }> {
    return Promise.reject(new Error('verotel: FlexPay has no merchant-initiated charge'));
  }

  /**
   * The status service by our reference: a sale found and approved is a success; none yet is waiting (the Order
   * Page makes no sale for a declined or abandoned attempt, so such an order expires as cancelled). The answer is
   * machine-readable YAML, read here as flat `key: value` lines.
   */
  async retrieve(paymentId: string): Promise<PaymentEvent> {
    const response = await fetch(this.signedUrl('/salestatus', { referenceID: paymentId }), {
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`verotel: salestatus answered ${response.status}`);
    const status = readYaml(await response.text());
    const base = { paymentId, reference: paymentId };
    if (status.response !== 'FOUND')
      return { ...base, eventId: `status:${paymentId}:none`, outcome: 'waiting' };
    const result = (status.saleResult ?? '').toUpperCase();
    const saleId = status.saleID ?? '';
    // A subscription's sale id is what its cancel page and its postbacks name it by.
    if (result === 'APPROVED')
      return {
        ...base,
        eventId: `status:${saleId}:approved`,
        outcome: 'success',
        ...(saleId ? { pspSubscriptionId: saleId } : {}),
      };
    if (result === 'DECLINED')
      return { ...base, eventId: `status:${saleId}:declined`, outcome: 'failure', failureReason: 'declined' };
    return { ...base, eventId: `status:${saleId}:${result.toLowerCase()}`, outcome: 'processing' };
  }

  /**
   * FlexPay has no refund call: Verotel's refunds are made in its Control Center (or its Control Center API, given
   * on request and not public). The refund is answered failed, which the payments pass logs as an error for an
   * operator to make there (docs/payments.md "Refunds"); the coins were taken back already.
   */
  refund(request: RefundRequest): Promise<RefundResult> {
    return Promise.resolve(this.byHand(request.paymentId));
  }

  retrieveRefund(refundId: string): Promise<RefundResult> {
    return Promise.resolve(this.byHand(refundId.replace(/^control-center:/, '')));
  }

  private byHand(paymentId: string): RefundResult {
    return {
      refundId: `control-center:${paymentId}`,
      outcome: 'failed',
      failureReason: 'refund_in_verotel_control_center',
    };
  }

  /**
   * A postback: the query string's signature checked (SHA-256 over every parameter but `signature`; the older
   * SHA-1 too, as Verotel's clients accept), in constant time. FlexPay signs no time, so a postback cannot be
   * judged stale by its age: a replay is the same event id and changes nothing. The initial sale of a purchase is
   * the order's success, its credit or chargeback a reversal; a subscription's events are acknowledged and left.
   */
  verifyWebhook(rawBody: string): PaymentEvent | null {
    const query = new URLSearchParams(rawBody.replace(/^\?/, ''));
    const params: Record<string, string> = {};
    for (const [key, value] of query) {
      if (key in params) throw new WebhookRefused(`repeated parameter ${key}`);
      params[key] = value;
    }
    const given = (params.signature ?? '').toLowerCase();
    delete params.signature;
    if (!given) throw new WebhookRefused('no signature');
    const { signatureKey, shopId } = this.options;
    if (
      !sameHex(given, flexPaySignature(signatureKey, shopId, params)) &&
      !sameHex(given, flexPaySignature(signatureKey, shopId, params, 'sha1'))
    )
      throw new WebhookRefused('bad signature');
    if (params.shopID !== undefined && params.shopID !== shopId) throw new WebhookRefused('another website');
    // A sale's postback: no `event` (or `initial`) is its payment; its `credit` (a refund made at Verotel) and
    // `chargeback` take the coins back. A subscription's sale also has `rebill`, `cancel`, `uncancel` and `expiry`.
    const event = params.event ?? 'initial';
    const reversal = REVERSALS.get(event);
    const type = params.type ?? 'purchase';
    const subscription = type === 'subscription';
    if (type !== 'purchase' && !subscription) return null;
    const initial = event === 'initial' || (!subscription && event === 'purchase');
    if (!initial && !reversal && !(subscription && SUBSCRIPTION_EVENTS.has(event))) return null;
    const reference = params.referenceID ?? params.custom1;
    const saleId = params.saleID;
    if (!reference || !saleId) throw new WebhookRefused('no referenceID or saleID');
    const transactionId = params.transactionID ?? '';
    const base = {
      eventId: `postback:${saleId}:${event}:${transactionId}`,
      paymentId: reference,
      reference,
      outcome: 'success' as const,
      ...(subscription ? { pspSubscriptionId: saleId } : {}),
    };
    if (!subscription || initial) return { ...base, ...(reversal ? { reversal } : {}) };
    if ((event === 'rebill' || reversal) && !TRANSACTION_ID.test(transactionId))
      throw new WebhookRefused('no transactionID');
    // A subscription's transaction after the first (a rebill, or a rebill's credit) is paid as `<sale>:<transaction>`.
    if (reversal) return { ...base, paymentId: `${saleId}:${transactionId}`, reversal };
    return { ...base, subscription: { event: event as PspSubscriptionEvent, transactionId } };
  }
}

/** Flat `key: value` lines of a YAML document (the status service's answer); quotes around a value dropped. */
function readYaml(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Za-z][\w]*):\s*(.*?)\s*$/.exec(line);
    if (match) out[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}
