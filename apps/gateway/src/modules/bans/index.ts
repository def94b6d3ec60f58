import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import { banCommands } from './commands.ts';

/** Bans of an account, a device or both (spec §6, docs/accounts.md "Bans"); operators ban with admin commands. */
export const bansModule = gatewayModule({
  name: 'bans',
  commands: banCommands,
  schema: tables,
});

export { listActiveBans } from './queries.ts';
export { BanService, bannedError } from './service.ts';
