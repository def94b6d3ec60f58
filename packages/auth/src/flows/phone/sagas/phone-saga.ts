import { takeLeading } from 'redux-saga/effects';
import {
  codeLoginSubmitted,
  codeRequested,
  codeResendRequested,
  newPasswordSubmitted,
  passwordLoginSubmitted,
  resetCodeSubmitted,
} from '../slice.ts';
import { loginWithCode } from './code-login.ts';
import { loginWithPassword } from './password-login.ts';
import { setNewPassword, verifyResetCode } from './reset-password.ts';
import { requestCode, resendCode } from './send-code.ts';

/** Phone sign-in (spec §4 "Phone login"): one submission at a time per step; a press while one runs is ignored. */
export function* phoneSaga() {
  yield takeLeading(codeRequested, requestCode);
  yield takeLeading(codeResendRequested, resendCode);
  yield takeLeading(codeLoginSubmitted, loginWithCode);
  yield takeLeading(passwordLoginSubmitted, loginWithPassword);
  yield takeLeading(resetCodeSubmitted, verifyResetCode);
  yield takeLeading(newPasswordSubmitted, setNewPassword);
}
