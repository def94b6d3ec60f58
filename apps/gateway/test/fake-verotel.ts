// A local fake of the part of Verotel FlexPay the adapter uses (tests only): the `startorder` Order Page (its
// signature checked, a sale made when the buyer pays, none when the card is declined), the `salestatus` service
// (signed requests; a flat YAML answer), and the postbacks Verotel sends, signed as Verotel signs them. The
// signature is computed here on its own (not with the adapter's function), so a mistake there shows.
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
}

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

  constructor(
    readonly shopId: string,
    private readonly signatureKey: string,
  ) {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      this.requests.push({ path: url.pathname, params: url.searchParams });
      const reply = (status: number, body: string) =>
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
      if (!this.validRequest(url.searchParams)) return reply(403, 'ERROR: invalid signature');
      if (url.pathname === '/startorder') return reply(200, 'Verotel Order Page');
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

  /** The buyer pays on the Order Page the checkout URL opens: a sale, and its "initial" postback's query. */
  pay(checkoutUrl: string): { sale: FakeSale; postback: string } {
    const query = new URL(checkoutUrl).searchParams;
    if (!this.validRequest(query)) throw new Error('the Order Page refuses this startorder: bad signature');
    const sale: FakeSale = {
      saleID: String(1_000_000 + ++this.seq),
      transactionID: String(5_000_000 + this.seq),
      referenceID: query.get('referenceID') ?? '',
      priceAmount: query.get('priceAmount') ?? '',
      priceCurrency: query.get('priceCurrency') ?? '',
      description: query.get('description') ?? '',
    };
    this.sales.set(sale.saleID, sale);
    return { sale, postback: this.postback(sale) };
  }

  /** A postback's query string as Verotel sends it (another key, or another event, on request). */
  postback(
    sale: FakeSale,
    {
      key = this.signatureKey,
      event,
      algorithm = 'sha256',
    }: { key?: string; event?: string; algorithm?: string } = {},
  ): string {
    const params: Record<string, string> = {
      type: 'purchase',
      shopID: this.shopId,
      saleID: sale.saleID,
      transactionID: sale.transactionID,
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
