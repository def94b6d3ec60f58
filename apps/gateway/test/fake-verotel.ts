// A local fake of the part of Verotel FlexPay the adapter uses (tests only): the `startorder` Order Page (its
// signature checked, a sale made when the buyer pays, none when the card is declined), the `salestatus` service
// (signed requests; a flat YAML answer), and the postbacks Verotel sends, signed as Verotel signs them. The
// signature is computed here on its own (not with the adapter's function), so a mistake there shows.
// Subscriptions as FlexPay runs them: a `type=subscription` Order Page (recurring, its period in days) makes a
// sale that Verotel itself rebills each period on the fake's clock (`rebillDue`), or, with its rebills declined,
// lets expire; the signed `cancel-subscription` page where the subscriber cancels (a `cancel` postback, then
// `expiry` at the paid period's end); an `uncancel` as Verotel's support makes it. Postbacks go to `deliver`
// (the merchant's postback URL) when it is set.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSale {
  saleID: string;
  transactionID: string;
  referenceID: string;
  priceAmount: string;
  priceCurrency: string;
  description: string;
  /** A subscription's: its period in days, when Verotel charges next (ms), and where it stands. */
  subscription?: {
    periodDays: number;
    nextChargeAt: number;
    status: 'active' | 'cancelled' | 'expired';
    /** Verotel's rebills of this card are declined (it retries them itself, then the subscription expires). */
    declineRebills: boolean;
    rebills: string[];
  };
}

const DAY_MS = 86_400_000;

/** FlexPay's signature, written out from Verotel's description: sha256("key:k1=v1:k2=v2…"), keys sorted. */
function sign(key: string, params: Record<string, string>, algorithm = 'sha256'): string {
  const keys = Object.keys(params).sort();
  return createHash(algorithm)
    .update([key, ...keys.map((name) => `${name}=${params[name]}`)].join(':'))
    .digest('hex');
}

/** The parameters of a `startorder` that its signature covers (not `email`, not `signature`). */
const UNSIGNED = new Set(['signature', 'email', 'oneClickToken']);

export class FakeVerotel {
  readonly sales = new Map<string, FakeSale>();
  /** Every request: path and query. */
  readonly requests: { path: string; params: URLSearchParams }[] = [];
  private readonly server: Server;
  private seq = 0;
  url = '';
  /** Verotel's GET of the merchant's postback URL: answers the merchant's reply ("OK"). */
  deliver?: (query: string) => Promise<string>;

  constructor(
    readonly shopId: string,
    private readonly signatureKey: string,
    /** Verotel's clock (a test clock's): when rebills fall due. */
    private readonly now: () => number = Date.now,
  ) {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      this.requests.push({ path: url.pathname, params: url.searchParams });
      const reply = (status: number, body: string) =>
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
      if (!this.validRequest(url.searchParams)) return reply(403, 'ERROR: invalid signature');
      if (url.pathname === '/startorder')
        return this.subscriptionError(url.searchParams)
          ? reply(400, `ERROR: ${this.subscriptionError(url.searchParams)}`)
          : reply(200, 'Verotel Order Page');
      if (url.pathname === '/cancel-subscription') {
        const sale = this.sales.get(url.searchParams.get('saleID') ?? '');
        if (!sale?.subscription) return reply(404, 'ERROR: no such subscription');
        if (request.method === 'GET')
          return reply(200, `Cancel your subscription ${sale.saleID}? [Cancel subscription] (POST)`);
        void this.cancel(sale).then(() => reply(200, 'Your subscription is cancelled.'));
        return;
      }
      if (url.pathname === '/salestatus') {
        const reference = url.searchParams.get('referenceID');
        const sale = [...this.sales.values()].find((found) => found.referenceID === reference);
        return reply(
          200,
          sale
            ? `---\nresponse: FOUND\nsaleID: ${sale.saleID}\nshopID: ${this.shopId}\nreferenceID: ${sale.referenceID}\nsaleResult: APPROVED\npriceAmount: ${sale.priceAmount}\npriceCurrency: ${sale.priceCurrency}\n`
            : '---\nresponse: NOTFOUND\n',
        );
      }
      return reply(404, 'ERROR: not found');
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

  /** A request to Verotel signed with the website's key, for its website. */
  private validRequest(query: URLSearchParams): boolean {
    const signed: Record<string, string> = {};
    for (const [name, value] of query) if (!UNSIGNED.has(name)) signed[name] = value;
    return signed.shopID === this.shopId && query.get('signature') === sign(this.signatureKey, signed);
  }

  /** What the Order Page refuses in a subscription's `startorder`, or undefined. */
  private subscriptionError(query: URLSearchParams): string | undefined {
    if (query.get('type') !== 'subscription') return undefined;
    if (query.get('subscriptionType') !== 'recurring')
      return 'subscriptionType must be recurring or one-time';
    if (!/^P\d+D$/.test(query.get('period') ?? '')) return 'period must be P<days>D';
    return undefined;
  }

  /**
   * The buyer pays on the Order Page the checkout URL opens: a sale (a recurring subscription's with its period),
   * and its "initial" postback's query.
   */
  pay(checkoutUrl: string, { declineRebills = false } = {}): { sale: FakeSale; postback: string } {
    const query = new URL(checkoutUrl).searchParams;
    if (!this.validRequest(query)) throw new Error('the Order Page refuses this startorder: bad signature');
    const refused = this.subscriptionError(query);
    if (refused) throw new Error(`the Order Page refuses this startorder: ${refused}`);
    const periodDays = Number(/^P(\d+)D$/.exec(query.get('period') ?? '')?.[1] ?? 0);
    const sale: FakeSale = {
      saleID: String(1_000_000 + ++this.seq),
      transactionID: String(5_000_000 + this.seq),
      referenceID: query.get('referenceID') ?? '',
      priceAmount: query.get('priceAmount') ?? '',
      priceCurrency: query.get('priceCurrency') ?? '',
      description: query.get('description') ?? '',
      ...(query.get('type') === 'subscription'
        ? {
            subscription: {
              periodDays,
              nextChargeAt: this.now() + periodDays * DAY_MS,
              status: 'active' as const,
              declineRebills,
              rebills: [],
            },
          }
        : {}),
    };
    this.sales.set(sale.saleID, sale);
    return { sale, postback: this.postback(sale) };
  }

  /**
   * Verotel's own work on its clock: each active subscription whose next charge came is rebilled (a new
   * transaction, the next charge a period on) or, with its rebills declined, expires; a cancelled one expires at
   * the end of its paid period. The postbacks are delivered; answers them.
   */
  async rebillDue(): Promise<string[]> {
    const sent: string[] = [];
    for (const sale of this.sales.values()) {
      const sub = sale.subscription;
      while (sub && sub.status !== 'expired' && sub.nextChargeAt <= this.now()) {
        if (sub.status === 'active' && !sub.declineRebills) {
          const transactionID = String(7_000_000 + ++this.seq);
          sub.rebills.push(transactionID);
          sub.nextChargeAt += sub.periodDays * DAY_MS;
          sent.push(this.postback(sale, { event: 'rebill', transactionID }));
        } else {
          sub.status = 'expired';
          sent.push(this.postback(sale, { event: 'expiry' }));
        }
      }
    }
    for (const query of sent) await this.deliver?.(query);
    return sent;
  }

  /** The subscriber confirmed on the cancel page: no more rebills; the paid period runs out. */
  private async cancel(sale: FakeSale): Promise<void> {
    if (sale.subscription?.status !== 'active') return;
    sale.subscription.status = 'cancelled';
    await this.deliver?.(this.postback(sale, { event: 'cancel' }));
  }

  /** Verotel's support resumes a cancelled subscription before its end: an `uncancel` postback. */
  async uncancel(sale: FakeSale): Promise<void> {
    if (sale.subscription?.status !== 'cancelled') return;
    sale.subscription.status = 'active';
    await this.deliver?.(this.postback(sale, { event: 'uncancel' }));
  }

  /** A postback's query string as Verotel sends it (another key, or another event, on request). */
  postback(
    sale: FakeSale,
    {
      key = this.signatureKey,
      event,
      algorithm = 'sha256',
      transactionID = sale.transactionID,
    }: { key?: string; event?: string; algorithm?: string; transactionID?: string } = {},
  ): string {
    // A subscription's cancel, uncancel and expiry are no transaction of their own.
    const transaction: Record<string, string> =
      event === 'cancel' || event === 'uncancel' || event === 'expiry' ? {} : { transactionID };
    const params: Record<string, string> = {
      type: sale.subscription ? 'subscription' : 'purchase',
      ...(sale.subscription
        ? { subscriptionType: 'recurring', period: `P${sale.subscription.periodDays}D` }
        : {}),
      shopID: this.shopId,
      saleID: sale.saleID,
      ...transaction,
      referenceID: sale.referenceID,
      custom1: sale.referenceID,
      priceAmount: sale.priceAmount,
      priceCurrency: sale.priceCurrency,
      paymentMethod: 'CC',
      ...(event ? { event } : {}),
    };
    const query = new URLSearchParams(params);
    query.set('signature', sign(key, params, algorithm));
    return query.toString();
  }
}
