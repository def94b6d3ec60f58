import {
  APP_ROUTES,
  type BalanceChanged,
  type LedgerCurrency,
  type Wallet,
  type WalletAccount,
} from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn, signedOut, userInfoRefreshed } from '../session/slice.ts';

/**
 * The signed-in user's coins and points as the server last said them (architecture §6 "The user always knows").
 * Every value carries the `seq` of the ledger movement it comes from, and an older word never replaces a newer
 * one: the wallet endpoint's answer and the realtime `balanceChanged` events may arrive in any order, and the
 * highest `seq` wins. A balance from a sign-in's user info has no `seq` (`UNSEQUENCED`): any sequenced word
 * replaces it.
 */
export interface WalletState {
  coins: WalletAccount | undefined;
  points: PointsAccount | undefined;
  /** A host earns points per minute of call and is shown them (spec §6). */
  host: boolean;
}

export interface PointsAccount extends WalletAccount {
  /** Points received since 0:00 UTC of the server's day, and ever. */
  earnedToday: number;
  earnedTotal: number;
}

/** The `seq` of a balance no ledger movement named (a sign-in's `goldNum`): older than any movement. */
export const UNSEQUENCED = -1;

export const initialWalletState: WalletState = { coins: undefined, points: undefined, host: false };

const newer = (current: WalletAccount | undefined, seq: number) => current === undefined || seq > current.seq;
const asNew = (current: WalletAccount | undefined, seq: number) =>
  current === undefined || seq >= current.seq;

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** `GET /api/wallet` answered: each account is taken unless a newer movement was already heard. */
    walletLoaded(state, action: PayloadAction<Wallet>) {
      const { coins, points, host } = action.payload;
      state.host = host;
      if (asNew(state.coins, coins.seq)) state.coins = coins;
      if (asNew(state.points, points.seq)) state.points = points;
    },
    /** A ledger movement of the user's, from the realtime channel (every tab hears it): newer ones only. */
    balanceChanged(state, action: PayloadAction<BalanceChanged>) {
      const { currency, balance, change, seq } = action.payload;
      applyMovement(state, currency, balance, change, seq);
    },
    /**
     * A "not enough coins" moment's Recharge was followed: the wallet saga opens the shop, which offers the way back
     * to `returnTo` (an app path).
     */
    rechargeRequested(_state, _action: PayloadAction<{ returnTo?: string }>) {},
  },
  extraReducers: (builder) => {
    builder
      // A new session: the login's balance shows at once; the wallet endpoint's answer follows with its seq.
      .addCase(signedIn, (_state, action) => ({
        ...initialWalletState,
        coins: { balance: action.payload.goldNum ?? 0, seq: UNSEQUENCED },
      }))
      .addCase(userInfoRefreshed, (state, action) => {
        // User info carries no seq: it only fills a wallet no movement has been heard of yet.
        if (action.payload.goldNum === undefined) return;
        if (state.coins === undefined || state.coins.seq === UNSEQUENCED)
          state.coins = { balance: action.payload.goldNum, seq: UNSEQUENCED };
      })
      .addCase(signedOut, () => initialWalletState);
  },
});

function applyMovement(
  state: WalletState,
  currency: LedgerCurrency,
  balance: number,
  change: number,
  seq: number,
): void {
  if (currency === 'coin') {
    if (newer(state.coins, seq)) state.coins = { balance, seq };
    return;
  }
  if (!newer(state.points, seq)) return;
  const earned = Math.max(change, 0);
  const before = state.points;
  state.points = {
    balance,
    seq,
    earnedToday: (before?.earnedToday ?? 0) + earned,
    earnedTotal: (before?.earnedTotal ?? 0) + earned,
  };
}

export const { walletLoaded, balanceChanged, rechargeRequested } = walletSlice.actions;

/** The shop's address for a Recharge from `returnTo` (an app path; anything else is left out). */
export function rechargeHref(returnTo?: string): string {
  return returnTo && isAppPath(returnTo)
    ? `${APP_ROUTES.shop}?returnTo=${encodeURIComponent(returnTo)}`
    : APP_ROUTES.shop;
}

/** A path of this app (`/matching`), never another site's (`//evil.example`, `https:…`). */
export function isAppPath(path: string): boolean {
  return /^\/(?![/\\])[\w\-./?=&%]*$/.test(path);
}
