import {
  GLOBAL_CONF,
  getCallSettings,
  getGlobalConf,
  getGuestHosts,
  getWall,
  getWallGroups,
  postCallSettings,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { CallSettingsService } from './call-settings.ts';
import type { HostService } from './service.ts';

export function hostRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  hosts: HostService,
  callSettings: CallSettingsService,
): void {
  route(app, services, getWallGroups, ({ params }) => hosts.groups(params.countryId));
  route(app, services, getWall, ({ session, params }) =>
    hosts.wall(session.userId, params.countryId, params.page, params.pageSize),
  );
  route(app, services, getGlobalConf, () => GLOBAL_CONF);
  route(app, services, getGuestHosts, () => hosts.guestList());
  // A user's own settings (Aura extension): video from friends only; a host's prices.
  route(app, services, getCallSettings, ({ session }) => callSettings.get(session.userId));
  route(app, services, postCallSettings, ({ session, params }) =>
    callSettings.update(session.userId, params),
  );

  // Generated pictures of users without one of their own (demo hosts among them): plain images, not protocol calls.
  app.get<{ Params: { file: string } }>('/upload/avatars/:file', async (request, reply) => {
    const svg = await hosts.avatar(request.params.file);
    if (svg === undefined) return reply.code(404).type('text/plain').send('No such picture.');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
