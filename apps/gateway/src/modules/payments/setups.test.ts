// Saving a card without a purchase (docs/payments.md "Adding a card") against a real database on a frozen test clock:
// the sandbox PSP's setup page and its signed setup events; the same event 20 times at once saves one card; a lost
// event found by asking the PSP; declines and the 3-D Secure challenge; forged signatures refused; and a card added
// later put on the subscription whose renewal failed, the next try charged on it.
import { BUSINESS_CODES } from '@aura/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { TestClock } from '../../clock.ts';
import { LedgerService } from '../ledger/index.ts';
import { UserService } from '../users/index.ts';
import { DEFAULT_CATALOGUE } from './catalogue.ts';
import { WebhookRefused, type PaymentEvent } from './provider.ts';
import { SandboxPsp } from './sandbox/psp.ts';
import { SIGNATURE_HEADER, signHeader } from './sandbox/signing.ts';
import { PaymentsService } from './service.ts';
import { CardSetups, SETUP_ASK_AFTER_MS } from './setups.ts';

const SECRET = 'unit-test-setup-secret';
const DAY = 86_400_000;
let database: TestDatabase;
let users: UserService;
let psp: SandboxPsp;
let payments: PaymentsService;
let setups: CardSetups;
let lineUp = true;
const clock = new TestClock({ frozen: true, startAt: Date.parse('2026-11-26T12:00:00Z') });
const card = (number: string, expiry = '12/40') => ({
  name: 'Ada Lovelace',
  number,
  expiry,
  cvv: '123',
  email: 'ada@example.com',
});

beforeAll(async () => {
  database = await openTestDatabase();
  const ledger = new LedgerService(database.db, { now: clock.now });
  users = new UserService(database.db, ledger);
  psp = new SandboxPsp({
    db: database.db,
    now: clock.now,
    secret: SECRET,
    publicUrl: 'http://aura.test',
    duplicateRate: 0.5,
    settleMs: 60_000,
  });
  // As the webhook route does: a setup's event to the setups, a payment's to the orders.
  psp.connect(async ({ headers, body }) => {
    if (!lineUp) throw new Error('connection refused');
    const event = psp.verifyWebhook(body, headers);
    await (event.setup ? setups.apply(event) : payments.applyEvent(event));
    return 200;
  });
  const options = { db: database.db, ledger, provider: psp, now: clock.now, publicUrl: 'http://aura.test' };
  payments = new PaymentsService(options);
  setups = new CardSetups(options);
});
afterAll(() => database.dispose());

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A scheduler pass: the renewal job, settling, and every webhook due (each waits up to a second). */
async function pass(ms = 1_000) {
  await clock.advance(ms);
  await payments.renewDue();
  await psp.settleDue();
  while ((await psp.deliverDue()) > 0);
  await clock.advance(1_000);
  while ((await psp.deliverDue()) > 0);
}

const newUser = async () => (await users.create({ nickname: 'saver' })).id;

/** A setup opened and its page's card form sent; answers the setup's number and the PSP's id. */
async function setUp(userId: number, number: string, returnTo?: string, expiry?: string) {
  const { setup, setupUrl } = await setups.create(userId, returnTo);
  expect(setup.status).toBe('waiting');
  const setupId = setupUrl.split('/').pop()!;
  expect(setupUrl).toBe(`http://aura.test/sandbox-psp/setup/${setupId}`);
  await psp.submitCard(setupId, card(number, expiry));
  return { setupNo: setup.setupNo, setupId };
}

describe('adding a card (paymentInfoAdd)', () => {
  it('saves the approve card from the setup page, its return naming the setup and where to go back', async () => {
    const userId = await newUser();
    const { setupNo, setupId } = await setUp(userId, '4242 4242 4242 4242', '/cardList');
    expect((await psp.payment(setupId))!.returnUrl).toBe(
      `http://aura.test/paymentInfoAdd?setupNo=${setupNo}&returnTo=%2FcardList`,
    );
    await pass();
    const setup = await setups.get(userId, setupNo);
    expect(setup).toMatchObject({
      status: 'success',
      failureReason: null,
      card: { brand: 'visa', last4: '4242', expiry: '12/40' },
    });
    expect(await payments.savedCards(userId)).toEqual([setup.card]);
    // Nothing was charged or credited, and the number is nowhere.
    expect(await payments.orders(userId)).toEqual([]);
    const dump = JSON.stringify(
      await rows(sql`SELECT s.*, c.* FROM card_setups s LEFT JOIN saved_cards c ON c.id = s.card_id`),
    );
    expect(dump).not.toContain('4242424242424242');
    // Another user cannot read it.
    await expect(setups.get(await newUser(), setupNo)).rejects.toMatchObject({
      code: BUSINESS_CODES.cardSetupNotFound,
    });
  });

  it('saves one card when the same setup event comes 20 times at once, and a later ask changes nothing', async () => {
    const userId = await newUser();
    lineUp = false;
    const { setupNo, setupId } = await setUp(userId, '4242 4242 4242 4242');
    await pass();
    lineUp = true;
    const [delivery] = await rows<{ body: string }>(
      sql`SELECT body FROM sandbox_psp_deliveries WHERE event_id = ${`evt_${setupId}_succeeded`}`,
    );
    const headers = { [SIGNATURE_HEADER]: signHeader(SECRET, clock.now(), delivery!.body) };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => setups.apply(psp.verifyWebhook(delivery!.body, headers))),
    );
    expect(results.filter((result) => result === 'applied')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(19);
    // The same card told under another event id (asking the PSP) is not saved twice.
    const asked = await psp.retrieveSetup(setupId);
    expect(await setups.apply({ ...asked, eventId: 'asked-again' })).toBe('ignored');
    expect(await payments.savedCards(userId)).toHaveLength(1);
    expect((await setups.get(userId, setupNo)).status).toBe('success');
  });

  it('asks the PSP about a waiting setup whose event was lost, at most every few seconds', async () => {
    const userId = await newUser();
    lineUp = false;
    const { setupNo } = await setUp(userId, '4242 4242 4242 4242');
    await psp.settleDue();
    expect((await setups.get(userId, setupNo)).status).toBe('waiting');
    await clock.advance(SETUP_ASK_AFTER_MS);
    expect(await setups.get(userId, setupNo)).toMatchObject({ status: 'success', card: { last4: '4242' } });
    lineUp = true;
    await pass();
    expect(await payments.savedCards(userId)).toHaveLength(1);
  });

  it('saves nothing for a declined card, and follows the 3-D Secure challenge', async () => {
    const userId = await newUser();
    const declined = await setUp(userId, '4000 0000 0000 0002');
    const failed = await setUp(userId, '4000 0000 0000 3220');
    const passed = await setUp(userId, '4000 0000 0000 3220');
    expect((await psp.payment(failed.setupId))!.status).toBe('requires_action');
    await psp.completeChallenge(failed.setupId, false);
    await psp.completeChallenge(passed.setupId, true);
    await pass();
    expect(await setups.get(userId, declined.setupNo)).toMatchObject({
      status: 'failure',
      failureReason: 'declined',
      card: null,
    });
    expect(await setups.get(userId, failed.setupNo)).toMatchObject({
      status: 'failure',
      failureReason: 'authentication_failed',
    });
    expect((await setups.get(userId, passed.setupNo)).card).toMatchObject({ last4: '3220' });
    expect(await payments.savedCards(userId)).toHaveLength(1);
  });

  it('refuses forged, tampered and stale setup events', () => {
    const body = JSON.stringify({
      id: 'evt_seti_x_succeeded',
      type: 'setup.succeeded',
      data: {
        paymentId: 'seti_x',
        reference: 'ASX',
        paymentMethod: { token: 'pm_x', brand: 'visa', last4: '4242', expiry: '12/40' },
      },
    });
    const now = clock.now();
    const headers = (value: string) => ({ [SIGNATURE_HEADER]: value });
    const event: PaymentEvent = psp.verifyWebhook(body, headers(signHeader(SECRET, now, body)));
    expect(event).toMatchObject({ setup: true, outcome: 'success' });
    expect(() => psp.verifyWebhook(body, headers(signHeader('forged-secret', now, body)))).toThrow(
      WebhookRefused,
    );
    expect(() =>
      psp.verifyWebhook(body.replace('pm_x', 'pm_y'), headers(signHeader(SECRET, now, body))),
    ).toThrow('signature does not match');
    expect(() => psp.verifyWebhook(body, headers(signHeader(SECRET, now - 301_000, body)))).toThrow(
      WebhookRefused,
    );
  });

  it('puts an added card on the subscription whose renewal failed: the next try charges it', async () => {
    const userId = await newUser();
    const weekly = DEFAULT_CATALOGUE.subscriptions.find((plan) => plan.period === 'week')!;
    const { checkoutUrl } = await payments.subscribe(userId, weekly.id, 'USD');
    await psp.submitCard(checkoutUrl.split('/').pop()!, card('4242 4242 4242 4242'));
    await pass();
    // The subscription's card now lacks funds: the renewal fails and waits a day for its next try.
    await database.db.execute(sql`
      UPDATE sandbox_psp_payment_methods SET scenario = 'insufficient_funds'
      WHERE id IN (SELECT payment_method FROM pay_subscriptions WHERE user_id = ${userId})`);
    const end = (await payments.catalogue(userId, 'USD')).subscription!.currentPeriodEnd!;
    await pass(end - clock.now() + 1_000);
    await pass();
    expect((await payments.catalogue(userId, 'USD')).subscription!.renewalRetryAt).not.toBeNull();
    // A new card, saved without a purchase, goes on the subscription.
    const { setupNo } = await setUp(userId, '4242 4242 4242 4242', undefined, '11/39');
    await pass();
    const added = (await setups.get(userId, setupNo)).card!;
    expect(added).toMatchObject({ brand: 'visa', last4: '4242', expiry: '11/39' });
    const { subscription } = await setups.useForSubscription(userId, Number(added.id));
    expect(subscription.card).toEqual({ brand: 'visa', last4: '4242' });
    await expect(setups.useForSubscription(await newUser(), Number(added.id))).rejects.toMatchObject({
      code: BUSINESS_CODES.cardNotFound,
    });
    await pass(DAY);
    await pass();
    const [renewed] = await payments.orders(userId);
    expect(renewed).toMatchObject({ kind: 'renewal', status: 'success' });
    // Charged on the added card's token, not the old one's.
    const [charged] = await rows<{ expiry: string }>(
      sql`SELECT c.expiry FROM sandbox_psp_payments p JOIN pay_orders o ON o.psp_payment_id = p.id
          JOIN saved_cards c ON c.token = p.payment_method_id WHERE o.order_no = ${renewed!.orderNo}`,
    );
    expect(charged!.expiry).toBe('11/39');
  });
});
