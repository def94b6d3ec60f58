import { z } from 'zod';
import { COIN_PROMOTIONS } from './limits.ts';

// Rewards (spec §1 check-in, first-week bonus, daily tasks, missions; §3 check-in config, register banner, activity
// box configs, message tip; docs/rewards.md): what the client sees, and the operator's configuration.

/** What makes a task or a mission progress: a real event of another module, or a check-in. */
export const REWARD_EVENTS = ['call', 'match', 'message', 'gift', 'checkIn'] as const;
export type RewardEvent = (typeof REWARD_EVENTS)[number];

/** Days of the first-week bonus (spec §1). */
export const FIRST_WEEK_DAYS = 7;

export const rewardIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a short id (a-z, 0-9, -)');
export const rewardTextSchema = z.string().max(500);
export const rewardUrlSchema = z
  .string()
  .max(500)
  .regex(/^(\/|https:\/\/)/, 'must be a path of the app or an https address');

/** One activity box (spec §3 "Activity box configs (web, match, livcam, task)"). */
export const activityBoxSchema = z
  .object({
    show: z.boolean(),
    icon: rewardTextSchema,
    content: rewardTextSchema,
    targetUrl: rewardUrlSchema,
    bizData: z.object({ activityId: rewardIdSchema }).strict(),
  })
  .strict();
export type ActivityBox = z.infer<typeof activityBoxSchema>;

export const ACTIVITY_BOXES = ['web', 'match', 'livcam', 'task'] as const;
export type ActivityBoxName = (typeof ACTIVITY_BOXES)[number];

/** The message tip of spec §3 (show, type, msg, hostId, time). */
export const messageTipSchema = z
  .object({
    show: z.boolean(),
    type: z.number().int().min(0).max(99),
    msg: rewardTextSchema,
    hostId: z.string().regex(/^\d{0,19}$/),
    /** Seconds the tip stays. */
    time: z.number().int().min(0).max(3600),
  })
  .strict();
export type MessageTip = z.infer<typeof messageTipSchema>;

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

/** A task or mission as the task box lists it; `gifts` go to the backpack on the claim (docs/rewards.md). */
export const missionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['daily', 'once']),
  event: z.enum(REWARD_EVENTS),
  target: z.number().int().positive(),
  progress: z.number().int().nonnegative(),
  coins: z.number().int().nonnegative(),
  /** Backpack gifts of the claim, as the gift catalogue names them (not `backpackItemSchema`: off the first load). */
  gifts: z.array(z.object({ giftId: z.string(), name: z.string(), icon: z.string(), count: z.number() })),
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
