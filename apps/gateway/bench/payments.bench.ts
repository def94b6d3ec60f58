// `pnpm bench gateway -- --bench payments` (docs/payments.md, docs/performance.md): checkout-to-credited
// throughput. Paid orders' signed webhooks (the sandbox PSP's format, 1 % of them delivered twice, in a shuffled
// order) are checked (HMAC, timestamp) and applied (the event claimed, the order locked, the coins posted through
// the ledger) as the webhook route does, several at once; against the plain ledger-post rate of the same run
// (`purchase` posts of the same size, same concurrency, no order or event). PGlite in this process by default;
// PostgreSQL when TEST_DATABASE_URL names a server.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { SandboxPsp } from '../src/modules/payments/sandbox/psp.ts';
import { SIGNATURE_HEADER, signHeader } from '../src/modules/payments/sandbox/signing.ts';
import { PaymentsService } from '../src/modules/payments/service.ts';
import { openBenchDatabase, timed } from './bench-database.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    webhooks: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    duplicates: { type: 'string', default: '0.01' },
  },
});
const count = Number(args.webhooks);
const concurrency = Number(args.concurrency);
const duplicateRate = Number(args.duplicates);
if (
  !Number.isInteger(count) ||
  count < 10 ||
  !(concurrency >= 1) ||
  !(duplicateRate >= 0 && duplicateRate < 1)
)
  throw new Error('--webhooks ≥ 10, --concurrency ≥ 1, --duplicates in [0, 1)');

const SECRET = 'bench-webhook-secret-0123456789';

const { database, done, kind } = await openBenchDatabase('payments');
try {
  const { db } = database;
  const now = Date.now;
  const ledger = new LedgerService(db);
  const psp = new SandboxPsp({ db, now, secret: SECRET, publicUrl: 'http://bench.test' });
  const payments = new PaymentsService({ db, ledger, provider: psp, now, publicUrl: 'http://bench.test' });
  const buyers = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          searchId: `pb${now().toString(36)}${i}`,
          nickname: `B${i}`,
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id);

  // The baseline: plain ledger posts of a pack's coins, one per "order".
  const ledgerSeconds = await timed(count, concurrency, (i) =>
    ledger.purchase({ userId: buyers[i % buyers.length]!, coins: 550, orderNo: `BASE${i}` }),
  );

  // Orders paid at the PSP (not timed): their success webhooks, signed, 1 % twice, shuffled.
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const { order, checkoutUrl } = await payments.createOrder(buyers[i % buyers.length]!, 'coins-500', 'USD');
    const paymentId = checkoutUrl.split('/').pop()!;
    bodies.push(
      JSON.stringify({
        id: `evt_${paymentId}_succeeded`,
        type: 'payment.succeeded',
        created: Math.floor(now() / 1000),
        data: { paymentId, reference: order.orderNo },
      }),
    );
  }
  const deliveries = [...bodies, ...bodies.filter(() => Math.random() < duplicateRate)]
    .map((body) => ({ body, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ body }) => body);
  const results = { applied: 0, duplicate: 0, ignored: 0, unknown: 0 };
  const webhookSeconds = await timed(deliveries.length, concurrency, async (i) => {
    const body = deliveries[i]!;
    const event = psp.verifyWebhook(body, { [SIGNATURE_HEADER]: signHeader(SECRET, now(), body) });
    results[await payments.applyEvent(event)] += 1;
  });

  const [{ credited }] = (
    (await db.execute(
      sql`SELECT count(*)::int AS credited FROM ledger_transactions WHERE idempotency_key LIKE 'purchase:AO%'`,
    )) as unknown as { rows: { credited: number }[] }
  ).rows as [{ credited: number }];
  if (credited !== count || results.applied !== count)
    throw new Error(`credited ${credited} and applied ${results.applied} of ${count} orders`);

  const ledgerRate = count / ledgerSeconds;
  const webhookRate = deliveries.length / webhookSeconds;
  console.log(`payments bench (${kind}, ${concurrency} at a time)`);
  console.log(
    `  plain ledger posts:      ${count} in ${ledgerSeconds.toFixed(2)} s = ${ledgerRate.toFixed(0)}/s`,
  );
  console.log(
    `  webhooks (${(duplicateRate * 100).toFixed(0)} % twice):   ${deliveries.length} in ${webhookSeconds.toFixed(2)} s = ${webhookRate.toFixed(0)}/s ` +
      `(${results.applied} credited, ${results.duplicate} duplicates refused; ${((webhookRate / ledgerRate) * 100).toFixed(0)} % of the ledger rate)`,
  );
} finally {
  await done();
}
