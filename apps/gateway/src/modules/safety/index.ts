import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { safetyCommands } from './commands.ts';
import { safetyRoutes } from './routes.ts';
import type { SafetyService } from './service.ts';

/** Reports and blocks from a call or a match (issue 18, docs/safety.md). */
export const safetyModule = gatewayModule({
  name: 'safety',
  routes: (app, { services }: { services: { protocol: ProtocolServices; safety: SafetyService } }) =>
    safetyRoutes(app, services.protocol, services.safety),
  commands: safetyCommands,
  schema: tables,
});

export { SafetyService } from './service.ts';
