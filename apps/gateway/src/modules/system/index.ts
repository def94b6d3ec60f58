import { gatewayModule } from '../../module.ts';
import type { KeyRing } from '../../protocol/keys.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { keyCommands } from './commands.ts';
import { systemRoutes } from './routes.ts';

/** The protocol's own calls: the public key, the server's time; and the RSA key commands. */
export const systemModule = gatewayModule({
  name: 'system',
  routes: (app, { services }: { services: { protocol: ProtocolServices; keyRing: KeyRing } }) =>
    systemRoutes(app, services.protocol, services.keyRing),
  commands: keyCommands,
});

export { systemRoutes } from './routes.ts';
