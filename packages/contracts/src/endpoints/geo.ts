import { z } from 'zod';
import { countryByIpSchema } from '../countries.ts';
import { endpoint } from '../endpoint.ts';
import { COUNTRY_BY_IP_PATH } from '../usage-ids.ts';

/** The caller's country from its IP address (spec §7). Exempt. */
export const getCountryByIp = endpoint({
  method: 'GET',
  path: COUNTRY_BY_IP_PATH,
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: countryByIpSchema,
});
