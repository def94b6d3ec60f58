import { takeLatest, takeLeading } from 'redux-saga/effects';
import { loginLinkOpened } from '../../methods/slice.ts';
import {
  addressSubmitted,
  emailNewPasswordSubmitted,
  forgotSubmitted,
  passwordSubmitted,
  registered,
  resetPasswordSubmitted,
  verifyMailResendRequested,
} from '../slice.ts';
import { submitAddress } from './address.ts';
import { openEmailLink } from './open-link.ts';
import { loginWithPassword } from './password-login.ts';
import { resetPassword, sendForgotMail } from './forgot-password.ts';
import { VERIFY_POLL_MS, resendVerifyMail, setFirstPassword, waitForVerification } from './verification.ts';

export interface EmailSagaOptions {
  /** How often the inbox screen asks whether the address was verified; VERIFY_POLL_MS unless told. */
  verifyPollMs?: number;
}

/** E-mail sign-in (spec §4 "E-mail login"): one submission at a time per step. */
export function* emailSaga(options: EmailSagaOptions = {}) {
  yield takeLeading(addressSubmitted, submitAddress);
  yield takeLeading(passwordSubmitted, loginWithPassword);
  yield takeLatest(registered, waitForVerification, options.verifyPollMs ?? VERIFY_POLL_MS);
  yield takeLeading(verifyMailResendRequested, resendVerifyMail);
  yield takeLeading(emailNewPasswordSubmitted, setFirstPassword);
  yield takeLeading(forgotSubmitted, sendForgotMail);
  yield takeLeading(resetPasswordSubmitted, resetPassword);
  yield takeLeading(loginLinkOpened, openEmailLink);
}
