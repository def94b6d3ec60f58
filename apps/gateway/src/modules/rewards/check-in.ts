// The daily check-in (spec §1 check-in and first-week bonus, §3 check-in config, §8 its messages; docs/rewards.md).
import { BUSINESS_CODES, FIRST_WEEK_DAYS, type CheckInState, type RewardsConfig } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { dayAfter, daysBetween, secondsToMidnight, utcDay } from './days.ts';
import type { RewardsConfigCache } from './config.ts';
import { recordEventIn, type CompletedIn } from './events.ts';
import {
  checkInDays,
  checkInOn,
  deviceCheckedIn,
  firstCheckInDay,
  insertCheckIn,
  type CheckInRow,
} from './queries.ts';

export interface CheckInDeps {
  db: Db;
  ledger: Pick<LedgerService, 'rewardOn'>;
  /** Whether the user is VIP now (any coin purchase, the payments module): daily check-in coins (spec §6). */
  vip: (userId: number) => Promise<boolean>;
  config: (db: Db) => Promise<RewardsConfig>;
  /** What an event reads the configuration through (events.ts). */
  configCache: RewardsConfigCache;
  now: () => number;
  /**
   * Told, in the transaction of the event that did it, of the tasks and missions an event completed (web push:
   * docs/push.md); nothing is told without it.
   */
  completedIn?: CompletedIn;
}

/** The ledger key of a user's check-in on a UTC day: one payment per account and day, whatever the concurrency. */
export const checkInKey = (userId: number, day: string) => `checkin:${userId}:${day}`;

/** Today's day of the first week (1 …), counted from the first check-in; 1 before any. */
const weekDayOf = (first: string | undefined, day: string) => (first ? daysBetween(first, day) + 1 : 1);

/** The check-in config (spec §3) with the first week's days, as the popup shows it. */
export async function checkInState(
  deps: CheckInDeps,
  userId: number,
  db: Db = deps.db,
): Promise<CheckInState> {
  const now = deps.now();
  const day = utcDay(now);
  const [config, today, first, vip] = await Promise.all([
    deps.config(db),
    checkInOn(db, userId, day),
    firstCheckInDay(db, userId),
    deps.vip(userId),
  ]);
  return stateOf(db, { config, today, first, vip, day, now, userId });
}

async function stateOf(
  db: Db,
  s: {
    config: RewardsConfig;
    today: CheckInRow | undefined;
    first: string | undefined;
    vip: boolean;
    day: string;
    now: number;
    userId: number;
  },
): Promise<CheckInState> {
  const { firstWeek, vipDaily } = s.config.checkIn;
  const weekDay = weekDayOf(s.first ?? s.day, s.day);
  const inWeek = weekDay <= FIRST_WEEK_DAYS;
  const start = s.first ?? s.day;
  const weekDays = inWeek ? firstWeek.map((_, index) => dayAfter(start, index)) : [];
  const checked = await checkInDays(db, s.userId, weekDays);
  const vipCoins = s.vip ? vipDaily : 0;
  return {
    show: inWeek || s.vip,
    hasCheck: s.today !== undefined,
    totalCoin: s.today ? s.today.coins + s.today.vipCoins : (inWeek ? firstWeek[weekDay - 1]! : 0) + vipCoins,
    day: inWeek ? weekDay : null,
    days: weekDays.map((weekDayDate, index) => ({
      day: index + 1,
      coins: firstWeek[index]!,
      checked: checked.has(weekDayDate),
    })),
    vip: s.vip,
    vipCoins: s.today ? s.today.vipCoins : vipCoins,
    firstWeekEnded: !inWeek,
    secondsLeft: secondsToMidnight(s.now),
  };
}

const checkedInToday = (now: number) =>
  new GatewayError(
    BUSINESS_CODES.checkedInToday,
    'You have already checked in today. Check in again after some hours and minutes.',
    { secondsLeft: secondsToMidnight(now) },
  );

const checkedInOtherAccount = () =>
  new GatewayError(BUSINESS_CODES.checkedInOtherAccount, 'You have already checked in with another account.');

/**
 * Checks the user in for today on `deviceId` (docs/rewards.md "Check-in"): refused if the account or the device has
 * today's check-in already, or the first week is over for a user who is not VIP; else the day's coins and a VIP's
 * daily coins, paid in the same transaction on `checkin:<userId>:<day>`. The check-in's two unique keys decide
 * between concurrent check-ins; the ledger's key would refuse a second payment anyway.
 */
export async function checkIn(
  deps: CheckInDeps,
  userId: number,
  deviceId: string,
): Promise<{ coins: number; checkIn: CheckInState }> {
  const now = deps.now();
  const day = utcDay(now);
  const vip = await deps.vip(userId);
  return deps.db.transaction(async (tx) => {
    if (await checkInOn(tx, userId, day)) throw checkedInToday(now);
    if (await deviceCheckedIn(tx, userId, deviceId, day)) throw checkedInOtherAccount();
    const config = await deps.config(tx);
    const first = await firstCheckInDay(tx, userId);
    const weekDay = weekDayOf(first, day);
    const inWeek = weekDay <= FIRST_WEEK_DAYS;
    if (!inWeek && !vip) {
      throw new GatewayError(BUSINESS_CODES.firstWeekBonusEnded, 'The first-week bonus has ended.');
    }
    const coins = inWeek ? config.checkIn.firstWeek[weekDay - 1]! : 0;
    const vipCoins = vip ? config.checkIn.vipDaily : 0;
    const row = await insertCheckIn(tx, {
      userId,
      day,
      deviceId,
      weekDay: inWeek ? weekDay : null,
      coins,
      vipCoins,
      createdAt: new Date(now),
    });
    if (!row) {
      // A concurrent check-in of this account or device committed first.
      if (await checkInOn(tx, userId, day)) throw checkedInToday(now);
      throw checkedInOtherAccount();
    }
    if (coins + vipCoins > 0) {
      await deps.ledger.rewardOn(
        { userId, amount: coins + vipCoins, key: checkInKey(userId, day), kind: 'check_in' },
        tx,
      );
    }
    await recordEventIn(deps, tx, userId, 'checkIn', now);
    const state = await stateOf(tx, { config, today: row, first: first ?? day, vip, day, now, userId });
    return { coins: coins + vipCoins, checkIn: state };
  });
}
