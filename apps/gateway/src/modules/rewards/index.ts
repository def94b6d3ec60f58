import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';

/** One-time rewards and who claimed them; the ledger pays them (docs/ledger.md). Its calls come with spec §9. */
export const rewardsModule = gatewayModule({
  name: 'rewards',
  schema: tables,
});

export { RewardService } from './service.ts';
