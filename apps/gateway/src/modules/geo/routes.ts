import {
  COUNTRIES,
  TEST_COUNTRY_HEADER,
  getCountryByIp,
  isCountryCode,
  type CountryByIp,
} from '@aura/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { countryOfIp } from './service.ts';

/**
 * The country of a request: by its address, or, on a gateway in test mode only, the country a test names in the
 * `x-aura-test-country` header (docs/consent.md, "The country"). `testMode` is the configuration's test clock,
 * which the configuration refuses outside NODE_ENV=test with sandbox providers.
 */
export function countryOfRequest(request: FastifyRequest, testMode: boolean): CountryByIp {
  const forced = request.headers[TEST_COUNTRY_HEADER];
  if (testMode && typeof forced === 'string' && isCountryCode(forced.toUpperCase())) {
    const code = forced.toUpperCase() as keyof typeof COUNTRIES;
    return { id: COUNTRIES[code], ab: code, ip: request.ip };
  }
  return countryOfIp(request.ip);
}

export function geoRoutes(app: FastifyInstance, services: ProtocolServices, testMode: boolean): void {
  // request.ip honours X-Forwarded-For only when TRUST_PROXY is set.
  route(app, services, getCountryByIp, ({ request }) => countryOfRequest(request, testMode));
}
