import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { friendCommands } from './commands.ts';
import type { FriendRequestService } from './requests.ts';
import { friendRoutes } from './routes.ts';

/**
 * Who is friends with whom, friend requests, removal and the block list, and who takes video from friends only
 * (spec §4, §6; docs/messages.md).
 */
export const friendsModule = gatewayModule({
  name: 'friends',
  routes: (
    app,
    { services }: { services: { protocol: ProtocolServices; friendRequests: FriendRequestService } },
  ) => friendRoutes(app, services.protocol, services.friendRequests),
  commands: friendCommands,
  schema: tables,
});

export { FriendService } from './service.ts';
export { FriendRequestService, utcDay, type ChatHistory } from './requests.ts';
export { peopleByIds, type PersonRow } from './request-queries.ts';
export { blocks } from './schema.ts';
