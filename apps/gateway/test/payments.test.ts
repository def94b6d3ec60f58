// The coin shop over HTTP (docs/payments.md): the catalogue an operator sets with an admin command, an order, the
// sandbox PSP's hosted pages (card form, 3-D Secure), and its signed webhooks arriving at the gateway's route:
// repeated at once and out of order they credit once; forged or stale ones are answered 400 and change nothing.
import { randomBytes } from 'node:crypto';
import {
  BUSINESS_CODES,
  COIN_PROMOTIONS,
  postPushSubscribe,
  type MatchQuota,
  type PayOrder,
  type ShopCatalogue,
  type Subscription,
} from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { TestClock } from '../src/clock.ts';
import { listOutbox } from '../src/providers/outbox.ts';
import { DEFAULT_CATALOGUE, SIGNATURE_HEADER, signHeader } from '../src/modules/payments/index.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { cardDoes } from './sandbox-card.ts';
import { startLocalPushService, type LocalPushService } from './local-push-service.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

const clock = new TestClock();
let gateway: TestGateway;
let url: string;

beforeAll(async () => {
  gateway = await startTestGateway(
    { SANDBOX_PSP_DUPLICATE_RATE: '0.5' },
    { clock, paymentsScheduler: 'manual', callScheduler: 'manual', matchScheduler: 'manual' },
  );
  url = await gateway.listen();
});
afterAll(() => gateway.close());

async function signIn(): Promise<{ userId: number; client: IndependentClient }> {
  const { users, sessions } = gateway.services;
  const user = await users.create({ nickname: 'Buyer', countryCode: 'NL' });
  const deviceId = `shop-${randomBytes(8).toString('hex')}`;
  const { loginToken } = await sessions.create(user.id, deviceId);
  const client = new IndependentClient(url, { userId: String(user.id), deviceId, loginToken });
  Object.defineProperty(client, 'clockSkewMs', { get: () => clock.offsetMs });
  await client.handshake();
  return { userId: user.id, client };
}

async function data<T>(answer: Promise<{ body: { code: number; data: unknown } }>): Promise<T> {
  const { body } = await answer;
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as T;
}

const coins = (userId: number) => gateway.services.ledger.balance(userId);

/** Runs the payments' background pass: the sandbox delivers its webhooks (after their jitter), reconciliation. */
async function settle() {
  await clock.advance(1_000);
  await gateway.services.paymentsScheduler.pass();
}

/** Fills the sandbox's checkout form as a user would, and follows it to where it sends the browser. */
async function pay(checkoutUrl: string, number: string, more: Record<string, string> = {}) {
  const path = new URL(checkoutUrl).pathname;
  const page = await fetch(`${url}${path}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post"');
  return fetch(`${url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Ada Lovelace',
      number,
      expiry: '12/40',
      cvv: '123',
      email: 'ada@example.com',
      ...more,
    }).toString(),
  });
}

async function buy(client: IndependentClient, packId = 'coins-500') {
  return data<{ order: PayOrder; checkoutUrl: string }>(
    client.post('/api/pay/order', { packId, currency: 'EUR' }),
  );
}

describe('the shop', () => {
  it('serves the catalogue the operator set, with its discount and the first-purchase bonus', async () => {
    const { client } = await signIn();
    const endsAt = new Date(clock.now() + 3_600_000).toISOString();
    const catalogue = {
      packs: [
        { id: 'coins-500', coins: 500, extraPercent: 20, prices: { EUR: 1000, USD: 1100 } },
        {
          id: 'coins-60',
          coins: 60,
          extraPercent: 0,
          prices: { EUR: 99 },
          discount: { percent: 50, endsAt },
        },
      ],
      firstPurchaseBonus: COIN_PROMOTIONS.firstPurchaseBonusCoins,
    };
    const run = async (...argv: string[]) => {
      let out = '';
      let err = '';
      const code = await runAdmin(argv, {
        env: { NODE_ENV: 'test', DATA_DIR: gateway.config.dataDir },
        database: gateway.services.database,
        out: (text) => (out += text),
        err: (text) => (err += text),
      });
      return { code, out, err };
    };
    // The bubble's extra is at most 20 %.
    const tooMuch = { ...catalogue, packs: [{ ...catalogue.packs[0], extraPercent: 21 }] };
    expect((await run('shop', 'set-catalogue', '--json', JSON.stringify(tooMuch))).code).toBe(2);
    expect((await run('shop', 'set-catalogue', '--json', JSON.stringify(catalogue))).code).toBe(0);

    const shop = await data<ShopCatalogue>(client.get('/api/shop/catalogue', { currency: 'EUR' }));
    expect(shop.firstPurchaseBonus).toBe(COIN_PROMOTIONS.firstPurchaseBonusCoins);
    // The sandbox saves a card without a purchase (paymentInfoAdd).
    expect(shop.cardSetup).toBe(true);
    expect(shop.packs).toEqual([
      expect.objectContaining({ id: 'coins-500', coins: 500, extraCoins: 100, price: 1000, discount: null }),
      expect.objectContaining({
        id: 'coins-60',
        price: 50,
        listPrice: 99,
        discount: { percent: 50, endsAt: Date.parse(endsAt) },
      }),
    ]);
    // Asked in no currency, the shop answers in the user's country's: euros in the Netherlands.
    expect((await data<ShopCatalogue>(client.get('/api/shop/catalogue', {}))).currency).toBe('EUR');
    const answer = await client.post('/api/pay/order', { packId: 'coins-60', currency: 'GBP' });
    expect(answer.body.code).toBe(BUSINESS_CODES.packNotFound);
    const empty = await client.get('/api/pay/order', { orderNo: '' });
    expect(empty.body.message).toContain('Order ID cannot be empty');
  });

  it('credits a purchase with the approve card only when the webhook comes, and lists it', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const { order, checkoutUrl } = await buy(client);
    const back = await pay(checkoutUrl, '4242 4242 4242 4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`/payRes\\?orderNo=${order.orderNo}$`));
    // The way back claims nothing the server believes: the order waits for the PSP's webhook.
    expect((await data<PayOrder>(client.get('/api/pay/order', { orderNo: order.orderNo }))).status).toBe(
      'waiting',
    );
    await settle();
    const paid = await data<PayOrder>(client.get('/api/pay/order', { orderNo: order.orderNo }));
    expect(paid).toMatchObject({
      status: 'success',
      coins: 600,
      bonusCoins: COIN_PROMOTIONS.firstPurchaseBonusCoins,
    });
    expect(await coins(userId)).toBe(before + 600 + COIN_PROMOTIONS.firstPurchaseBonusCoins);
    const { orders } = await data<{ orders: PayOrder[] }>(client.get('/api/pay/orders'));
    expect(orders.map((one) => one.orderNo)).toEqual([order.orderNo]);
    expect(await data(client.get('/facade/api/user/web/checkUserPayStatus'))).toMatchObject({
      paid: true,
      firstPurchaseBonus: 0,
      vip: true,
    });
    // Another user's order is nobody's business.
    const other = await signIn();
    const foreign = await other.client.get('/api/pay/order', { orderNo: order.orderNo });
    expect(foreign.body.code).toBe(BUSINESS_CODES.orderNotFound);
  });

  it('shows the card form again with what was wrong, and credits nothing for a declined card', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const { order, checkoutUrl } = await buy(client);
    const wrong = await pay(checkoutUrl, '4242 4242 4242 4241', { expiry: '01/20' });
    expect(wrong.status).toBe(422);
    const page = await wrong.text();
    expect(page).toContain('Enter a valid card number.');
    expect(page).toContain('Enter a valid expiry date.');
    expect(page).not.toContain('4242 4242 4242 4241');
    const declined = await pay(checkoutUrl, '4000 0000 0000 0002');
    expect(declined.status).toBe(303);
    await settle();
    expect(await data<PayOrder>(client.get('/api/pay/order', { orderNo: order.orderNo }))).toMatchObject({
      status: 'failure',
      failureReason: 'declined',
    });
    expect(await coins(userId)).toBe(before);
  });

  it('asks the 3-D Secure challenge, and credits only when it is passed', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const results: string[] = [];
    for (const result of ['fail', 'pass']) {
      const { order, checkoutUrl } = await buy(client);
      const challenge = await pay(checkoutUrl, '4000 0000 0000 3220');
      expect(challenge.status).toBe(303);
      const challengeUrl = `${url}${challenge.headers.get('location')}`;
      expect(await (await fetch(challengeUrl)).text()).toContain('Complete authentication');
      const back = await fetch(challengeUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `result=${result}`,
      });
      expect(back.headers.get('location')).toContain(`/payRes?orderNo=${order.orderNo}`);
      await settle();
      results.push((await data<PayOrder>(client.get('/api/pay/order', { orderNo: order.orderNo }))).status);
    }
    expect(results).toEqual(['failure', 'success']);
    expect(await coins(userId)).toBe(before + 600 + COIN_PROMOTIONS.firstPurchaseBonusCoins);
  });

  it('pays with the wallet at once, and a voucher stays processing until it is paid (or expires)', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const post = (path: string) => fetch(`${url}${path}`, { method: 'POST', redirect: 'manual' });
    const wallet = await buy(client);
    expect((await post(`${new URL(wallet.checkoutUrl).pathname}/wallet`)).status).toBe(303);
    await settle();
    const status = (orderNo: string) =>
      data<PayOrder>(client.get('/api/pay/order', { orderNo })).then((order) => order.status);
    expect(await status(wallet.order.orderNo)).toBe('success');

    const voucher = await buy(client);
    const checkoutPath = new URL(voucher.checkoutUrl).pathname;
    expect(await (await fetch(`${url}${checkoutPath}`)).text()).toContain(
      'Pay with a local method (voucher)',
    );
    expect((await post(`${checkoutPath}/voucher`)).headers.get('location')).toContain(voucher.order.orderNo);
    await settle();
    expect(await status(voucher.order.orderNo)).toBe('processing');
    const voucherPath = checkoutPath.replace('/checkout/', '/voucher/');
    expect(await (await fetch(`${url}${voucherPath}`)).text()).toContain('Pay this voucher');
    expect((await post(voucherPath)).status).toBe(303);
    // Paid twice (a double press): the voucher's page is over, and the coins come once.
    await post(voucherPath);
    await settle();
    await settle();
    expect(await status(voucher.order.orderNo)).toBe('success');
    expect(await coins(userId)).toBe(before + 2 * 600 + COIN_PROMOTIONS.firstPurchaseBonusCoins);

    const expired = await buy(client);
    await post(`${new URL(expired.checkoutUrl).pathname}/voucher`);
    await clock.advance(gateway.config.payments.sandbox.settleMs);
    await settle();
    await settle();
    const order = await data<PayOrder>(client.get('/api/pay/order', { orderNo: expired.order.orderNo }));
    expect(order).toMatchObject({ status: 'failure', failureReason: 'expired' });
    expect(await coins(userId)).toBe(before + 2 * 600 + COIN_PROMOTIONS.firstPurchaseBonusCoins);
  });
});

describe('the webhook route', () => {
  const secret = () => gateway.config.payments.sandbox.webhookSecret;
  const post = (body: string, signature: string | undefined) =>
    fetch(`${url}/api/pay/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      body,
    });

  async function paidAtThePsp(client: IndependentClient) {
    const { order, checkoutUrl } = await buy(client);
    const paymentId = new URL(checkoutUrl).pathname.split('/').pop()!;
    const body = (type: string) =>
      JSON.stringify({
        id: `evt_${paymentId}_${type}`,
        type: `payment.${type}`,
        created: Math.floor(clock.now() / 1000),
        data: { paymentId, reference: order.orderNo },
      });
    return { order, body };
  }

  it('credits once when the same webhook comes 20 times at once, with a late "processing" among them', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const { order, body } = await paidAtThePsp(client);
    const bodies = Array.from({ length: 20 }, (_, index) =>
      index % 5 === 4 ? body('processing') : body('succeeded'),
    );
    const answers = await Promise.all(bodies.map((one) => post(one, signHeader(secret(), clock.now(), one))));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    const results = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { result: string }).result),
    );
    expect(results.filter((result) => result === 'applied').length).toBeLessThanOrEqual(2);
    expect((await data<PayOrder>(client.get('/api/pay/order', { orderNo: order.orderNo }))).status).toBe(
      'success',
    );
    expect(await coins(userId)).toBe(before + 600 + COIN_PROMOTIONS.firstPurchaseBonusCoins);
  });

  it('refuses forged, tampered, stale and unsigned webhooks with 400, and nothing moves', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const { order, body } = await paidAtThePsp(client);
    const good = body('succeeded');
    const refused = [
      await post(good, signHeader('an-attacker-guessed-this', clock.now(), good)),
      await post(good.replace(order.orderNo, 'AOTAMPERED'), signHeader(secret(), clock.now(), good)),
      await post(good, signHeader(secret(), clock.now() - 301_000, good)),
      await post(good, undefined),
      await post('{not json', signHeader(secret(), clock.now(), '{not json')),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await data<PayOrder>(client.get('/api/pay/order', { orderNo: order.orderNo }))).status).toBe(
      'waiting',
    );
    expect(await coins(userId)).toBe(before);
  });
});

describe('subscriptions and VIP', () => {
  const week = 7 * 86_400_000;

  it('subscribes weekly, renews when the clock passes the week, stops after cancel; VIP unlocks matching', async () => {
    const run = runAdmin(['shop', 'set-catalogue', '--json', JSON.stringify(DEFAULT_CATALOGUE)], {
      env: { NODE_ENV: 'test', DATA_DIR: gateway.config.dataDir },
      database: gateway.services.database,
      out: () => {},
      err: () => {},
    });
    expect(await run).toBe(0);
    const { userId, client } = await signIn();
    expect((await data<MatchQuota>(client.get('/matches/api/V1/quota', {}))).vip).toBe(false);
    const shop = await data<ShopCatalogue>(client.get('/api/shop/catalogue', { currency: 'EUR' }));
    expect(shop.subscriptions.map((plan) => [plan.id, plan.period])).toEqual([
      ['weekly-600', 'week'],
      ['monthly-3000', 'month'],
    ]);
    expect(shop).toMatchObject({ subscription: null, vipUntil: null });

    const { checkoutUrl } = await data<{ checkoutUrl: string; subscription: Subscription }>(
      client.post('/api/pay/subscription', { planId: 'weekly-600', currency: 'EUR' }),
    );
    expect((await pay(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await settle();
    const held = await data<ShopCatalogue>(client.get('/api/shop/catalogue', { currency: 'EUR' }));
    expect(held.subscription).toMatchObject({ status: 'active', card: { last4: '4242' } });
    expect(held.vipUntil).toBe(held.subscription!.currentPeriodEnd);
    // cardList: the card the checkout saved, as brand, last four and expiry; no token, no number.
    const cards = await client.get('/api/pay/cards', {});
    expect((cards.body.data as { cards: unknown[] }).cards).toEqual([
      { id: expect.any(String), brand: 'visa', last4: '4242', expiry: '12/40', savedAt: expect.any(Number) },
    ]);
    expect(JSON.stringify(cards.body)).not.toMatch(/pm_|4242424242424242/);
    expect(await data(client.get('/facade/api/user/web/checkUserPayStatus', {}))).toMatchObject({
      paid: true,
      vip: true,
    });
    // VIP: random matching is free and without the day's limit.
    expect((await data<MatchQuota>(client.get('/matches/api/V1/quota', {}))).vip).toBe(true);
    const again = await client.post('/api/pay/subscription', { planId: 'monthly-3000', currency: 'EUR' });
    expect(again.body.code).toBe(BUSINESS_CODES.subscriptionHeld);

    const afterFirst = await coins(userId);
    await clock.advance(week);
    await settle();
    await settle();
    expect(await coins(userId)).toBe(afterFirst + 600);
    const orders = await data<{ orders: PayOrder[] }>(client.get('/api/pay/orders', {}));
    expect(orders.orders.map((order) => order.kind)).toEqual(['renewal', 'subscription']);

    const cancelled = await data<{ subscription: Subscription }>(
      client.post('/api/pay/subscription/cancel', {}),
    );
    expect(cancelled.subscription.status).toBe('cancelled');
    await clock.advance(week);
    await settle();
    await settle();
    expect(await coins(userId)).toBe(afterFirst + 600);
    expect((await data<ShopCatalogue>(client.get('/api/shop/catalogue', {}))).subscription).toBeNull();
    const none = await client.post('/api/pay/subscription/cancel', {});
    expect(none.body.code).toBe(BUSINESS_CODES.subscriptionNotFound);
  });
});

describe('a renewal that could not be charged, told by web push', () => {
  const day = 86_400_000;
  let pushService: LocalPushService;
  beforeAll(async () => {
    pushService = await startLocalPushService();
  });
  afterAll(() => pushService.close());

  /** A user with notifications on in `locale`, holding a weekly subscription paid with the approve card. */
  async function subscriber(locale: string) {
    const user = await signIn();
    const subscription = await pushService.subscribe(gateway.services.push.publicKey);
    const { endpoint, keys } = subscription;
    await data(user.client.post(postPushSubscribe.path, { endpoint, keys, locale }));
    const { checkoutUrl } = await data<{ checkoutUrl: string }>(
      user.client.post('/api/pay/subscription', { planId: 'weekly-600', currency: 'EUR' }),
    );
    expect((await pay(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await settle();
    return { ...user, clientHash: subscription.clientHash };
  }

  /** The messages a device received once the failures committed so far were told, parsed. */
  async function told(clientHash: string): Promise<unknown[]> {
    await gateway.services.renewalFailed.settled();
    await gateway.services.push.idle();
    return pushService.messages(clientHash).map((text) => JSON.parse(text) as unknown);
  }

  const shop = (client: IndependentClient) => data<ShopCatalogue>(client.get('/api/shop/catalogue', {}));

  it('tells the first failure with its retry, and the end after the last; once each, never to an open tab', async () => {
    const away = await subscriber('tr');
    const open = await subscriber('en');
    const paidLate = await subscriber('nl');
    const tab = TestSocket.open(socketUrl(open.client));
    await tab.next({ type: 'hello' });
    await cardDoes(gateway.services.database.db, away.userId, 'decline');
    await cardDoes(gateway.services.database.db, open.userId, 'decline');
    await cardDoes(gateway.services.database.db, paidLate.userId, 'insufficient_funds');

    // The week passes: each renewal is declined and will be tried again in a day (webhooks come twice at times).
    await clock.advance(7 * day);
    await settle();
    await settle();
    const retryAt = (await shop(away.client)).subscription!.renewalRetryAt;
    expect(retryAt).toBeGreaterThan(clock.now());
    expect(await told(away.clientHash)).toEqual([{ kind: 'renewalFailed', retryAt, locale: 'tr' }]);
    expect(await told(open.clientHash)).toEqual([]);
    const paidLateRetry = (await shop(paidLate.client)).subscription!.renewalRetryAt;
    expect(await told(paidLate.clientHash)).toEqual([
      { kind: 'renewalFailed', retryAt: paidLateRetry, locale: 'nl' },
    ]);

    // The first retry fails too: nothing new to tell (the card still needs seeing to, the shop has the day). The
    // other user's card has money again: the retry goes through, nothing is told.
    await cardDoes(gateway.services.database.db, paidLate.userId, 'approve');
    await clock.advance(day);
    await settle();
    await settle();
    expect((await shop(paidLate.client)).subscription!.renewalRetryAt).toBeNull();
    expect(await told(away.clientHash)).toHaveLength(1);
    expect(await told(paidLate.clientHash)).toHaveLength(1);

    // The last retry fails: the subscription ended, which is told once.
    await clock.advance(3 * day);
    await settle();
    await settle();
    await settle();
    expect((await shop(away.client)).renewalFailed).toMatchObject({ period: 'week' });
    expect(await told(away.clientHash)).toEqual([
      { kind: 'renewalFailed', retryAt, locale: 'tr' },
      { kind: 'renewalFailed', retryAt: null, locale: 'tr' },
    ]);
    expect((await shop(open.client)).renewalFailed).toMatchObject({ period: 'week' });
    expect(await told(open.clientHash)).toEqual([]);
    expect(await told(paidLate.clientHash)).toHaveLength(1);
    tab.socket.close();
  });
});

describe('a renewal that could not be charged, told by mail', () => {
  const day = 86_400_000;
  let pushService: LocalPushService;
  beforeAll(async () => {
    pushService = await startLocalPushService();
  });
  afterAll(() => pushService.close());

  /** A weekly subscriber with an address (verified or not), notifications on in `locale` or never turned on. */
  async function subscriber(options: { email: string; verified: boolean; locale?: string }) {
    const user = await signIn();
    await gateway.services.database.db.execute(sql`
      UPDATE users SET email = ${options.email}, email_verified_at = ${options.verified ? sql`now()` : null}
      WHERE id = ${user.userId}`);
    if (options.locale) {
      const { endpoint, keys } = await pushService.subscribe(gateway.services.push.publicKey);
      await data(user.client.post(postPushSubscribe.path, { endpoint, keys, locale: options.locale }));
    }
    const { checkoutUrl } = await data<{ checkoutUrl: string }>(
      user.client.post('/api/pay/subscription', { planId: 'weekly-600', currency: 'EUR' }),
    );
    expect((await pay(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await settle();
    await gateway.services.database.db.execute(sql`
      UPDATE sandbox_psp_payment_methods SET scenario = 'decline'
      WHERE id IN (SELECT payment_method FROM pay_subscriptions WHERE user_id = ${user.userId})`);
    return user;
  }

  /** The subjects of the mails an address got once the failures committed so far were told, oldest first. */
  async function mailsTo(address: string) {
    await gateway.services.renewalFailed.settled();
    await gateway.services.push.idle();
    return (await listOutbox(gateway.services.database.db, { recipient: address })).reverse();
  }
  const subjects = async (address: string) => (await mailsTo(address)).map((mail) => mail.subject);

  it('mails the first failure and the end once each, in the language notifications were turned on in', async () => {
    const address = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
    const turkish = address('tr');
    const english = address('en');
    const unverified = address('unverified');
    await subscriber({ email: turkish, verified: true, locale: 'tr' });
    await subscriber({ email: english, verified: true });
    await subscriber({ email: unverified, verified: false, locale: 'en' });

    await clock.advance(7 * day);
    await settle();
    await settle();
    const [first, ...more] = await mailsTo(turkish);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ channel: 'email', subject: 'Aboneliğin yenilenemedi' });
    expect(first!.body).toContain('/tr/shop');
    expect(await subjects(english)).toEqual(['Your subscription could not be renewed']);

    // The first retry fails too: nothing new is mailed; the last one ends it, mailed once.
    await clock.advance(day);
    await settle();
    await settle();
    expect(await mailsTo(turkish)).toHaveLength(1);
    await clock.advance(3 * day);
    await settle();
    await settle();
    await settle();
    expect(await subjects(turkish)).toEqual(['Aboneliğin yenilenemedi', 'Aboneliğin sona erdi']);
    expect(await subjects(english)).toEqual([
      'Your subscription could not be renewed',
      'Your subscription ended',
    ]);
    // An address never verified gets nothing.
    expect(await mailsTo(unverified)).toEqual([]);
  });
});

describe('adding a card (paymentInfoAdd)', () => {
  const webhook = (body: string, signature: string) =>
    fetch(`${url}/api/pay/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });

  it('saves a card at the sandbox setup page with no purchase; forged setup events are refused', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const { setup, setupUrl } = await data<{ setup: { setupNo: string }; setupUrl: string }>(
      client.post('/api/pay/cards/setup', { returnTo: '/cardList' }),
    );
    const path = new URL(setupUrl).pathname;
    const page = await (await fetch(`${url}${path}`)).text();
    expect(page).toContain('Save a card for Aura');
    expect(page).not.toContain('wallet');
    // A forged event naming this setup saves nothing.
    const setupId = path.split('/').pop()!;
    const forged = JSON.stringify({
      id: `evt_${setupId}_succeeded`,
      type: 'setup.succeeded',
      data: {
        paymentId: setupId,
        reference: setup.setupNo,
        paymentMethod: { token: 'pm_forged', brand: 'visa', last4: '0000', expiry: '01/40' },
      },
    });
    expect((await webhook(forged, signHeader('forged', clock.now(), forged))).status).toBe(400);
    // The page's form posts to the checkout's handler.
    expect(page).toContain(`action="/sandbox-psp/checkout/${setupId}"`);
    const back = await pay(`${url}/sandbox-psp/checkout/${setupId}`, '4242 4242 4242 4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${gateway.config.publicUrl}/paymentInfoAdd?setupNo=${setup.setupNo}&returnTo=%2FcardList`,
    );
    await settle();
    await settle();
    const saved = await data<{ status: string; card: { last4: string } | null }>(
      client.get('/api/pay/cards/setup', { setupNo: setup.setupNo }),
    );
    expect(saved).toMatchObject({ status: 'success', card: { last4: '4242' } });
    const { cards } = await data<{ cards: { last4: string }[] }>(client.get('/api/pay/cards', {}));
    expect(cards.map((card) => card.last4)).toEqual(['4242']);
    expect(await coins(userId)).toBe(before);
    // Another user's setup number is not found.
    const { client: other } = await signIn();
    const { body } = await other.get('/api/pay/cards/setup', { setupNo: setup.setupNo });
    expect(body.code).toBe(BUSINESS_CODES.cardSetupNotFound);
  });
});

describe("the app's own wallet and voucher pages (appplePay, pagsmile)", () => {
  it('opens the wallet alone for a wallet order, and issues a voucher at once for a voucher order', async () => {
    const { userId, client } = await signIn();
    const before = await coins(userId);
    const post = (path: string) => fetch(`${url}${path}`, { method: 'POST', redirect: 'manual' });
    const status = (orderNo: string) =>
      data<PayOrder>(client.get('/api/pay/order', { orderNo })).then((order) => order.status);

    const wallet = await data<{ order: PayOrder; checkoutUrl: string }>(
      client.post('/api/pay/order', { packId: 'coins-500', currency: 'EUR', method: 'wallet' }),
    );
    const walletPath = new URL(wallet.checkoutUrl).pathname;
    const sheet = await (await fetch(`${url}${walletPath}`)).text();
    expect(sheet).toContain('Pay with the sandbox wallet (Apple Pay)');
    expect(sheet).not.toContain('Card number');
    expect(sheet).not.toContain('voucher');
    expect((await post(`${walletPath}/wallet`)).headers.get('location')).toContain(wallet.order.orderNo);
    await settle();
    expect(await status(wallet.order.orderNo)).toBe('success');

    const asked = clock.now();
    type Voucher = { reference: string; amount: number; currency: string; expiresAt: number; payUrl: string };
    const issued = await data<{ order: PayOrder; voucher: Voucher }>(
      client.post('/api/pay/order', { packId: 'coins-500', currency: 'EUR', method: 'voucher' }),
    );
    expect(issued.voucher).toMatchObject({
      reference: expect.stringMatching(/^[0-9A-F]{8}$/),
      amount: issued.order.amount,
      currency: 'EUR',
    });
    // Unpaid after the sandbox's settling time, it expires.
    expect(issued.voucher.expiresAt - asked).toBeGreaterThanOrEqual(gateway.config.payments.sandbox.settleMs);
    expect(issued.voucher.expiresAt - clock.now()).toBeLessThanOrEqual(
      gateway.config.payments.sandbox.settleMs,
    );
    await settle();
    // Its processing event found the order (the voucher is issued once the order exists).
    expect(await status(issued.order.orderNo)).toBe('processing');
    expect(
      await data<{ voucher: Voucher }>(client.get('/api/pay/voucher', { orderNo: issued.order.orderNo })),
    ).toMatchObject({ order: { status: 'processing' }, voucher: issued.voucher });
    expect((await post(new URL(issued.voucher.payUrl).pathname)).status).toBe(303);
    await settle();
    await settle();
    expect(await status(issued.order.orderNo)).toBe('success');
    expect(await coins(userId)).toBe(
      before + wallet.order.coins + issued.order.coins + COIN_PROMOTIONS.firstPurchaseBonusCoins,
    );
    // Another's order is not found; an order paid by card has no voucher.
    const { client: other } = await signIn();
    const { body } = await other.get('/api/pay/voucher', { orderNo: issued.order.orderNo });
    expect(body.code).toBe(BUSINESS_CODES.orderNotFound);
    expect(
      await data<{ voucher: Voucher | null }>(
        client.get('/api/pay/voucher', { orderNo: wallet.order.orderNo }),
      ),
    ).toMatchObject({ voucher: null });
  });
});
