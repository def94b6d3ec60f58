import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import { sessionCommands } from './commands.ts';

/** Signed-in devices and their login tokens (docs/protocol.md "Sessions"). Its calls are auth's. */
export const sessionsModule = gatewayModule({
  name: 'sessions',
  commands: sessionCommands,
  schema: tables,
});

export { sessionsFor } from './commands.ts';
export { SessionService, type ActiveSession, type RevokeReason, type SessionLookup } from './service.ts';
export { loadSessionKey } from './session-key.ts';
export { sessions, type SessionRow } from './schema.ts';
