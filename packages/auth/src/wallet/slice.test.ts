import type { BalanceChanged, Wallet } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { sampleLoginResult, sampleUser } from '../testing/fixtures.ts';
import { signedIn, signedOut, userInfoRefreshed } from '../session/slice.ts';
import { UNSEQUENCED, balanceChanged, initialWalletState, walletLoaded, walletSlice } from './slice.ts';

const reduce = walletSlice.reducer;
const wallet = (coins: number, coinSeq: number, points = 0, pointSeq = 0): Wallet => ({
  host: true,
  coins: { balance: coins, seq: coinSeq },
  points: { balance: points, seq: pointSeq, earnedToday: points, earnedTotal: points },
});
const moved = (currency: 'coin' | 'point', balance: number, change: number, seq: number) =>
  balanceChanged({
    type: 'balanceChanged',
    currency,
    balance,
    change,
    kind: 'call_minute',
    seq,
  } as BalanceChanged);

describe('the wallet slice', () => {
  it("shows the login's balance until a sequenced word replaces it", () => {
    let state = reduce(initialWalletState, signedIn({ ...sampleLoginResult, goldNum: 120 }));
    expect(state.coins).toEqual({ balance: 120, seq: UNSEQUENCED });
    state = reduce(state, userInfoRefreshed({ ...sampleUser, goldNum: 140 }));
    expect(state.coins?.balance).toBe(140);
    state = reduce(state, walletLoaded(wallet(125, 7)));
    expect(state.coins).toEqual({ balance: 125, seq: 7 });
    // User info has no seq: it never overrides a movement.
    state = reduce(state, userInfoRefreshed({ ...sampleUser, goldNum: 500 }));
    expect(state.coins?.balance).toBe(125);
  });

  it('takes a movement newer than what it has, and drops an older one, in either order', () => {
    let state = reduce(initialWalletState, walletLoaded(wallet(100, 10)));
    state = reduce(state, moved('coin', 80, -20, 12));
    state = reduce(state, moved('coin', 90, -10, 11));
    expect(state.coins).toEqual({ balance: 80, seq: 12 });
    // The endpoint's answer read before the movement arrives after it: the movement stands.
    state = reduce(state, walletLoaded(wallet(90, 11)));
    expect(state.coins).toEqual({ balance: 80, seq: 12 });
  });

  it("adds a host's new points to what she earned today and in total", () => {
    let state = reduce(initialWalletState, walletLoaded(wallet(0, 0, 12, 5)));
    state = reduce(state, moved('point', 18, 6, 9));
    expect(state.points).toEqual({ balance: 18, seq: 9, earnedToday: 18, earnedTotal: 18 });
    state = reduce(state, moved('point', 24, 6, 9));
    expect(state.points?.balance).toBe(18);
  });

  it('forgets everything at sign-out', () => {
    const state = reduce(
      reduce(initialWalletState, walletLoaded(wallet(5, 1))),
      signedOut({ reason: 'logout' }),
    );
    expect(state).toEqual(initialWalletState);
  });
});
