// Daily tasks and missions (spec §1, §4 "mission rewards list, completed rewards, claim"; docs/rewards.md).
import { BUSINESS_CODES, type Gift, type MissionConfig, type MissionView } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { CheckInDeps } from './check-in.ts';
import { utcDay } from './days.ts';
import { claimedMissions, eventCounts, insertMissionClaim } from './queries.ts';

/**
 * The backpack a claim fills (the gifts module's `GiftService`, handed in by the composition root): the catalogue
 * that names the gifts, and the grant, once per key, in the claim's transaction.
 */
export interface MissionBackpack {
  catalogue(db: Db): Promise<{ gifts: Pick<Gift, 'giftId' | 'name' | 'icon'>[] }>;
  grantToBackpack(
    grant: { userId: number; giftId: string; count: number; key: string },
    db: Db,
  ): Promise<{ granted: number }>;
}

export type MissionDeps = Omit<CheckInDeps, 'vip'> & { backpack?: MissionBackpack };

/**
 * The ledger key of a claim: a daily task's names its UTC day (`task:<userId>:<missionId>:<yyyy-mm-dd>`), a
 * mission's only the mission (`mission:<userId>:<missionId>`).
 */
export function missionKey(userId: number, mission: MissionConfig, day: string): string {
  return mission.kind === 'daily' ? `task:${userId}:${mission.id}:${day}` : `mission:${userId}:${mission.id}`;
}

/** The backpack grant key of a claim's gift: the claim's own key and the gift (`mission:7:first-call:rose`). */
export const missionGiftKey = (userId: number, mission: MissionConfig, day: string, giftId: string) =>
  `${missionKey(userId, mission, day)}:${giftId}`;

/** The tasks (today's progress) and missions (progress in all) of the user. */
export async function missionViews(
  deps: MissionDeps,
  userId: number,
  db: Db = deps.db,
): Promise<MissionView[]> {
  const day = utcDay(deps.now());
  const [config, counts, claimed, catalogue] = await Promise.all([
    deps.config(db),
    eventCounts(db, userId, day),
    claimedMissions(db, userId, day),
    deps.backpack?.catalogue(db),
  ]);
  const offered = new Map(catalogue?.gifts.map((gift) => [gift.giftId, gift]));
  return config.missions.map(({ gifts = [], ...mission }) => {
    const progress = (mission.kind === 'daily' ? counts.today : counts.total).get(mission.event) ?? 0;
    return {
      ...mission,
      // Only the gifts the catalogue still offers are shown and granted (a gift taken off it is not owed).
      gifts: gifts.flatMap(({ giftId, count }) => {
        const gift = offered.get(giftId);
        return gift ? [{ giftId, name: gift.name, icon: gift.icon, count }] : [];
      }),
      progress: Math.min(progress, mission.target),
      completed: progress >= mission.target,
      claimed: claimed.has(mission.id),
    };
  });
}

/**
 * Claims a completed task or mission: the claim's row (unique per user, mission and day), the ledger's payment on
 * `missionKey` and the backpack's gifts on `missionGiftKey` in one transaction, so 50 concurrent claims pay once
 * and the others hear `missionClaimed`.
 */
export async function claimMission(
  deps: MissionDeps,
  userId: number,
  missionId: string,
): Promise<{ coins: number; mission: MissionView }> {
  const now = deps.now();
  const day = utcDay(now);
  return deps.db.transaction(async (tx) => {
    const config = await deps.config(tx);
    const mission = config.missions.find((candidate) => candidate.id === missionId);
    if (!mission) throw new GatewayError(BUSINESS_CODES.missionNotFound, 'No such task.');
    const view = (await missionViews({ ...deps, now: () => now }, userId, tx)).find(
      (m) => m.id === missionId,
    )!;
    if (view.claimed)
      throw new GatewayError(BUSINESS_CODES.missionClaimed, 'This reward was claimed already.');
    if (!view.completed)
      throw new GatewayError(BUSINESS_CODES.missionNotCompleted, 'This task is not completed.');
    const inserted = await insertMissionClaim(tx, {
      userId,
      missionId,
      period: mission.kind === 'daily' ? day : '',
      coins: mission.coins,
      claimedAt: new Date(now),
    });
    if (!inserted) throw new GatewayError(BUSINESS_CODES.missionClaimed, 'This reward was claimed already.');
    if (mission.coins > 0)
      await deps.ledger.rewardOn(
        {
          userId,
          amount: mission.coins,
          key: missionKey(userId, mission, day),
          kind: mission.kind === 'daily' ? 'task' : 'mission',
        },
        tx,
      );
    for (const { giftId, count } of view.gifts)
      await deps.backpack!.grantToBackpack(
        { userId, giftId, count, key: missionGiftKey(userId, mission, day, giftId) },
        tx,
      );
    return { coins: mission.coins, mission: { ...view, claimed: true } };
  });
}
