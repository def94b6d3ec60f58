import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { CallSettingsService } from './call-settings.ts';
import { hostCommands } from './commands.ts';
import { hostRoutes } from './routes.ts';
import type { HostService } from './service.ts';

interface HostsContext {
  services: {
    protocol: ProtocolServices;
    hosts: HostService;
    callSettings: CallSettingsService;
  };
}

/** Hosts, the wall and the guest list, a user's own call settings (docs/hosts.md). */
export const hostsModule = gatewayModule({
  name: 'hosts',
  routes: (app, { services }: HostsContext) =>
    hostRoutes(app, services.protocol, services.hosts, services.callSettings),
  commands: hostCommands,
  schema: tables,
});

export { CallSettingsService } from './call-settings.ts';
export { seedDemoHosts, demoHostsHelp, DEMO_HOSTS, type DemoHost } from './demo-hosts.ts';
export { generatedAvatarPath } from './avatar.ts';
export { DEFAULT_HOST_PRICE, HostService, type NewHost } from './service.ts';
export { hostProfiles } from './schema.ts';
