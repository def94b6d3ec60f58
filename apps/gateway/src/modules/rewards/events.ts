// The events daily tasks and missions count (docs/rewards.md): a call, a match, a message, a gift, a check-in.
import type { MissionConfig, RewardEvent } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { utcDay } from './days.ts';
import type { RewardsConfigCache } from './config.ts';
import { countEvent, countEventIn } from './queries.ts';

/** Told, in the transaction of the event that did it, of the tasks and missions an event completed. */
export type CompletedIn = (db: Db, userId: number, missions: MissionConfig[]) => Promise<void>;

export interface EventDeps {
  /** The configuration by the version the event's statement read (its missions: which this event completes). */
  configCache: RewardsConfigCache;
  completedIn?: CompletedIn | undefined;
}

/**
 * Counts an event of the user at `at` (its UTC day), in `db`: the transaction of the event itself. The tasks and
 * missions whose count reaches its target with this event are told to `completedIn`, in the same transaction: a
 * count reaches a target once (a task's once a day), and a concurrent event waits on the count's row, so each
 * completion is told once.
 */
export async function recordEventIn(
  deps: EventDeps,
  db: Db,
  userId: number,
  event: RewardEvent,
  at: number,
): Promise<void> {
  const day = utcDay(at);
  if (!deps.completedIn) return countEvent(db, userId, event, day);
  // One statement: the count, the counts a target is compared with, and the configuration's version.
  const counted = await countEventIn(db, userId, event, day);
  const config = await deps.configCache.at(db, counted.configVersion);
  const completed = config.missions.filter(
    (mission) =>
      mission.event === event &&
      (mission.kind === 'daily' ? counted.today : counted.total) === mission.target,
  );
  if (completed.length > 0) await deps.completedIn(db, userId, completed);
}
