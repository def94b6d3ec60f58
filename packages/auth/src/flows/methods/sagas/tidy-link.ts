import { call } from 'redux-saga/effects';
import type { PageLocation } from '../../../sagas/context.ts';
import { pageLocation } from '../../../sagas/effects.ts';
import { withoutLoginLink } from '../link.ts';

/** Takes a mailed link's token or social sign-in's error out of the address bar once the app has read it. */
export function* tidyLoginLink() {
  const location: PageLocation = yield call(pageLocation);
  const tidy = withoutLoginLink(location.href());
  if (tidy !== location.href()) yield call([location, location.replace], tidy);
}
