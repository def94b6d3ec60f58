import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { callRoutes } from './routes.ts';
import type { CallService } from './service.ts';

/** Calls and their per-minute billing (docs/calls.md). */
export const callsModule = gatewayModule({
  name: 'calls',
  routes: (app, { services }: { services: { protocol: ProtocolServices; calls: CallService } }) =>
    callRoutes(app, services.protocol, services.calls),
  schema: tables,
});

export { CallScheduler } from './scheduler.ts';
export {
  CallService,
  type CallEndings,
  type CallLog,
  type CallNotifier,
  type EndedCall,
  type MatchCallStarted,
  type RtcRoleSource,
} from './service.ts';
export { newRoomNum } from './launch.ts';
export { callMessages } from './signalling.ts';
export type { CallTerms } from './terms.ts';
