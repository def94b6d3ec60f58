// `pnpm bench gateway -- --bench gifts` (docs/gifts.md, docs/performance.md): gift sends per second. Each send is
// what `POST /api/gifts/send` runs (the catalogue read, the send recorded under its send id, the sender's coins and
// the receiver's points posted through the ledger, the receiver told), several at once, 1 % of them sent twice with
// the same send id (answered from the first, nothing moves); against the plain ledger-post rate of the same run (the
// same coins-and-points posting, same concurrency, no send row, no catalogue, no notification). PGlite in this
// process by default; PostgreSQL when TEST_DATABASE_URL names a server.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { FriendService } from '../src/modules/friends/index.ts';
import { DEFAULT_GIFT_CATALOGUE, GiftService } from '../src/modules/gifts/index.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { openBenchDatabase, timed } from './bench-database.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    sends: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    repeats: { type: 'string', default: '0.01' },
  },
});
const count = Number(args.sends);
const concurrency = Number(args.concurrency);
const repeatRate = Number(args.repeats);
if (!Number.isInteger(count) || count < 10 || !(concurrency >= 1) || !(repeatRate >= 0 && repeatRate < 1))
  throw new Error('--sends ≥ 10, --concurrency ≥ 1, --repeats in [0, 1)');

const { database, done, kind } = await openBenchDatabase('gifts');
try {
  const { db } = database;
  const now = Date.now;
  const ledger = new LedgerService(db);
  const gifts = new GiftService({ db, ledger, friends: new FriendService(db), now, log: console });
  const rose = DEFAULT_GIFT_CATALOGUE.gifts[0]!;
  const people = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          searchId: `gb${now().toString(36)}${i}`,
          nickname: `G${i}`,
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id);
  const senders = people.slice(0, 200);
  const hosts = people.slice(200);
  // Coins for both runs (not timed): each sender pays its share of the baseline and of the sends.
  const coinsEach = Math.ceil((2 * count) / senders.length + 2) * rose.price;
  for (const userId of senders)
    await ledger.grant({ userId, amount: coinsEach, key: `bench-${userId}`, memo: 'bench' });

  // The baseline: plain ledger posts of a gift's coins and points.
  const ledgerSeconds = await timed(count, concurrency, (i) =>
    ledger.gift({
      key: `bench-base:${i}`,
      senderId: senders[i % senders.length]!,
      receiverId: hosts[i % hosts.length]!,
      coins: rose.price,
      points: rose.points,
      memo: 'bench',
    }),
  );

  // The sends, 1 % of them twice (the same send id), shuffled.
  const sends = Array.from({ length: count }, (_, i) => i);
  const deliveries = [...sends, ...sends.filter(() => Math.random() < repeatRate)]
    .map((index) => ({ index, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ index }) => index);
  const results = { sent: 0, duplicate: 0 };
  const sendSeconds = await timed(deliveries.length, concurrency, async (i) => {
    const index = deliveries[i]!;
    const answer = await gifts.send(senders[index % senders.length]!, {
      sendId: `bench-send-${index}`,
      toUserId: hosts[index % hosts.length]!,
      giftId: rose.giftId,
      context: 'call',
      fromBackpack: false,
    });
    results[answer.duplicate ? 'duplicate' : 'sent'] += 1;
  });

  const [{ paid }] = (
    (await db.execute(
      sql`SELECT count(*)::int AS paid FROM ledger_transactions WHERE idempotency_key LIKE 'gift:%'`,
    )) as unknown as { rows: { paid: number }[] }
  ).rows as [{ paid: number }];
  if (paid !== count || results.sent !== count)
    throw new Error(`paid ${paid} and sent ${results.sent} of ${count} gifts`);

  const ledgerRate = count / ledgerSeconds;
  const sendRate = deliveries.length / sendSeconds;
  console.log(`gifts bench (${kind}, ${concurrency} at a time)`);
  console.log(
    `  plain ledger posts:  ${count} in ${ledgerSeconds.toFixed(2)} s = ${ledgerRate.toFixed(0)}/s`,
  );
  console.log(
    `  gift sends (${(repeatRate * 100).toFixed(0)} % twice): ${deliveries.length} in ${sendSeconds.toFixed(2)} s = ${sendRate.toFixed(0)}/s ` +
      `(${results.sent} paid, ${results.duplicate} repeats paid nothing; ${((sendRate / ledgerRate) * 100).toFixed(0)} % of the ledger rate)`,
  );
} finally {
  await done();
}
