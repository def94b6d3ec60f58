import { takeEvery, takeLeading } from 'redux-saga/effects';
import { loginLinkOpened, loginMethodsWanted, socialLoginRequested } from '../slice.ts';
import { loadLoginMethods } from './load-methods.ts';
import { startSocialLogin } from './social-login.ts';
import { tidyLoginLink } from './tidy-link.ts';

/** The login screen's methods, loaded once, social sign-in's start, and the address bar after a link. */
export function* methodsSaga() {
  yield takeLeading(loginMethodsWanted, loadLoginMethods);
  yield takeLeading(socialLoginRequested, startSocialLogin);
  yield takeEvery(loginLinkOpened, tidyLoginLink);
}
