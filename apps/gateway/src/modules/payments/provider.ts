// The payment-provider port (docs/payments.md): what the payments module asks of a PSP. The sandbox PSP
// (sandbox/psp.ts), Stripe's adapter (stripe/stripe-psp.ts) and Verotel's (verotel/verotel-psp.ts) implement it; another
// PSP implements the same seven, and says with `webhook`, `offersSubscriptions`, `methods` and `currencies` where it
// differs.
import type { PaymentMethodKind, SubscriptionPeriod } from '@aura/contracts';

/** What a PSP says a payment came to, in the order's own words (spec §4). */
export type PaymentOutcome = 'waiting' | 'processing' | 'success' | 'failure' | 'cancelled';

/** One event of a PSP, from a verified webhook or from asking it (reconciliation). */
export interface PaymentEvent {
  /** Unique per event at the PSP: the same event delivered again carries the same id. */
  eventId: string;
  paymentId: string;
  /** Our order number, as given to `createCheckout`. */
  reference: string;
  outcome: PaymentOutcome;
  /** Why a payment failed (`declined`, `insufficient_funds`, `authentication_failed` …). */
  failureReason?: string;
  /** The card the PSP saved for later charges (a checkout with `saveCard`): its token, never its number. */
  paymentMethod?: SavedPaymentMethod;
  /**
   * The paid payment's money went back at the PSP (a refund made there, a chargeback): the order's coins are taken
   * back as an operator's refund takes them, its money counted returned (`outcome` is then not read).
   */
  reversal?: 'refunded' | 'chargeback';
  /** A PSP that renews by itself (`pspRenewals`): its id of the subscription this payment belongs to (its sale). */
  pspSubscriptionId?: string;
  /**
   * A subscription's own event at a PSP that renews by itself (docs/payments.md "Verotel FlexPay"): `rebill` a
   * renewal it charged (the next period's order is made and paid), `cancel`/`uncancel` its renewals stopped or
   * resumed, `expiry` its end. `reference` names the subscription's first order, `pspSubscriptionId` the PSP's.
   * `transactionId` (a rebill's, unique at the PSP) names the renewal's order.
   */
  subscription?: { event: PspSubscriptionEvent; transactionId?: string };
  /**
   * The event of a card setup (paymentInfoAdd), not of a payment: `paymentId` is the setup's id at the PSP,
   * `reference` our setup number, and a `success` carries the saved `paymentMethod` (setups.ts applies it).
   */
  setup?: true;
}

export type PspSubscriptionEvent = 'rebill' | 'cancel' | 'uncancel' | 'expiry';

/** A card saved at the PSP, as the PSP describes it to the merchant. */
export interface SavedPaymentMethod {
  token: string;
  brand: string;
  last4: string;
  /** MM/YY. */
  expiry: string;
}

export interface CheckoutRequest {
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  /** Where the PSP sends the user back (its claim there is never trusted). */
  returnUrl: string;
  /** Keep the card for later charges without the user (a subscription's renewals). */
  saveCard?: boolean;
  /**
   * A way to pay chosen in the app before the PSP's page (appplePay: `wallet`, the page then offers the wallet
   * alone; pagsmile: `voucher`, issued with `issueVoucher` once the order exists, no page). Only one of `methods`.
   */
  method?: 'wallet' | 'voucher';
  /** A subscription's first period at a PSP that renews by itself (`pspRenewals`): the PSP's recurring checkout. */
  subscription?: { period: SubscriptionPeriod; name: string };
}

/** A card saved without a purchase (paymentInfoAdd): the PSP's hosted setup page, then its event. */
export interface SetupRequest {
  /** Our setup number. */
  reference: string;
  /** Where the PSP sends the user back (its claim there is never trusted). */
  returnUrl: string;
}

/** A voucher to pay at a shop or bank (a local method, pagsmile-style): what its customer needs to pay it. */
export interface VoucherDetails {
  /** What the customer quotes when paying. */
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Unpaid by then, the payment fails (`expired`). */
  expiresAt: number;
  /** The PSP's page of the voucher (the sandbox's: paying it there stands for paying at a shop). */
  payUrl: string;
}

/** A charge of a saved card without the user present (a renewal): its outcome comes as events, like a checkout's. */
export interface SavedCardCharge {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  /** The token of `PaymentEvent.paymentMethod`. */
  paymentMethod: string;
  /** The same key charges once, however often it is asked (a retry after a crash). */
  idempotencyKey: string;
}

/** A refund at the PSP: asked, then pending until the money is on its way back, or failed. */
export type RefundOutcome = 'pending' | 'succeeded' | 'failed';

/** Money back to the payer of one payment (an operator's refund of the order: docs/payments.md "Refunds"). */
export interface RefundRequest {
  /** The payment's id at the PSP (`PayOrder`'s `pspPaymentId`). */
  paymentId: string;
  /** Minor units: the whole payment. */
  amount: number;
  currency: string;
  /** The same key refunds once, however often it is asked (`refund:<orderNo>`: a retry after a crash). */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  outcome: RefundOutcome;
  /** Why a refund failed (`not_refundable`, `insufficient_balance` …). */
  failureReason?: string;
}

/** A webhook whose signature or time is wrong: answered 400, never acted on. */
export class WebhookRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefused';
  }
}

export interface PaymentProvider {
  /** The name orders and events are filed under (`sandbox`, `stripe`, `verotel`). */
  readonly name: string;
  /**
   * How its events come: without this, a signed POST whose raw body `verifyWebhook` reads; with `method: 'GET'`, a
   * GET whose raw query string is signed (Verotel's postbacks), answered `acknowledge` as plain text when taken.
   */
  readonly webhook?: { method: 'GET'; acknowledge: string };
  /**
   * False for a PSP whose subscriptions the adapter does not drive yet (Verotel: its renewals are its own): the shop
   * then offers no subscription and `subscribe` answers `planNotFound`. Absent means true.
   */
  readonly offersSubscriptions?: boolean;
  /**
   * The PSP renews subscriptions by itself (Verotel) and says so by events (`PaymentEvent.subscription`): the
   * scheduler charges nothing then, it only ends what the PSP said was cancelled. `periodDays` is the length of
   * its periods (Verotel's are days: a month is 30). Absent: Aura's scheduler charges the saved card.
   */
  readonly pspRenewals?: { periodDays: Readonly<Record<SubscriptionPeriod, number>> };
  /**
   * With `pspRenewals`: the PSP's page where the subscriber cancels its renewals (Verotel's signed
   * `cancel-subscription` URL), for its id of the subscription.
   */
  cancelSubscriptionUrl?(pspSubscriptionId: string): string;
  /** The ways to pay its checkout page offers (paymentMethodsList); absent means a card only. */
  readonly methods?: readonly PaymentMethodKind[];
  /** The currencies it sells in (Verotel's list has no TRY); absent means every currency of the catalogue. */
  readonly currencies?: readonly string[];
  /** Opens a hosted checkout for one order: the PSP's payment id and the page to send the user to. */
  createCheckout(request: CheckoutRequest): Promise<{ paymentId: string; checkoutUrl: string }>;
  /**
   * Opens the PSP's hosted "save a card" page (its setup flow: no money moves); the card comes as a setup event
   * (`PaymentEvent.setup`). Absent for a PSP without one (Verotel): the shop then offers no "Add a card".
   */
  createSetup?(request: SetupRequest): Promise<{ setupId: string; setupUrl: string }>;
  /** Where a setup stands (asked while its page's user waits and no event came): a setup event. */
  retrieveSetup?(setupId: string): Promise<PaymentEvent>;
  /**
   * Issues the voucher of a payment opened with `method: 'voucher'`: the payment is processing until the voucher is
   * paid or expires. Absent for a PSP without vouchers (its `methods` have none).
   */
  issueVoucher?(paymentId: string): Promise<VoucherDetails>;
  /** The voucher of a payment, if it has one. */
  voucherOf?(paymentId: string): Promise<VoucherDetails | null>;
  /** Charges a saved card off-session (a subscription's renewal); answers the PSP's payment id. */
  chargeSaved(request: SavedCardCharge): Promise<{ paymentId: string }>;
  /** Asks the PSP where a payment stands (the reconciliation job): a pending payment answers waiting or processing. */
  retrieve(paymentId: string): Promise<PaymentEvent>;
  /** Returns a paid payment's money to its payer; the same idempotency key is the same refund. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Where a refund stands (a pending one is asked again until it settles). */
  retrieveRefund(refundId: string): Promise<RefundResult>;
  /**
   * Checks a webhook's signature and time, then reads its event; throws `WebhookRefused` otherwise. Null for a
   * genuine event the merchant does not act on (acknowledged, nothing changes). It may ask the PSP for details the
   * event lacks (Stripe: the card a checkout saved).
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null | Promise<PaymentEvent | null>;
}
