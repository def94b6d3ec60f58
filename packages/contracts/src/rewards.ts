import { z } from 'zod';
import { COIN_PROMOTIONS } from './limits.ts';

// Rewards (spec §1 check-in, first-week bonus, daily tasks, missions; §3 check-in config, register banner, activity
// box configs, message tip; docs/rewards.md): what the client sees, and the operator's configuration.

/** What makes a task or a mission progress: a real event of another module, or a check-in. */
export const REWARD_EVENTS = ['call', 'match', 'message', 'gift', 'checkIn'] as const;
export type RewardEvent = (typeof REWARD_EVENTS)[number];

/** Days of the first-week bonus (spec §1). */
export const FIRST_WEEK_DAYS = 7;

const coinsSchema = z.number().int().min(0).max(1_000_000);
const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a short id (a-z, 0-9, -)');
const textSchema = z.string().max(500);
const urlSchema = z
  .string()
  .max(500)
  .regex(/^(\/|https:\/\/)/, 'must be a path of the app or an https address');

/** One activity box (spec §3 "Activity box configs (web, match, livcam, task)"). */
export const activityBoxSchema = z
  .object({
    show: z.boolean(),
    icon: textSchema,
    content: textSchema,
    targetUrl: urlSchema,
    bizData: z.object({ activityId: idSchema }).strict(),
  })
  .strict();
export type ActivityBox = z.infer<typeof activityBoxSchema>;

export const ACTIVITY_BOXES = ['web', 'match', 'livcam', 'task'] as const;
export type ActivityBoxName = (typeof ACTIVITY_BOXES)[number];

/** A mission (`once`) or a daily task (`daily`, counted per UTC day, spec §9): `target` events of `event`. */
export const missionConfigSchema = z
  .object({
    id: idSchema,
    kind: z.enum(['daily', 'once']),
    event: z.enum(REWARD_EVENTS),
    target: z.number().int().min(1).max(10_000),
    coins: coinsSchema.min(1),
  })
  .strict();
export type MissionConfig = z.infer<typeof missionConfigSchema>;

/** An operator's popup (`popup/get`): shown once per user until `until` (ISO time). */
export const popupConfigSchema = z
  .object({
    id: idSchema,
    msg: textSchema.min(1),
    targetUrl: urlSchema.optional(),
    until: z
      .string()
      .refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO time')
      .optional(),
  })
  .strict();

/** The message tip of spec §3 (show, type, msg, hostId, time). */
export const messageTipSchema = z
  .object({
    show: z.boolean(),
    type: z.number().int().min(0).max(99),
    msg: textSchema,
    hostId: z.string().regex(/^\d{0,19}$/),
    /** Seconds the tip stays. */
    time: z.number().int().min(0).max(3600),
  })
  .strict();
export type MessageTip = z.infer<typeof messageTipSchema>;

/**
 * The rewards as the operator sets them (`rewards set-config`, docs/rewards.md): the server's configuration, never
 * the client's.
 */
export const rewardsConfigSchema = z
  .object({
    checkIn: z
      .object({
        /** Coins of the first week's days 1 to 7, counted from the first check-in. */
        firstWeek: z.array(coinsSchema).length(FIRST_WEEK_DAYS),
        /** A VIP's coins for every day's check-in (spec §6), on top of the first week's. */
        vipDaily: coinsSchema,
      })
      .strict(),
    missions: z
      .array(missionConfigSchema)
      .max(50)
      .refine(
        (missions) => new Set(missions.map((m) => m.id)).size === missions.length,
        'mission ids repeat',
      ),
    activities: z.partialRecord(z.enum(ACTIVITY_BOXES), activityBoxSchema),
    /** Location entries by location id (spec §7 `locationEntrysMap`). */
    locations: z.record(z.string().regex(/^\d{1,6}$/), z.array(activityBoxSchema).max(20)),
    registerBanner: z
      .object({
        show: z.boolean(),
        callCount: z.number().int().min(0).max(100),
        img: textSchema,
        img1: textSchema,
      })
      .strict(),
    popups: z.array(popupConfigSchema).max(20),
    messageTip: messageTipSchema,
  })
  .strict();
export type RewardsConfig = z.infer<typeof rewardsConfigSchema>;

/** One day of the first week, as the check-in popup shows it. */
export const checkInDaySchema = z.object({
  day: z.number().int().min(1).max(FIRST_WEEK_DAYS),
  coins: z.number().int().nonnegative(),
  checked: z.boolean(),
});

/** The check-in config of spec §3 (show, hasCheck, totalCoin) with what the popup shows. */
export const checkInStateSchema = z.object({
  /** Whether check-in pays anything today: the first week runs, or the user is VIP. */
  show: z.boolean(),
  /** Checked in today (UTC). */
  hasCheck: z.boolean(),
  /** Coins of today's check-in: paid if `hasCheck`, else what checking in pays. */
  totalCoin: z.number().int().nonnegative(),
  /** Today's day of the first week (1 to 7), or null before the first check-in or after the week. */
  day: z.number().int().min(1).max(FIRST_WEEK_DAYS).nullable(),
  /** The week's days; empty once the week is over. */
  days: z.array(checkInDaySchema),
  vip: z.boolean(),
  vipCoins: z.number().int().nonnegative(),
  firstWeekEnded: z.boolean(),
  /** Seconds until the next 0:00 UTC, when the next check-in opens. */
  secondsLeft: z.number().int().nonnegative(),
});
export type CheckInState = z.infer<typeof checkInStateSchema>;

/** A task or mission as the task box lists it. */
export const missionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['daily', 'once']),
  event: z.enum(REWARD_EVENTS),
  target: z.number().int().positive(),
  progress: z.number().int().nonnegative(),
  coins: z.number().int().positive(),
  completed: z.boolean(),
  claimed: z.boolean(),
});
export type MissionView = z.infer<typeof missionViewSchema>;

/** The register banner of spec §3; `gold` is the sign-up coins (spec §9, +120). */
export const registerBannerSchema = z.object({
  show: z.boolean(),
  gold: z.number().int().nonnegative(),
  callCount: z.number().int().nonnegative(),
  img: z.string(),
  img1: z.string(),
});
export type RegisterBanner = z.infer<typeof registerBannerSchema>;

export const serverPopupSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkIn'), checkIn: checkInStateSchema }),
  z.object({ type: z.literal('notice'), id: z.string(), msg: z.string(), targetUrl: z.string().optional() }),
]);
export type ServerPopup = z.infer<typeof serverPopupSchema>;

export const REGISTER_BANNER_COINS = COIN_PROMOTIONS.signupBonusCoins;
