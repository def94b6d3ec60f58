// Check-in, tasks, missions, activity entries, the register banner and server popups (docs/rewards.md).
import {
  ACTIVITY_BOXES,
  REGISTER_BANNER_COINS,
  type ActivityBox,
  type ActivityBoxName,
  type CheckInState,
  type MessageTip,
  type MissionView,
  type RegisterBanner,
  type RewardEvent,
  type RewardsConfig,
  type ServerPopup,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { LedgerService } from '../ledger/index.ts';
import { checkIn, checkInState, type CheckInDeps } from './check-in.ts';
import { recordEventIn } from './events.ts';
import { readRewardsConfig, RewardsConfigCache, writeRewardsConfig } from './config.ts';
import { secondsToMidnight, utcDay } from './days.ts';
import { claimMission, missionViews, type MissionBackpack, type MissionDeps } from './missions.ts';
import { checkInOn } from './queries.ts';
import { rewardClaims } from './schema.ts';

/**
 * What other modules tell the rewards (docs/rewards.md "Events"): an event of a user at a time, counted for the
 * daily tasks of its UTC day and for missions, in `db`, the transaction of the event itself (a rolled-back message
 * counts for nothing).
 */
export interface RewardEvents {
  recordIn(db: Db, userId: number, event: RewardEvent, at: number): Promise<void>;
}

export interface ActivityRewardsOptions {
  db: Db;
  ledger: Pick<LedgerService, 'rewardOn' | 'posted'>;
  vip: (userId: number) => Promise<boolean>;
  now: () => number;
  /** Where a claim's gifts go (the gifts module); without it a mission's gifts are neither shown nor granted. */
  backpack?: MissionBackpack;
  /** Told of the tasks and missions an event completed, in the event's transaction (web push: docs/push.md). */
  completedIn?: CheckInDeps['completedIn'];
}

/** A call that ended, as the calls module tells it (its `EndedCall`, the fields read here). */
interface EndedCallFacts {
  callerId: number;
  calleeId: number;
  answered: boolean;
  endedAt: number;
}

/** The recurring rewards and what the client shows of them; every coin through the ledger on a key naming its day. */
export class ActivityRewards implements RewardEvents {
  private readonly deps: CheckInDeps & MissionDeps;

  constructor(private readonly options: ActivityRewardsOptions) {
    this.deps = { ...options, config: readRewardsConfig, configCache: new RewardsConfigCache() };
  }

  config(): Promise<RewardsConfig> {
    return readRewardsConfig(this.options.db);
  }

  /** Replaces the configuration (what `rewards set-config` does; tests). */
  setConfig(config: RewardsConfig): Promise<void> {
    return writeRewardsConfig(this.options.db, config);
  }

  /** Sets whether popup/get opens the check-in popup (`rewards check-in-popup`; tests). */
  async showCheckInPopup(show: boolean): Promise<void> {
    await writeRewardsConfig(this.options.db, { ...(await this.config()), checkInPopup: show });
  }

  recordIn(db: Db, userId: number, event: RewardEvent, at: number): Promise<void> {
    return recordEventIn(this.deps, db, userId, event, at);
  }

  /** The calls module's ending hook: an answered call counts as a call for both sides. */
  async callEndedIn(db: Db, call: EndedCallFacts): Promise<void> {
    if (!call.answered) return;
    for (const userId of [call.callerId, call.calleeId])
      await recordEventIn(this.deps, db, userId, 'call', call.endedAt);
  }

  async hasCheckedIn(userId: number): Promise<{ hasCheck: boolean; secondsLeft: number }> {
    const now = this.options.now();
    const today = await checkInOn(this.options.db, userId, utcDay(now));
    return { hasCheck: today !== undefined, secondsLeft: secondsToMidnight(now) };
  }

  checkInState(userId: number): Promise<CheckInState> {
    return checkInState(this.deps, userId);
  }

  checkIn(userId: number, deviceId: string): Promise<{ coins: number; checkIn: CheckInState }> {
    return checkIn(this.deps, userId, deviceId);
  }

  async missions(userId: number): Promise<{ missions: MissionView[]; secondsLeft: number }> {
    const missions = await missionViews(this.deps, userId);
    return { missions, secondsLeft: secondsToMidnight(this.options.now()) };
  }

  async completed(userId: number): Promise<{ missions: MissionView[] }> {
    return { missions: (await missionViews(this.deps, userId)).filter((mission) => mission.completed) };
  }

  claim(userId: number, missionId: string): Promise<{ coins: number; mission: MissionView }> {
    return claimMission(this.deps, userId, missionId);
  }

  async entries(): Promise<Partial<Record<ActivityBoxName, ActivityBox>>> {
    const { activities } = await this.config();
    return Object.fromEntries(
      ACTIVITY_BOXES.flatMap((name) => (activities[name] ? [[name, activities[name]]] : [])),
    );
  }

  async locations(): Promise<{ locations: { locationId: string; entries: ActivityBox[] }[] }> {
    const { locations } = await this.config();
    return {
      locations: Object.entries(locations).map(([locationId, entries]) => ({ locationId, entries })),
    };
  }

  /**
   * The register banner (spec §3, `checkIfAddCoinForNew`): to a visitor, the sign-up coins to come; to an account
   * that received them (`signup:<userId>` in the ledger), once, that they arrived; to anyone else, nothing.
   */
  async registerBanner(userId: number | undefined): Promise<RegisterBanner> {
    const { registerBanner } = await this.config();
    const banner = { ...registerBanner, gold: REGISTER_BANNER_COINS };
    if (!registerBanner.show || userId === undefined) return banner;
    const show =
      (await this.options.ledger.posted(`signup:${userId}`)) && (await this.firstTime(userId, 'banner'));
    return { ...banner, show };
  }

  /** The popups for the user now (`popup/get`): the check-in while today's is open, each operator notice once. */
  async popups(userId: number): Promise<{ popups: ServerPopup[]; messageTip: MessageTip }> {
    const config = await this.config();
    const now = this.options.now();
    const popups: ServerPopup[] = [];
    if (config.checkInPopup) {
      const checkIn = await this.checkInState(userId);
      if (checkIn.show && !checkIn.hasCheck) popups.push({ type: 'checkIn', checkIn });
    }
    for (const notice of config.popups) {
      if (notice.until && Date.parse(notice.until) <= now) continue;
      if (!(await this.firstTime(userId, `popup:${notice.id}`))) continue;
      popups.push({
        type: 'notice',
        id: notice.id,
        msg: notice.msg,
        ...(notice.targetUrl ? { targetUrl: notice.targetUrl } : {}),
      });
    }
    return { popups, messageTip: config.messageTip };
  }

  /** Whether this is the first time the user is shown `what` (kept as a claim of no coins). */
  private async firstTime(userId: number, what: string): Promise<boolean> {
    const rows = await this.options.db
      .insert(rewardClaims)
      .values({ userId, reward: `shown:${what}`, coins: 0, claimedAt: new Date(this.options.now()) })
      .onConflictDoNothing()
      .returning({ userId: rewardClaims.userId });
    return rows.length > 0;
  }
}
