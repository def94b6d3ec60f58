import type { Database } from '../../db/database.ts';
import { callParticipants, callReports, calls } from '../../db/schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { currentCallRoutes } from './current.ts';
import { callRoutes } from './routes.ts';
import type { CallService } from './service.ts';

interface CallsContext {
  services: { protocol: ProtocolServices; calls: CallService; database: Database };
}

/** Calls and their per-minute billing (docs/calls.md). */
export const callsModule = gatewayModule({
  name: 'calls',
  routes: (app, { services }: CallsContext) => {
    callRoutes(app, services.protocol, services.calls, services.database.db);
    currentCallRoutes(app, services.protocol, services.calls, services.database.db);
  },
  schema: { calls, callParticipants, callReports },
});

export { CallScheduler } from './scheduler.ts';
export { CallService, type CallLog } from './service.ts';
export { callMessages } from './signalling.ts';
