import { getCountryByIp } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { countryOfIp } from './service.ts';

export function geoRoutes(app: FastifyInstance, services: ProtocolServices): void {
  // request.ip honours X-Forwarded-For only when TRUST_PROXY is set.
  route(app, services, getCountryByIp, ({ request }) => countryOfIp(request.ip));
}
