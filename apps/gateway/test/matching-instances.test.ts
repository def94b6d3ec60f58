// Two gateway instances pairing from one queue at the same time (docs/matching.md): under `SKIP LOCKED` each pass
// takes users no other pass holds, so every waiting user ends up in exactly one match, nobody twice, whichever
// instance paired them. Runs on PGlite and, under `test:postgres`, on PostgreSQL with real concurrent connections.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { enqueue, queueLength } from '../src/modules/matching/queries.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';

const USERS = 120;
let a: TestGateway;
let b: TestGateway;

beforeAll(async () => {
  a = await startTestGateway({}, { matchScheduler: 'manual', callScheduler: 'manual' });
  b = await startTestGateway({}, { matchScheduler: 'manual', callScheduler: 'manual', shareDatabaseWith: a });
});

afterAll(async () => {
  await b.close();
  await a.close();
});

describe('matching across two instances', () => {
  it('pairs every waiting user exactly once while both instances pair at once', async () => {
    const db = a.services.database.db;
    const ids: number[] = [];
    for (let i = 0; i < USERS; i += 1) ids.push((await a.services.users.create({ nickname: `Q${i}` })).id);
    const start = Date.now();
    for (const [index, id] of ids.entries()) await enqueue(db, id, 'random', new Date(start + index));

    // Small batches, many passes on each side: the two instances' passes overlap again and again.
    const drain = async (gateway: TestGateway) => {
      let made = 0;
      for (;;) {
        const pass = await gateway.services.matching.pairPass('random', 8);
        made += pass.length;
        if (pass.length === 0 && (await queueLength(db)) < 2) return made;
      }
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(USERS / 2);

    const rows = await db.select().from(matches).where(inArray(matches.userA, ids));
    const seen = rows.flatMap((row) => [row.userA, row.userB]);
    expect(rows).toHaveLength(USERS / 2);
    expect(new Set(seen).size).toBe(USERS);
    expect(seen.sort()).toEqual([...ids].sort());
    expect(await queueLength(db)).toBe(0);
  });
});
