import {
  getActivityEntry,
  getCheckIfAddCoinForNew,
  getCheckIn,
  getCompletedRewards,
  getHasCheckedIn,
  getLocationEntries,
  getMissionRewards,
  getPopups,
  postCheckIn,
  postMissionReward,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { ActivityRewards } from './activities.ts';

/** The rewards' calls of spec §7 (docs/rewards.md). The device of a check-in is the session's own. */
export function rewardRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  rewards: ActivityRewards,
): void {
  route(app, services, getHasCheckedIn, ({ session }) => rewards.hasCheckedIn(session.userId));
  route(app, services, getCheckIn, ({ session }) => rewards.checkInState(session.userId));
  route(app, services, postCheckIn, ({ session }) => rewards.checkIn(session.userId, session.deviceId));
  route(app, services, getActivityEntry, () => rewards.entries());
  route(app, services, getLocationEntries, () => rewards.locations());
  route(app, services, getMissionRewards, ({ session }) => rewards.missions(session.userId));
  route(app, services, getCompletedRewards, ({ session }) => rewards.completed(session.userId));
  route(app, services, postMissionReward, ({ session, params }) =>
    rewards.claim(session.userId, params.missionId),
  );
  route(app, services, getCheckIfAddCoinForNew, ({ session }) => rewards.registerBanner(session?.userId));
  route(app, services, getPopups, ({ session }) => rewards.popups(session.userId));
}
