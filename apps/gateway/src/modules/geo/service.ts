import { createRequire } from 'node:module';
import { COUNTRIES, UNKNOWN_COUNTRY, isCountryCode, type CountryByIp } from '@aura/contracts';

/** The part of geoip-country (a CommonJS package without types) that we use. */
interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}

const geoip = createRequire(import.meta.url)('geoip-country') as GeoipCountry;

/**
 * The country of an IP address from the offline GeoLite2 country database that the geoip-country package ships
 * (no network lookups). Addresses it does not know, loopback and private ones among them, get `ZZ` with id 0:
 * callers treat that as "unknown", which for consent means the strict, EU-style treatment.
 */
export function countryOfIp(address: string): CountryByIp {
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  const code = geoip.lookup(ip)?.country;
  if (!code || !isCountryCode(code)) return { id: UNKNOWN_COUNTRY.id, ab: UNKNOWN_COUNTRY.ab, ip };
  return { id: COUNTRIES[code], ab: code, ip };
}
