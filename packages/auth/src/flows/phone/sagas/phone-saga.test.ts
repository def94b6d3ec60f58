import { AUTH_LIMITS, BUSINESS_CODES } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestClock,
  gatewayPerFile,
  lastCode,
  messagesTo,
  newNumber,
  startFlows,
  startGateway,
  type FlowsHarness,
  type TestGateway,
} from '../../../../test/flows-harness.ts';
import { messageFor } from '../../../errors/messages.ts';
import {
  codeLoginSubmitted,
  codeRequested,
  codeResendRequested,
  newPasswordSubmitted,
  passwordLoginSubmitted,
  resetCodeSubmitted,
} from '../slice.ts';
import { selectAuthStatus, selectLoginPopup, selectPhoneFlow, selectProfile } from '../../../selectors.ts';

const clock = new TestClock();
const bed = gatewayPerFile(clock);

const message = (code: number) => messageFor({ code });
const idle = (harness: FlowsHarness) => harness.until((state) => !selectPhoneFlow(state).pending);

/** Asks for a login code for `national` and waits for the code step. */
async function requestLoginCode(harness: FlowsHarness, national: string) {
  harness.store.dispatch(
    codeRequested({ country: 'NL', number: national, channel: 'sms', purpose: 'login' }),
  );
  return harness.until((state) => selectPhoneFlow(state).step === 'code');
}

/** Signs up `number` with a password, from its own tab. */
async function signUp(number: { national: string; e164: string }, password?: string) {
  const harness = bed.flows();
  await requestLoginCode(harness, number.national);
  const code = await lastCode(bed.gateway, number.e164);
  harness.store.dispatch(codeLoginSubmitted({ code, ...(password ? { password } : {}) }));
  await harness.until((state) => selectAuthStatus(state) === 'loggedIn');
  return harness;
}

/** A number signed up with a password, and a tab that has checked a reset code for it: the new password is next. */
async function atNewPassword() {
  const number = newNumber();
  await signUp(number, 'old-password');
  const harness = bed.flows();
  harness.store.dispatch(
    codeRequested({ country: 'NL', number: number.national, channel: 'sms', purpose: 'reset' }),
  );
  await harness.until((s) => selectPhoneFlow(s).resetStep === 'code');
  harness.store.dispatch(resetCodeSubmitted({ code: await lastCode(bed.gateway, number.e164) }));
  await harness.until((s) => selectPhoneFlow(s).resetStep === 'password');
  return { number, harness };
}

describe('phone sign-up and sign-in', () => {
  it('signs up a new number with the code from the outbox and an optional password', async () => {
    const number = newNumber();
    const harness = bed.flows();
    const state = await requestLoginCode(harness, number.national);
    expect(selectPhoneFlow(state)).toMatchObject({
      mobile: number.e164,
      registered: false,
      hasPassword: false,
      code: { resendAfterSeconds: AUTH_LIMITS.codeResendSeconds, sentCount: 1 },
      error: undefined,
    });
    const code = await lastCode(bed.gateway, number.e164);
    harness.store.dispatch(codeLoginSubmitted({ code, password: 'long-enough' }));
    const signedIn = await harness.until((s) => selectAuthStatus(s) === 'loggedIn');
    // A new account's profile is incomplete: the popup asks for it.
    expect(selectProfile(signedIn)).toMatchObject({ phone: number.e164, hasPassword: true, complete: false });
    expect(selectLoginPopup(signedIn)).toMatchObject({ open: true, view: 'completeProfile' });
    expect(harness.actions.map(({ type }) => type)).toContain('auth/signedIn');
  });

  it('signs in an existing number with a code, by WhatsApp', async () => {
    const number = newNumber();
    await signUp(number);
    await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
    const harness = bed.flows();
    harness.store.dispatch(
      codeRequested({ country: 'NL', number: number.e164, channel: 'whatsapp', purpose: 'login' }),
    );
    const state = await harness.until((s) => selectPhoneFlow(s).step === 'code');
    expect(selectPhoneFlow(state)).toMatchObject({
      registered: true,
      hasPassword: false,
      channel: 'whatsapp',
    });
    const response = await fetch(`${bed.gateway.url}/dev/outbox.json?to=${encodeURIComponent(number.e164)}`);
    expect(((await response.json()) as { channel: string }[])[0]?.channel).toBe('whatsapp');
    harness.store.dispatch(codeLoginSubmitted({ code: await lastCode(bed.gateway, number.e164) }));
    await harness.until((s) => selectAuthStatus(s) === 'loggedIn');
  });

  it('signs in with number and password', async () => {
    const number = newNumber();
    await signUp(number, 'correct-horse');
    const harness = bed.flows();
    harness.store.dispatch(
      passwordLoginSubmitted({ country: 'NL', number: number.national, password: 'correct-horse' }),
    );
    await harness.until((s) => selectAuthStatus(s) === 'loggedIn');
  });

  it('resets a forgotten password with a checked code and signs in with the new one', async () => {
    const { number, harness } = await atNewPassword();
    harness.store.dispatch(newPasswordSubmitted({ password: 'new-password' }));
    await harness.until((s) => selectAuthStatus(s) === 'loggedIn');

    const again = bed.flows();
    again.store.dispatch(
      passwordLoginSubmitted({ country: 'NL', number: number.national, password: 'new-password' }),
    );
    await again.until((s) => selectAuthStatus(s) === 'loggedIn');
  });
});

describe('phone errors, each with the spec’s message', () => {
  it('an invalid number, before any request', async () => {
    const harness = bed.flows();
    harness.store.dispatch(codeRequested({ country: 'NL', number: '12', channel: 'sms', purpose: 'login' }));
    const state = await harness.until((s) => selectPhoneFlow(s).fieldErrors.number);
    expect(selectPhoneFlow(state).fieldErrors.number).toEqual({ key: 'base:phone.invalidNumber' });
    expect(selectPhoneFlow(state).step).toBe('number');
  });

  it('a phone password shorter than 8, before any request', async () => {
    const harness = bed.flows();
    await requestLoginCode(harness, newNumber().national);
    harness.store.dispatch(codeLoginSubmitted({ code: '123456', password: 'short' }));
    const state = await harness.until((s) => selectPhoneFlow(s).fieldErrors.password);
    expect(selectPhoneFlow(state).fieldErrors.password).toMatchObject({ key: 'base:phone.passwordTooShort' });
  });

  it('an incorrect code, then too many wrong codes', async () => {
    const number = newNumber();
    const harness = bed.flows();
    await requestLoginCode(harness, number.national);
    const code = await lastCode(bed.gateway, number.e164);
    const wrong = String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
    harness.store.dispatch(codeLoginSubmitted({ code: wrong }));
    let state = await idle(harness);
    expect(selectPhoneFlow(state).fieldErrors.code).toEqual(message(BUSINESS_CODES.codeIncorrect));
    for (let guess = 2; guess <= AUTH_LIMITS.codeMaxAttempts; guess++) {
      harness.store.dispatch(codeLoginSubmitted({ code: wrong }));
      state = await idle(harness);
    }
    expect(selectPhoneFlow(state).error).toEqual(message(BUSINESS_CODES.tooManyWrongCodes));
  });

  it('an expired code', async () => {
    const number = newNumber();
    const harness = bed.flows();
    await requestLoginCode(harness, number.national);
    const code = await lastCode(bed.gateway, number.e164);
    await clock.advanceSeconds(AUTH_LIMITS.codeTtlSeconds + 1);
    harness.store.dispatch(codeLoginSubmitted({ code }));
    const state = await idle(harness);
    expect(selectPhoneFlow(state).fieldErrors.code).toEqual(message(BUSINESS_CODES.codeExpired));
  });

  it('too many code requests, then the daily limit', async () => {
    const number = newNumber();
    const harness = bed.flows();
    await requestLoginCode(harness, number.national);
    // Again before the resend countdown ends.
    harness.store.dispatch(codeResendRequested({ purpose: 'login' }));
    let state = await idle(harness);
    expect(selectPhoneFlow(state).error).toEqual(message(BUSINESS_CODES.tooManyCodeRequests));
    for (let sent = 1; sent < AUTH_LIMITS.codeRequestsPerDay; sent++) {
      // Past the resend wait, and past the hour whenever the hourly ration is used up.
      await clock.advanceSeconds(
        sent % AUTH_LIMITS.codeRequestsPerHour === 0 ? 60 * 60 : AUTH_LIMITS.codeResendSeconds,
      );
      harness.store.dispatch(codeResendRequested({ purpose: 'login' }));
      state = await idle(harness);
      expect(selectPhoneFlow(state).error).toBeUndefined();
    }
    expect(await messagesTo(bed.gateway, number.e164)).toBe(AUTH_LIMITS.codeRequestsPerDay);
    await clock.advanceSeconds(60 * 60);
    harness.store.dispatch(codeResendRequested({ purpose: 'login' }));
    state = await idle(harness);
    expect(selectPhoneFlow(state).error).toEqual(message(BUSINESS_CODES.dailyCodeLimit));
  });

  it('a wrong password, then too many wrong passwords', async () => {
    const number = newNumber();
    await signUp(number, 'the-password');
    const harness = bed.flows();
    const attempt = () =>
      harness.store.dispatch(
        passwordLoginSubmitted({ country: 'NL', number: number.national, password: 'not-the-password' }),
      );
    attempt();
    let state = await idle(harness);
    expect(selectPhoneFlow(state).fieldErrors.password).toEqual(message(BUSINESS_CODES.wrongPassword));
    for (let tries = 2; tries <= AUTH_LIMITS.passwordMaxAttempts; tries++) {
      attempt();
      state = await idle(harness);
    }
    expect(selectPhoneFlow(state).error).toEqual(message(BUSINESS_CODES.tooManyWrongPasswords));
  });

  it('a password sign-in for an account without one', async () => {
    const number = newNumber();
    await signUp(number);
    const harness = bed.flows();
    harness.store.dispatch(
      passwordLoginSubmitted({ country: 'NL', number: number.national, password: 'whatever1' }),
    );
    const state = await idle(harness);
    expect(selectPhoneFlow(state).error).toEqual({ key: 'app:auth.phone.errors.passwordNotSet' });
  });

  it('too many operations from one device', async () => {
    const harness = bed.flows();
    const number = newNumber();
    let state = harness.store.getState();
    for (let operation = 0; operation <= AUTH_LIMITS.operationsPerDevice; operation++) {
      harness.store.dispatch(
        passwordLoginSubmitted({ country: 'NL', number: number.national, password: 'whatever1' }),
      );
      state = await idle(harness);
    }
    // The message names the wait: the device's whole window, in minutes.
    expect(selectPhoneFlow(state).error).toEqual({
      key: 'base:phone.tooManyOperationsMinutes',
      values: { minutes: AUTH_LIMITS.operationWindowMinutes },
    });
    await clock.advanceSeconds(AUTH_LIMITS.operationWindowMinutes * 60);
  });

  it('a reset that timed out goes back to verifying the number', async () => {
    const { number, harness } = await atNewPassword();
    await clock.advanceSeconds(AUTH_LIMITS.resetWindowSeconds + 1);
    harness.store.dispatch(newPasswordSubmitted({ password: 'new-password' }));
    const state = await harness.until((s) => selectPhoneFlow(s).resetStep === 'number');
    expect(selectPhoneFlow(state)).toMatchObject({
      error: message(BUSINESS_CODES.resetTimedOut),
      resetCode: undefined,
      verifiedResetCode: undefined,
      mobile: number.e164,
    });
  });
});

// Each switch on a gateway of its own, started in a hook: a gateway's start is not what a test's time limit is for.
describe.each([
  [{ PHONE_REGISTRATION_ENABLED: 'false' }, BUSINESS_CODES.phoneRegistrationDisabled],
  [{ PHONE_REGISTRATION_BLOCKED_COUNTRIES: 'NL' }, BUSINESS_CODES.phoneRegistrationUnavailable],
])('phone registration switched by %o', (env, code) => {
  let closed: TestGateway | undefined;
  beforeAll(async () => {
    closed = await startGateway({ env });
  });
  afterAll(async () => {
    await closed?.close();
  });

  it('refuses a new number with its message', async () => {
    const harness = startFlows(closed!);
    try {
      harness.store.dispatch(
        codeRequested({ country: 'NL', number: newNumber().national, channel: 'sms', purpose: 'login' }),
      );
      const state = await idle(harness);
      expect(selectPhoneFlow(state).error).toEqual(message(code));
    } finally {
      harness.stop();
    }
  });
});
