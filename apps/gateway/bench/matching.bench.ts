// `pnpm bench gateway -- --bench matching` (docs/matching.md, docs/performance.md): how fast pairing passes make
// matches from the database queue while 10,000 users wait, against a baseline of 100 waiting measured in the same
// run. The queue is kept at its size: the users of each pass's matches queue again at the back, as new arrivals
// would. Free matches (no ledger charge), the realtime notifier a counter: the figure is the queue's own cost, the
// SELECT … FOR UPDATE SKIP LOCKED, the match rows, the quota rows and the partner cards a pass reads.
// PGlite in this process by default; PostgreSQL when TEST_DATABASE_URL names a server (scripts/with-postgres.mjs).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { matchQueue, matches, users } from '../src/db/schema.ts';
import { CallService } from '../src/modules/calls/service.ts';
import { FriendService } from '../src/modules/friends/service.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { dequeue, queueLength } from '../src/modules/matching/queries.ts';
import { PAIRING_BATCH } from '../src/modules/matching/pairing.ts';
import { MatchService } from '../src/modules/matching/service.ts';
import { PresenceService } from '../src/modules/presence/service.ts';
import type { Database } from '../src/db/database.ts';
import { openBenchDatabase } from './bench-database.ts';

// The gateway bench's options (duration, connections, …) reach this script too: they are not for it.
const { values: args } = parseArgs({
  strict: false,
  options: {
    seconds: { type: 'string', default: '5' },
    waiting: { type: 'string', default: '10000' },
    baseline: { type: 'string', default: '100' },
  },
});
const seconds = Number(args.seconds);
const sizes = [Number(args.baseline), Number(args.waiting)];
if (!(seconds > 0) || sizes.some((size) => !Number.isInteger(size) || size < 2)) {
  throw new Error('--seconds must be positive, --waiting and --baseline whole numbers of at least 2');
}

const UNLIMITED = 1_000_000_000;
let notified = 0;
const log = { warn: () => {}, error: (details: object, message: string) => console.error(message, details) };

function service(database: Database): MatchService {
  const { db, pubsub } = database;
  const presence = new PresenceService(db, pubsub);
  const ledger = new LedgerService(db);
  const notifier = { sendToUser: async () => void (notified += 1) };
  const now = Date.now;
  const calls = new CallService({
    db,
    ledger,
    presence,
    notifier,
    minuteMs: 60_000,
    iceServers: [],
    now,
    log,
  });
  return new MatchService({
    db,
    ledger,
    presence,
    notifier,
    calls,
    friends: new FriendService(db),
    quota: { freeMatches: UNLIMITED, freeResetMs: 3_600_000, dailyLimit: UNLIMITED, skipMs: 0 },
    iceServers: [],
    now,
    log,
  });
}

async function makeUsers(database: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  const stamp = Date.now().toString(36);
  for (let start = 0; start < count; start += 1000) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
          searchId: `b${stamp}${start + i}`,
          nickname: `Bench ${start + i}`,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

async function fill(database: Database, ids: number[]) {
  const base = Date.now() - ids.length;
  for (let start = 0; start < ids.length; start += 1000) {
    await database.db.insert(matchQueue).values(
      ids.slice(start, start + 1000).map((userId, i) => ({
        userId,
        mode: 'random' as const,
        enqueuedAt: new Date(base + start + i),
      })),
    );
  }
}

interface Figure {
  waiting: number;
  pairs: number;
  seconds: number;
  perSecond: number;
  passMs: number;
}

async function measure(database: Database, matching: MatchService, waiting: number): Promise<Figure> {
  await database.db.delete(matchQueue);
  const ids = await makeUsers(database, waiting);
  await fill(database, ids);
  if ((await queueLength(database.db)) !== waiting) throw new Error('the queue was not filled');
  // As a running database's tables have (autovacuum analyses them): without statistics the planner would sort the
  // whole queue for each pass instead of reading its index from the front.
  await database.db.execute(sql`ANALYZE`);
  // A short warm-up: the first passes compile queries and warm caches.
  const warmUntil = performance.now() + 500;
  while (performance.now() < warmUntil) await requeue(database, await matching.pairPass('random'));
  let pairs = 0;
  let passes = 0;
  // Only the passes are timed: queueing the matched users again is the bench's own work.
  let elapsed = 0;
  while (elapsed < seconds) {
    const start = performance.now();
    const made = await matching.pairPass('random');
    elapsed += (performance.now() - start) / 1000;
    if (made.length === 0) throw new Error('a pass made no match although the queue is full');
    pairs += made.length;
    passes += 1;
    await requeue(database, made);
  }
  const left = await queueLength(database.db);
  if (left !== waiting) throw new Error(`the queue drifted from ${waiting} to ${left}`);
  await dequeue(database.db, ids);
  return { waiting, pairs, seconds: elapsed, perSecond: pairs / elapsed, passMs: (elapsed * 1000) / passes };
}

/** The matched users queue again at the back (as new users arriving would), so the queue keeps its size. */
async function requeue(database: Database, made: Awaited<ReturnType<MatchService['pairPass']>>) {
  const now = new Date();
  const userIds = made.flatMap((match) => [match.userA, match.userB]);
  await database.db
    .insert(matchQueue)
    .values(userIds.map((userId) => ({ userId, mode: 'random' as const, enqueuedAt: now })));
}

const { database, done, kind } = await openBenchDatabase('match');
try {
  const matching = service(database);
  console.log(
    `Matching: pairing passes (batch ${PAIRING_BATCH}) on ${kind}, ${seconds} s per size, the queue kept full.\n`,
  );
  const figures: Figure[] = [];
  for (const size of sizes) figures.push(await measure(database, matching, size));
  const [baseline, loaded] = figures as [Figure, Figure];
  const rows = figures.map((figure) => [
    figure.waiting.toLocaleString('en'),
    figure.pairs.toLocaleString('en'),
    figure.perSecond.toFixed(0),
    figure.passMs.toFixed(1),
    `${((figure.perSecond / baseline.perSecond) * 100).toFixed(0)} %`,
  ]);
  const header = ['waiting', 'pairs', 'pairs/s', 'ms per pass', 'of baseline'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const [{ count }] = (await database.db.select({ count: sql<number>`count(*)::int` }).from(matches)) as [
    { count: number },
  ];
  console.log(
    `\nmatching pairs/s with ${loaded.waiting.toLocaleString('en')} waiting users: ${loaded.perSecond.toFixed(0)} ` +
      `(${baseline.waiting} waiting: ${baseline.perSecond.toFixed(0)}); ${count} matches made, ${notified} matched events.`,
  );
} finally {
  await done();
}
