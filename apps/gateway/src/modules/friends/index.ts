import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import { friendCommands } from './commands.ts';

/** Who is friends with whom, and who takes video from friends only (spec §4, §6). Its calls come with IM. */
export const friendsModule = gatewayModule({
  name: 'friends',
  commands: friendCommands,
  schema: tables,
});

export { FriendService } from './service.ts';
