// `coins grant` and `coins balance` on the test database: a grant is a ledger transaction, its key makes a
// second run harmless.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);

beforeAll(async () => {
  kit = await openAdminKit();
});

afterAll(() => kit.close());

describe('coins commands', () => {
  it('grants once per key, and shows the balance with its entries', async () => {
    const { userId } = (await admin('users', 'create', '--nickname', 'Rich')).json() as { userId: string };
    const grant = () =>
      admin(
        'coins',
        'grant',
        '--user',
        userId,
        '--coins',
        '250',
        '--reason',
        'support #4711',
        '--key',
        't-4711',
      );
    const first = await grant();
    expect(first.code, first.err).toBe(0);
    expect(first.json()).toMatchObject({ userId, coins: 250, key: 't-4711', replayed: false, balance: 250 });
    const again = await grant();
    expect(again.json()).toMatchObject({ replayed: true, transactionId: first.json().transactionId });

    const other = await admin('coins', 'grant', '--user', userId, '--coins', '5', '--reason', 'goodwill');
    expect(other.json()).toMatchObject({ replayed: false, balance: 255, key: expect.any(String) });

    const balance = await admin('coins', 'balance', '--user', userId);
    expect(balance.code, balance.err).toBe(0);
    expect(balance.json()).toMatchObject({
      userId,
      coins: 255,
      points: 0,
      entries: [
        { kind: 'grant', amount: 5, balanceAfter: 255, memo: 'admin-cli: goodwill' },
        { kind: 'grant', amount: 250, balanceAfter: 250, idempotencyKey: 'grant:t-4711' },
      ],
    });
  });

  it('refuses bad values with exit code 2 and an unknown user with 1', async () => {
    const bad = [
      ['--user', 'x', '--coins', '1', '--reason', 'r'],
      ['--user', '1', '--coins', '0', '--reason', 'r'],
      ['--user', '1', '--coins', '-5', '--reason', 'r'],
      ['--user', '1', '--coins', '1.5', '--reason', 'r'],
      ['--user', '1', '--coins', '1', '--reason', ' '],
      ['--user', '1', '--coins', '1', '--reason', 'r', '--key', 'has space'],
    ];
    for (const options of bad)
      expect((await admin('coins', 'grant', ...options)).code, options.join(' ')).toBe(2);
    const missing = await admin('coins', 'grant', '--user', '999999999', '--coins', '1', '--reason', 'r');
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('No user') });
  });
});
