import {
  COIN_PROMOTIONS,
  HOST_EARNINGS_LIMITS,
  type HostEarnings,
  type LedgerCurrency,
  type Wallet,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import {
  balanceAfter,
  post as postIn,
  type PostOptions,
  type PostedTransaction,
  type TransactionRequest,
} from './posting.ts';
import {
  pointsByCall,
  pointsByDay,
  transactionByKey,
  userBalances,
  walletRows,
  type AccountRef,
  type SystemAccount,
} from './queries.ts';

const coins = (userId: number): AccountRef => ({ userId, currency: 'coin' });
const points = (userId: number): AccountRef => ({ userId, currency: 'point' });
const system = (name: SystemAccount, currency: LedgerCurrency = 'coin'): AccountRef => ({
  system: name,
  currency,
});

/** The ledger key of one minute of one call: charging it twice is impossible, whoever tries. */
export function callMinuteKey(callId: number, minute: number): string {
  return `call:${callId}:${minute}`;
}

export interface ChargeRequest {
  userId: number;
  amount: number;
  /** Unique per charge, naming its cause: `match:<matchId>:<userId>`, `gift:<sendId>` … */
  key: string;
  kind: string;
  memo?: string;
}

export interface CallMinuteRequest {
  callId: number;
  /** 1 is the first minute, charged when the call connects. */
  minute: number;
  callerId: number;
  calleeId: number;
  /** Coins the caller pays for the minute (the price fixed when the call started). */
  pricePerMinute: number;
  /** Points the callee earns for the minute; 0 for a callee who is no host. */
  pointsPerMinute: number;
}

export interface MinuteCharged {
  transaction: PostedTransaction;
  /** The caller's coins after the charge. */
  balance: number;
}

/**
 * Money rules in one place (style.md §8, docs/ledger.md): every coin or point a user gets or spends moves through
 * these methods, each one balanced transaction of the ledger with an idempotency key that names its cause. Each
 * method runs in `db` when given one (the caller's transaction: a savepoint), so a movement and what caused it are
 * kept together or not at all. No other module writes the ledger's tables.
 */
export class LedgerService {
  private readonly now: () => number;

  /** `now` is the gateway's clock: it dates the transactions and says when today began (0:00 UTC). */
  constructor(
    private readonly db: Db,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  private get options(): PostOptions {
    return { now: this.now };
  }

  /**
   * The user's wallet (`GET /api/wallet`, whose route adds whether the user is a host): coins and points, each
   * with the `seq` of its last movement, and the points received today (since 0:00 UTC by the gateway's clock) and in total. Points only come in today (no
   * payout exists yet), so every credit of points is an earning.
   */
  async wallet(userId: number): Promise<Omit<Wallet, 'host'>> {
    const now = new Date(this.now());
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const rows = new Map((await walletRows(this.db, userId, dayStart)).map((row) => [row.currency, row]));
    const coin = rows.get('coin');
    const point = rows.get('point');
    return {
      coins: { balance: coin?.balance ?? 0, seq: coin?.seq ?? 0 },
      points: {
        balance: point?.balance ?? 0,
        seq: point?.seq ?? 0,
        earnedToday: point?.receivedSince ?? 0,
        earnedTotal: point?.receivedTotal ?? 0,
      },
    };
  }

  /**
   * A host's earnings (docs/ledger.md "Host earnings"), from the ledger alone: her point credits per UTC day over
   * the last `HOST_EARNINGS_LIMITS.days` days (today included) and per call for her last calls, newest first.
   */
  async earnings(userId: number): Promise<Omit<HostEarnings, 'host'>> {
    const now = new Date(this.now());
    const since = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (HOST_EARNINGS_LIMITS.days - 1)),
    );
    const [days, calls] = await Promise.all([
      pointsByDay(this.db, userId, since),
      pointsByCall(this.db, userId, HOST_EARNINGS_LIMITS.calls),
    ]);
    return { days, calls };
  }

  async balance(userId: number, currency: LedgerCurrency = 'coin', db: Db = this.db): Promise<number> {
    return (await userBalances(db, [userId], currency)).get(userId) ?? 0;
  }

  balances(userIds: readonly number[], currency: LedgerCurrency = 'coin'): Promise<Map<number, number>> {
    return userBalances(this.db, userIds, currency);
  }

  /** Whether a transaction with this key was posted (the sign-up coins of an account: `signup:<userId>`). */
  async posted(idempotencyKey: string, db: Db = this.db): Promise<boolean> {
    return (await transactionByKey(db, idempotencyKey)) !== undefined;
  }

  /** Any balanced movement (tests, and movements that have no method of their own yet). */
  post(request: TransactionRequest, db: Db = this.db): Promise<PostedTransaction> {
    return postIn(db, request, this.options);
  }

  /**
   * The sign-up coins of spec §9 (+120), once per account whatever calls it how often: the key is the account's id
   * (`signup:<userId>`). Account creation calls it inside the transaction that makes the account final, so an
   * account never exists without them.
   */
  signupBonus(userId: number, db: Db = this.db): Promise<PostedTransaction> {
    const amount = COIN_PROMOTIONS.signupBonusCoins;
    return postIn(
      db,
      {
        idempotencyKey: `signup:${userId}`,
        kind: 'signup_bonus',
        postings: [
          { account: system('signup_bonus'), amount: -amount },
          { account: coins(userId), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * A one-time reward (`bind_email`, `bind_phone` …) into the user's coins, once per user and reward: the key is
   * `reward:<userId>:<reward>`. Whoever grants rewards keeps its own record of the claim.
   */
  reward(
    { userId, reward, amount }: { userId: number; reward: string; amount: number },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a reward is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: `reward:${userId}:${reward}`,
        kind: 'reward',
        memo: reward,
        postings: [
          { account: system('rewards'), amount: -amount },
          { account: coins(userId), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * A recurring reward (a check-in, a daily task, a mission) on the key its granter names after the reward and its
   * day (`checkin:<userId>:<yyyy-mm-dd>`, docs/rewards.md): once per key, whoever asks how often.
   */
  rewardOn(
    { userId, amount, key, kind }: { userId: number; amount: number; key: string; kind: string },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a reward is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: key,
        kind,
        memo: key,
        postings: [
          { account: system('rewards'), amount: -amount },
          { account: coins(userId), amount },
        ],
      },
      this.options,
    );
  }

  /** An operator's grant; `key` (a ticket number, say) makes running the same grant twice harmless. */
  grant(
    { userId, amount, key, memo }: { userId: number; amount: number; key: string; memo: string },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a grant is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: `grant:${key}`,
        kind: 'grant',
        memo,
        postings: [
          { account: system('grants'), amount: -amount },
          { account: coins(userId), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * The coins of a paid order (`purchase:<orderNo>`), from `purchases`: once per order, whether the PSP's webhook,
   * its repeat or the reconciliation job asks. The payments module calls it in the transaction that marks the order
   * paid.
   */
  purchase(
    { userId, coins: amount, orderNo }: { userId: number; coins: number; orderNo: string },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a purchase is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: `purchase:${orderNo}`,
        kind: 'purchase',
        memo: orderNo,
        postings: [
          { account: system('purchases'), amount: -amount },
          { account: coins(userId), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * The first-purchase bonus (spec §9: +100), once per user (`first-purchase:<userId>`) whichever order gets there
   * first: `replayed` says the user had it already.
   */
  firstPurchaseBonus(
    { userId, coins: amount, orderNo }: { userId: number; coins: number; orderNo: string },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a bonus is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: `first-purchase:${userId}`,
        kind: 'first_purchase_bonus',
        memo: orderNo,
        postings: [
          { account: system('rewards'), amount: -amount },
          { account: coins(userId), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * Takes a refunded order's coins back to `purchases` (`refund:<orderNo>`), once per order. Refused with
   * `insufficientCoins` when the balance cannot pay it: the caller decides how much to take (docs/payments.md).
   */
  refundPurchase(
    { userId, coins: amount, orderNo }: { userId: number; coins: number; orderNo: string },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a refund is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: `refund:${orderNo}`,
        kind: 'refund',
        memo: orderNo,
        postings: [
          { account: coins(userId), amount: -amount },
          { account: system('purchases'), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * Spends a user's coins (a gift, a match): refused with `insufficientCoins` when the balance cannot pay it all.
   */
  charge(
    { userId, amount, key, kind, memo = '' }: ChargeRequest,
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a charge is a positive number of coins');
    return postIn(
      db,
      {
        idempotencyKey: key,
        kind,
        memo,
        postings: [
          { account: coins(userId), amount: -amount },
          { account: system('revenue'), amount },
        ],
      },
      this.options,
    );
  }

  /**
   * A gift (docs/gifts.md): the sender's `coins` to revenue (none for a gift from the backpack) and the receiver's
   * `points` from `host_earnings`, one transaction under `key` (`gift:<senderId>:<sendId>`). Refused with
   * `insufficientCoins` (nothing moves) when the sender's coins cannot pay it.
   */
  gift(
    request: {
      key: string;
      senderId: number;
      receiverId: number;
      coins: number;
      points: number;
      memo: string;
    },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    const { key, senderId, receiverId, coins: price, points: earned, memo } = request;
    if (price < 0 || earned <= 0)
      throw new Error('ledger: a gift pays positive points and no negative coins');
    const postings = [
      { account: system('host_earnings', 'point'), amount: -earned },
      { account: points(receiverId), amount: earned },
    ];
    if (price > 0) {
      postings.push(
        { account: coins(senderId), amount: -price },
        { account: system('revenue'), amount: price },
      );
    }
    return postIn(
      db,
      { idempotencyKey: key, kind: price > 0 ? 'gift' : 'backpack_gift', memo, postings },
      this.options,
    );
  }

  /**
   * One minute of a call (`call:<callId>:<minute>`): the caller's coins go to revenue and, in the same transaction,
   * the callee earns the call's points. Refused with `insufficientCoins` (nothing moves) when the caller's coins
   * cannot pay it.
   */
  async chargeCallMinute(request: CallMinuteRequest, db: Db = this.db): Promise<MinuteCharged> {
    const { callId, minute, callerId, calleeId, pricePerMinute, pointsPerMinute } = request;
    const postings = [
      { account: coins(callerId), amount: -pricePerMinute },
      { account: system('revenue'), amount: pricePerMinute },
    ];
    if (pointsPerMinute > 0) {
      postings.push(
        { account: system('host_earnings', 'point'), amount: -pointsPerMinute },
        { account: points(calleeId), amount: pointsPerMinute },
      );
    }
    const transaction = await postIn(
      db,
      {
        idempotencyKey: callMinuteKey(callId, minute),
        kind: 'call_minute',
        memo: `call ${callId} minute ${minute}`,
        postings,
      },
      this.options,
    );
    return { transaction, balance: balanceAfter(transaction, callerId) };
  }
}
