import { takeLeading } from 'redux-saga/effects';
import { loginMethodsWanted, socialLoginRequested } from '../slice.ts';
import { loadLoginMethods } from './load-methods.ts';
import { startSocialLogin } from './social-login.ts';

/** The login screen's methods, loaded once, and social sign-in's start. */
export function* methodsSaga() {
  yield takeLeading(loginMethodsWanted, loadLoginMethods);
  yield takeLeading(socialLoginRequested, startSocialLogin);
}
