// The usage events' constants, in a module without zod: the landing's small script sends the page-load report
// with them (docs/consent.md).

/** The usage-tracking place of the web app and the page-load report's event id (spec §3). */
export const USAGE_PLACE_ID = 106;
export const PAGE_LOAD_EVENT_ID = '106-6-1-2';

/** Where usage events go (postUsageEvents) and where the caller's country comes from (getCountryByIp). */
export const USAGE_EVENTS_PATH = '/facade/api/usage/events';
export const COUNTRY_BY_IP_PATH = '/facade/api/function/exempt/country/byip';
