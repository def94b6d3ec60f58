import { z } from 'zod';
import { countryByIpSchema } from '../countries.ts';
import { endpoint } from '../endpoint.ts';

/** The caller's country from its IP address (spec §7). Exempt. */
export const getCountryByIp = endpoint({
  method: 'GET',
  path: '/facade/api/function/exempt/country/byip',
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: countryByIpSchema,
});
