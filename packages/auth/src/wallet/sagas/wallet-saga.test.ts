// The live wallet against a real gateway: the header's coins and a host's points follow every ledger movement
// without a reload, in every tab of the user, and what arrives late never undoes what came before.
import { describe, expect, it } from 'vitest';
import { appClient, eventually, sessionsPerFile, startedUp } from '../../../test/gateway.ts';
import { logoutRequested } from '../../session/slice.ts';
import { selectCoins, selectHostPoints, selectWallet } from '../../selectors.ts';
import { balanceChanged } from '../slice.ts';

const bed = sessionsPerFile();

describe('the wallet', () => {
  it('is read at sign-in and follows every movement, in a second tab of the same user too', async () => {
    const first = await bed.signedIn('Two tabs');
    await eventually(() => expect(selectCoins(first.store.getState())).toBe(0));
    const second = bed.store({ client: appClient(bed.gateway, first.storage) });
    await startedUp(second.store);

    const ledger = bed.gateway.services.ledger;
    await ledger.grant({ userId: first.userId, amount: 50, key: `tabs:${first.userId}`, memo: 'test' });
    for (const tab of [first, second])
      await eventually(() => expect(selectCoins(tab.store.getState())).toBe(50));
    await ledger.charge({ userId: first.userId, amount: 20, key: `gift:${first.userId}`, kind: 'gift' });
    for (const tab of [first, second])
      await eventually(() => expect(selectCoins(tab.store.getState())).toBe(30));
    expect(selectHostPoints(first.store.getState())).toBeUndefined();
  });

  it('keeps the newest movement whatever arrives late', async () => {
    const { store, userId } = await bed.signedIn('Late news');
    const ledger = bed.gateway.services.ledger;
    await ledger.grant({ userId, amount: 10, key: `late:${userId}:1`, memo: 'test' });
    await eventually(() => expect(selectCoins(store.getState())).toBe(10));
    const { seq } = selectWallet(store.getState()).coins!;
    store.dispatch(
      balanceChanged({
        type: 'balanceChanged',
        currency: 'coin',
        balance: 999,
        change: 1,
        kind: 'x',
        seq: seq - 1,
      }),
    );
    expect(selectCoins(store.getState())).toBe(10);
  });

  it("shows a host her points, earned today and in total, as each minute's points arrive", async () => {
    const host = await bed.signedIn('Earning host', { host: true });
    await eventually(() =>
      expect(selectHostPoints(host.store.getState())).toEqual({
        balance: 0,
        seq: 0,
        earnedToday: 0,
        earnedTotal: 0,
      }),
    );
    const caller = await bed.gateway.services.users.create({ nickname: 'Caller', countryCode: 'NL' });
    const ledger = bed.gateway.services.ledger;
    await ledger.grant({ userId: caller.id, amount: 100, key: `host-caller:${caller.id}`, memo: 'test' });
    for (const minute of [1, 2]) {
      await ledger.chargeCallMinute({
        callId: 900_000 + host.userId,
        minute,
        callerId: caller.id,
        calleeId: host.userId,
        pricePerMinute: 10,
        pointsPerMinute: 6,
      });
      await eventually(() =>
        expect(selectHostPoints(host.store.getState())).toMatchObject({
          balance: 6 * minute,
          earnedToday: 6 * minute,
          earnedTotal: 6 * minute,
        }),
      );
    }
  });

  it('is emptied by signing out', async () => {
    const { store } = await bed.signedIn('Leaving', { realtime: null });
    await eventually(() => expect(selectWallet(store.getState()).coins?.seq).toBe(0));
    store.dispatch(logoutRequested());
    await eventually(() => expect(selectCoins(store.getState())).toBeUndefined());
  });
});
