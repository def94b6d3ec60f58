import type { CountryByIp } from '@aura/contracts';
import { call, put } from 'redux-saga/effects';
import { gatewayApi } from '../api.ts';
import type { GatewayClient } from '../client.ts';
import { countryResolved } from '../slice.ts';

/** Looks up the visitor's country by IP address once; a failed lookup leaves the country unknown. */
export function* resolveCountry(client: GatewayClient) {
  const country: CountryByIp | undefined = yield call(gatewayApi.getCountryByIp, client);
  if (country) yield put(countryResolved(country));
}
