import { z } from 'zod';
import { giftIdSchema } from './gifts.ts';
import {
  ACTIVITY_BOXES,
  FIRST_WEEK_DAYS,
  REWARD_EVENTS,
  activityBoxSchema,
  messageTipSchema,
  rewardIdSchema as idSchema,
  rewardTextSchema as textSchema,
  rewardUrlSchema as urlSchema,
} from './rewards.ts';

// Apart from rewards.ts: only the gateway reads the operator's configuration, so the web app's bundles never carry
// its records and refinements (docs/performance.md).

const coinsSchema = z.number().int().min(0).max(1_000_000);

/**
 * A mission (`once`) or a daily task (`daily`, counted per UTC day, spec §9): `target` events of `event`; its
 * claim pays `coins` and puts `gifts` (of the gift catalogue) into the backpack.
 */
export const missionConfigSchema = z
  .object({
    id: idSchema,
    kind: z.enum(['daily', 'once']),
    event: z.enum(REWARD_EVENTS),
    target: z.number().int().min(1).max(10_000),
    coins: coinsSchema,
    gifts: z
      .array(z.object({ giftId: giftIdSchema, count: z.number().int().min(1).max(99) }).strict())
      .max(5)
      .refine((gifts) => new Set(gifts.map((g) => g.giftId)).size === gifts.length, 'gift ids repeat')
      .optional(),
  })
  .strict()
  .refine((mission) => mission.coins > 0 || (mission.gifts?.length ?? 0) > 0, 'pays no coins and no gifts');
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
    /** Whether `popup/get` opens the check-in popup while today's check-in is open (else from the task page only). */
    checkInPopup: z.boolean(),
    popups: z.array(popupConfigSchema).max(20),
    messageTip: messageTipSchema,
  })
  .strict();
export type RewardsConfig = z.infer<typeof rewardsConfigSchema>;
