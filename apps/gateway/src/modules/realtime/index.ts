import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { RealtimeHub } from './hub.ts';
import { realtimeRoutes } from './routes.ts';

/** The realtime channel at /ws (docs/realtime.md). */
export const realtimeModule = gatewayModule({
  name: 'realtime',
  routes: (app, { services }: { services: { realtime: RealtimeHub } }) =>
    realtimeRoutes(app, services.realtime),
  schema: tables,
});

export { RealtimeHub, type CallMessageHandler } from './hub.ts';
export {
  UserDelivery,
  noticesIn,
  noticesWithSeq,
  sendToUserIn,
  sendToUsersIn,
  type WithoutSeq,
} from './user-delivery.ts';
