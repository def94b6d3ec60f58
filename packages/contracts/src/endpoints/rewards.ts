import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  activityBoxSchema,
  checkInStateSchema,
  messageTipSchema,
  missionViewSchema,
  registerBannerSchema,
  serverPopupSchema,
} from '../rewards.ts';

// Rewards (docs/rewards.md). Spec §7 calls the /wchat/activities calls unencrypted: they take a cipher, need none.

const ACTIVITIES = '/wchat/activities/api';

/** Whether the user checked in today (UTC), and the seconds until the next check-in opens. */
export const getHasCheckedIn = endpoint({
  method: 'GET',
  path: `${ACTIVITIES}/user/checkIn/hasCheckedIn`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ hasCheck: z.boolean(), secondsLeft: z.number().int().nonnegative() }),
});

/** The check-in popup: the check-in config of spec §3 with the first week's days. */
export const getCheckIn = endpoint({
  method: 'GET',
  path: `${ACTIVITIES}/user/checkIn`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: checkInStateSchema,
});

/**
 * Checks in for today (UTC) on the caller's device: the day's first-week coins and a VIP's daily coins, paid through
 * the ledger on `checkin:<userId>:<yyyy-mm-dd>`. Refused with `checkedInToday` (data `{ secondsLeft }`),
 * `checkedInOtherAccount` (another account checked in on this device today) or `firstWeekBonusEnded`.
 */
export const postCheckIn = endpoint({
  method: 'POST',
  path: `${ACTIVITIES}/user/checkIn`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ coins: z.number().int().nonnegative(), checkIn: checkInStateSchema }),
});

/** The activity boxes (spec §3: web, match, livcam, task) the operator configured; a box left out is not shown. */
export const getActivityEntry = endpoint({
  method: 'GET',
  path: `${ACTIVITIES}/activity/entry/getEntry`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    web: activityBoxSchema.optional(),
    match: activityBoxSchema.optional(),
    livcam: activityBoxSchema.optional(),
    task: activityBoxSchema.optional(),
  }),
});

/**
 * The location entries by location id (spec §7 `locationEntrysMap`), as a list: a zod record would carry its code
 * into the first load's shared chunk (docs/performance.md).
 */
export const getLocationEntries = endpoint({
  method: 'GET',
  path: `${ACTIVITIES}/activity/entry/locationEntrysMap`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    locations: z.array(z.object({ locationId: z.string(), entries: z.array(activityBoxSchema) })),
  }),
});

/** The daily tasks (progress of today, UTC) and the missions, with what each pays and whether it was claimed. */
export const getMissionRewards = endpoint({
  method: 'GET',
  path: `${ACTIVITIES}/mission/reward`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    missions: z.array(missionViewSchema),
    /** Seconds until the daily tasks start again (0:00 UTC). */
    secondsLeft: z.number().int().nonnegative(),
  }),
});

/** The completed tasks and missions (claimed or not). */
export const getCompletedRewards = endpoint({
  method: 'GET',
  path: `${ACTIVITIES}/mission/reward/getCompletedReward`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ missions: z.array(missionViewSchema) }),
});

/**
 * Claims a completed task or mission (spec §7: the claim's parameters in the query). Pays once through the ledger:
 * `task:<userId>:<missionId>:<yyyy-mm-dd>` for a daily task, `mission:<userId>:<missionId>` for a mission.
 * `missionNotFound`, `missionNotCompleted`, `missionClaimed` otherwise.
 */
export const postMissionReward = endpoint({
  method: 'POST',
  path: `${ACTIVITIES}/mission/reward`,
  access: 'session',
  encryption: 'optional',
  input: z.object({ missionId: z.string().min(1).max(40) }),
  output: z.object({ coins: z.number().int().nonnegative(), mission: missionViewSchema }),
});

/**
 * The register banner (spec §3, §7 `checkIfAddCoinForNew`): a visitor is shown the sign-up coins to come; a new
 * account that received them is shown once that they arrived; anyone else is shown nothing.
 */
export const getCheckIfAddCoinForNew = endpoint({
  method: 'GET',
  path: '/facade/api/user/checkIfAddCoinForNew',
  access: 'optionalSession',
  encryption: 'optional',
  input: z.object({
    countryId: z
      .string()
      .regex(/^\d{1,6}$/)
      .optional(),
  }),
  output: registerBannerSchema,
});

/** The server's popups for the user now (spec §7 `popup/get`): the check-in when open today, operators' notices. */
export const getPopups = endpoint({
  method: 'GET',
  path: '/facade/api/popup/get',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ popups: z.array(serverPopupSchema), messageTip: messageTipSchema }),
});
