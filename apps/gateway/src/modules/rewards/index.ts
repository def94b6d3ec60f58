import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { ActivityRewards } from './activities.ts';
import { rewardCommands } from './commands.ts';
import { rewardRoutes } from './routes.ts';

/**
 * Rewards (docs/rewards.md): one-time claims, the daily check-in, daily tasks and missions counted from other
 * modules' events, activity entries, the register banner and server popups; the ledger pays every coin.
 */
export const rewardsModule = gatewayModule({
  name: 'rewards',
  routes: (app, { services }: { services: { protocol: ProtocolServices; rewards: ActivityRewards } }) =>
    rewardRoutes(app, services.protocol, services.rewards),
  commands: rewardCommands,
  schema: tables,
});

export { RewardService } from './service.ts';
export { ActivityRewards, type ActivityRewardsOptions, type RewardEvents } from './activities.ts';
export { checkInKey } from './check-in.ts';
export { DEFAULT_REWARDS_CONFIG } from './config.ts';
export { missionGiftKey, missionKey, type MissionBackpack } from './missions.ts';
