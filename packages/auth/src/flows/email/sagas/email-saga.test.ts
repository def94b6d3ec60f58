import { BUSINESS_CODES } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import {
  gatewayPerFile,
  lastLinkSearch,
  newEmail,
  startGateway,
  type FlowsHarness,
  type TestGateway,
} from '../../../../test/flows-harness.ts';
import { messageFor } from '../../../errors/messages.ts';
import { loginLinkOf } from '../../methods/link.ts';
import { loginLinkOpened } from '../../methods/slice.ts';
import {
  addressSubmitted,
  emailNewPasswordSubmitted,
  forgotSubmitted,
  passwordSubmitted,
  resetPasswordSubmitted,
} from '../slice.ts';
import { selectAuthStatus, selectEmailFlow, selectLoginPopup, selectProfile } from '../../../selectors.ts';

const bed = gatewayPerFile();

const tab = (on?: TestGateway) => bed.flows({ verifyPollMs: 100 }, on);

const idle = (harness: FlowsHarness) => harness.until((state) => !selectEmailFlow(state).pending);
const loggedIn = (harness: FlowsHarness) => harness.until((state) => selectAuthStatus(state) === 'loggedIn');

/** Opens /login with the query of the newest mail's link to `email`, as the login page does. */
async function openMailedLink(harness: FlowsHarness, email: string) {
  const link = loginLinkOf(await lastLinkSearch(bed.gateway, email));
  expect(link).toBeDefined();
  harness.store.dispatch(loginLinkOpened(link!));
}

async function register(harness: FlowsHarness, email: string) {
  harness.store.dispatch(addressSubmitted({ email }));
  return harness.until(
    (state) => selectEmailFlow(state).registrationToken && selectLoginPopup(state).view === 'emailVerify',
  );
}

/** A verified account with `password`, signed up from its own tab. */
async function accountWith(email: string, password: string) {
  const harness = tab();
  await register(harness, email);
  await openMailedLink(tab(), email);
  await harness.until((state) => selectEmailFlow(state).verifyStep === 'password');
  harness.store.dispatch(emailNewPasswordSubmitted({ password }));
  await loggedIn(harness);
}

describe('e-mail sign-up', () => {
  it('registers, waits on the inbox screen while the link is opened elsewhere, then sets the password', async () => {
    const email = newEmail('signup');
    const harness = tab();
    const state = await register(harness, email);
    expect(selectLoginPopup(state).view).toBe('emailVerify');
    expect(selectEmailFlow(state)).toMatchObject({ verifyStep: 'inbox', verifyMail: { sentCount: 1 } });

    // The link is opened on another device (a phone's mail app); this tab's polling notices.
    const phone = tab();
    await openMailedLink(phone, email);
    await loggedIn(phone);
    await harness.until((s) => selectEmailFlow(s).verifyStep === 'password');

    harness.store.dispatch(emailNewPasswordSubmitted({ password: 'pass' }));
    const tooShort = await idle(harness);
    expect(selectEmailFlow(tooShort).fieldErrors.password).toMatchObject({
      key: 'base:validation.passwordLength',
    });

    // One of the most used passwords is refused before it is sent, under its field.
    harness.store.dispatch(emailNewPasswordSubmitted({ password: 'Password1' }));
    const tooCommon = await idle(harness);
    expect(selectEmailFlow(tooCommon).fieldErrors.password).toEqual({
      key: 'base:validation.passwordTooCommon',
    });
    expect(selectAuthStatus(tooCommon)).not.toBe('loggedIn');

    harness.store.dispatch(emailNewPasswordSubmitted({ password: 'secret-pass' }));
    const signedIn = await loggedIn(harness);
    expect(selectProfile(signedIn)).toMatchObject({ email, emailVerified: true, hasPassword: true });
  });

  it('signs in by the verify link in the same tab, then asks for a password', async () => {
    const email = newEmail('link');
    const harness = tab();
    await register(harness, email);
    await openMailedLink(harness, email);
    const state = await harness.until(
      (s) => selectAuthStatus(s) === 'loggedIn' && selectEmailFlow(s).verifyStep === 'password',
    );
    expect(selectLoginPopup(state)).toMatchObject({ open: true, view: 'emailVerify' });
    expect(selectEmailFlow(state).registrationToken).toBeUndefined();
    expect(selectProfile(state)).toMatchObject({ email, hasPassword: false });

    harness.store.dispatch(emailNewPasswordSubmitted({ password: 'secret-pass' }));
    const done = await harness.until((s) => selectProfile(s)?.hasPassword);
    // Still no nickname: the popup goes on to profile completion.
    expect(selectLoginPopup(done)).toMatchObject({ open: true, view: 'completeProfile' });
  });

  it('refuses an invalid address before any request', async () => {
    const harness = tab();
    harness.store.dispatch(addressSubmitted({ email: 'not-an-address' }));
    const state = await harness.until((s) => selectEmailFlow(s).fieldErrors.email);
    expect(selectEmailFlow(state).fieldErrors.email).toEqual({ key: 'base:email.invalid' });
  });

  it('shows a used or unknown link’s message', async () => {
    const harness = tab();
    harness.store.dispatch(loginLinkOpened({ verifyEmail: 'x'.repeat(40) }));
    const state = await idle(harness);
    expect(selectEmailFlow(state).error).toEqual(messageFor({ code: BUSINESS_CODES.linkInvalid }));
    expect(selectAuthStatus(state)).not.toBe('loggedIn');
  });

  it('says when e-mail registration is closed', async () => {
    const closed = await startGateway({ env: { EMAIL_REGISTRATION_ENABLED: 'false' } });
    try {
      const harness = tab(closed);
      harness.store.dispatch(addressSubmitted({ email: newEmail('closed') }));
      const state = await idle(harness);
      expect(selectEmailFlow(state).error).toEqual({ key: 'base:email.registrationClosed' });
      harness.stop();
    } finally {
      await closed.close();
    }
  });
});

describe('e-mail sign-in', () => {
  it('asks an existing address for its password; a wrong one is refused, the right one signs in', async () => {
    const email = newEmail('login');
    await accountWith(email, 'right-pass');
    const harness = tab();
    harness.store.dispatch(addressSubmitted({ email: email.toUpperCase() }));
    const found = await harness.until((s) => selectEmailFlow(s).step === 'password');
    expect(selectEmailFlow(found)).toMatchObject({ email, hasPassword: true });

    harness.store.dispatch(passwordSubmitted({ password: 'wrong-pass' }));
    const refused = await idle(harness);
    expect(selectEmailFlow(refused).fieldErrors.password).toEqual({ key: 'base:signIn.invalidCredentials' });
    expect(selectAuthStatus(refused)).not.toBe('loggedIn');

    harness.store.dispatch(passwordSubmitted({ password: 'right-pass' }));
    await loggedIn(harness);
  });

  it('resets a forgotten password by the mailed link and signs in with the new one', async () => {
    const email = newEmail('forgot');
    await accountWith(email, 'old-pass');
    const harness = tab();
    harness.store.dispatch(forgotSubmitted({ email }));
    const sent = await harness.until((s) => selectEmailFlow(s).forgotMail);
    expect(selectEmailFlow(sent).forgotMail).toMatchObject({ sentCount: 1 });

    const other = tab();
    await openMailedLink(other, email);
    const reset = await other.until((s) => selectLoginPopup(s).view === 'emailReset');
    expect(selectEmailFlow(reset).resetToken).toBeDefined();
    other.store.dispatch(resetPasswordSubmitted({ password: 'new-pass' }));
    await loggedIn(other);

    const again = tab();
    again.store.dispatch(addressSubmitted({ email }));
    await again.until((s) => selectEmailFlow(s).step === 'password');
    again.store.dispatch(passwordSubmitted({ password: 'new-pass' }));
    await loggedIn(again);
  });

  it('refuses a reset link used twice', async () => {
    const email = newEmail('twice');
    await accountWith(email, 'old-pass');
    const harness = tab();
    harness.store.dispatch(forgotSubmitted({ email }));
    await harness.until((s) => selectEmailFlow(s).forgotMail);
    const search = await lastLinkSearch(bed.gateway, email);
    const first = tab();
    first.store.dispatch(loginLinkOpened(loginLinkOf(search)!));
    first.store.dispatch(resetPasswordSubmitted({ password: 'new-pass' }));
    await loggedIn(first);
    const second = tab();
    second.store.dispatch(loginLinkOpened(loginLinkOf(search)!));
    second.store.dispatch(resetPasswordSubmitted({ password: 'other-pass' }));
    const state = await idle(second);
    expect(selectEmailFlow(state).error).toEqual(messageFor({ code: BUSINESS_CODES.linkInvalid }));
  });

  it('an unknown address asking for a reset mail', async () => {
    const harness = tab();
    harness.store.dispatch(forgotSubmitted({ email: newEmail('nobody') }));
    const state = await idle(harness);
    expect(selectEmailFlow(state).error).toEqual({ key: 'base:signIn.accountNotFound' });
  });
});
