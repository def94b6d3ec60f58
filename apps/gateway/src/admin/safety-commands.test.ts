// `safety reports` on the test database: the moderation queue an operator reads (docs/safety.md).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertReport } from '../modules/safety/queries.ts';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);

beforeAll(async () => {
  kit = await openAdminKit();
});

afterAll(() => kit.close());

it('lists the reports against a user, newest first, and refuses bad options', async () => {
  const ids: number[] = [];
  for (const nickname of ['Ada', 'Bo', 'Cem']) {
    const made = await admin('users', 'create', '--nickname', nickname);
    expect(made.code, made.err).toBe(0);
    ids.push(Number((JSON.parse(made.out) as { userId: string }).userId));
  }
  const [ada, bo, cem] = ids as [number, number, number];
  const { db } = kit.database;
  await insertReport(db, { reporterId: bo, reportedId: ada, reason: 'scam', blocked: true });
  await insertReport(db, { reporterId: cem, reportedId: ada, reason: 'other', comment: 'Rude in the chat' });
  await insertReport(db, { reporterId: ada, reportedId: bo, reason: 'scam' });

  const listed = await admin('safety', 'reports', '--reported', String(ada));
  expect(listed.code, listed.err).toBe(0);
  expect(JSON.parse(listed.out)).toMatchObject([
    {
      reporterId: String(cem),
      reportedId: String(ada),
      subject: 'chat',
      reason: 'other',
      comment: 'Rude in the chat',
    },
    { reporterId: String(bo), reportedId: String(ada), subject: 'chat', reason: 'scam', blocked: true },
  ]);
  const newest = JSON.parse((await admin('safety', 'reports', '--limit', '1')).out) as {
    reportedId: string;
  }[];
  expect(newest).toHaveLength(1);
  expect((await admin('safety', 'reports', '--limit', '0')).code).toBe(2);
  expect((await admin('safety', 'reports', '--reported', 'x')).code).toBe(2);
});
