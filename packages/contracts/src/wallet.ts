import { z } from 'zod';
import { LEDGER_CURRENCIES } from './coins.ts';
import { isoDateSchema } from './auth.ts';

/**
 * A user's ledger movement as the realtime channel tells it (architecture §6 "The user always knows"): sent to
 * every tab of the user once the movement's transaction has committed. `seq` grows with every movement of the
 * same account (it is the ledger entry's id), so a client keeps the value of the highest `seq` it has seen and
 * drops an older one that arrives late.
 */
export const balanceChangedSchema = z.object({
  type: z.literal('balanceChanged'),
  currency: z.enum(LEDGER_CURRENCIES),
  /** The account's balance after the movement. */
  balance: z.number().int().nonnegative(),
  /** What moved: positive for coins or points received, negative for coins spent. */
  change: z.number().int(),
  /** Why, as the ledger names it: `call_minute`, `match`, `face_to_face`, `signup_bonus`, `reward`, `grant` … */
  kind: z.string().max(64),
  seq: z.number().int().nonnegative(),
});
export type BalanceChanged = z.infer<typeof balanceChangedSchema>;

/** One currency of a wallet: the balance and the `seq` of the movement that made it (0 before any). */
export const walletAccountSchema = z.object({
  balance: z.number().int().nonnegative(),
  seq: z.number().int().nonnegative(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/**
 * What the signed-in user has: coins, and the points a host earns per minute of call, with what she earned today
 * (since 0:00 UTC, spec §9's day) and in total.
 */
export const walletSchema = z.object({
  /** Whether the user is a host (role goddess with a host profile): hosts earn points, and are shown them. */
  host: z.boolean(),
  coins: walletAccountSchema,
  points: walletAccountSchema.extend({
    earnedToday: z.number().int().nonnegative(),
    earnedTotal: z.number().int().nonnegative(),
  }),
});
export type Wallet = z.infer<typeof walletSchema>;

/** A host's points of one day (0:00 to 24:00 UTC, spec §9's day), and the calls they came from. */
export const earningsDaySchema = z.object({
  day: isoDateSchema,
  points: z.number().int().nonnegative(),
  /** Calls with a paid minute that day (a call across midnight counts on both days). */
  calls: z.number().int().nonnegative(),
});
export type EarningsDay = z.infer<typeof earningsDaySchema>;

/** A host's points of one call: its paid minutes, each crediting the call's points per minute. */
export const earningsCallSchema = z.object({
  callId: z.string(),
  /** When its first paid minute was credited (ms since the epoch). */
  startedAt: z.number().int().nonnegative(),
  minutes: z.number().int().positive(),
  points: z.number().int().nonnegative(),
});
export type EarningsCall = z.infer<typeof earningsCallSchema>;

/**
 * A host's earnings (issue 14, docs/ledger.md "Host earnings"), read from the ledger's credits of her points: the
 * last `HOST_EARNINGS_LIMITS.days` days that earned anything, and her last `HOST_EARNINGS_LIMITS.calls` paid calls,
 * newest first.
 */
export const hostEarningsSchema = z.object({
  host: z.boolean(),
  days: z.array(earningsDaySchema),
  calls: z.array(earningsCallSchema),
});
export type HostEarnings = z.infer<typeof hostEarningsSchema>;
