import { all, spawn } from 'redux-saga/effects';
import { bindSaga } from './bind/sagas/bind-saga.ts';
import { emailSaga, type EmailSagaOptions } from './email/sagas/email-saga.ts';
import { methodsSaga } from './methods/sagas/methods-saga.ts';
import { phoneSaga } from './phone/sagas/phone-saga.ts';
import { profileSaga } from './profile/sagas/complete-profile.ts';

export type SignInFlowsOptions = EmailSagaOptions;

/** The sign-in flows, profile completion and binding; each spawned, so one failing leaves the others running. */
export function* signInFlowsSaga(options: SignInFlowsOptions = {}) {
  yield all([
    spawn(methodsSaga),
    spawn(phoneSaga),
    spawn(emailSaga, options),
    spawn(profileSaga),
    spawn(bindSaga),
  ]);
}
