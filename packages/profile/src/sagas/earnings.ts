import type { HostEarnings } from '@aura/contracts';
import { call, put } from 'redux-saga/effects';
import type { ProfileApi } from '../api.ts';
import { earningsFailed, earningsLoaded } from '../slice.ts';

/** Reads a host's earnings; a failure leaves the section with a retry. */
export function* loadEarnings(api: ProfileApi) {
  try {
    yield put(earningsLoaded((yield call([api, api.earnings])) as HostEarnings));
  } catch {
    yield put(earningsFailed());
  }
}
