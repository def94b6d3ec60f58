// The limits of phone sign-in over real HTTP (spec §8 "Phone login"), on a gateway whose clock the tests move:
// wrong and expired codes, code rationing per number, operations per device and address, the password pause,
// the reset window, and brute force of a code and of a password.
import { AUTH_LIMITS, PROTOCOL_ERRORS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import {
  PHONE_TEST_ENV,
  PhoneCaller,
  TestClock,
  expectCode,
  messagesTo,
  newNumber,
  wrongCode,
} from './phone-client.ts';

const HOUR_SECONDS = 60 * 60;

let gateway: TestGateway;
const clock = new TestClock();

beforeAll(async () => {
  gateway = await startTestGateway(PHONE_TEST_ENV, { clock });
  await gateway.listen();
});

afterAll(() => gateway.close());

const caller = (options: ConstructorParameters<typeof PhoneCaller>[1] = {}) =>
  PhoneCaller.start(gateway, { clock, ...options });

describe('wrong and expired codes', () => {
  it('counts wrong codes down, then kills the code: brute force gets as many guesses as the limit', async () => {
    const number = newNumber();
    const attacker = await caller();
    const { requestId, code } = await attacker.receiveCode(number);
    const refusals: number[] = [];
    for (let seed = 1; seed <= 20; seed += 1) {
      const answer = await attacker.login(number, requestId, wrongCode(code, seed));
      refusals.push(answer.body.code);
      if (answer.body.code !== refusals[0]) break;
      expectCode(answer, 'codeIncorrect', { attemptsLeft: AUTH_LIMITS.codeMaxAttempts - seed });
    }
    // codeMaxAttempts - 1 answers say "incorrect", the last guess kills the code.
    expect(refusals).toHaveLength(AUTH_LIMITS.codeMaxAttempts);
    expectCode(await attacker.login(number, requestId, code), 'tooManyWrongCodes');
    expectCode(await attacker.checkCode(number, requestId, code), 'tooManyWrongCodes');
  });

  it('guesses made through checkCode count too', async () => {
    const number = newNumber();
    const person = await caller();
    await person.loginWithCode(number);
    await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
    const { requestId, code } = await person.receiveCode(number, { purpose: 'reset' });
    for (let seed = 1; seed < AUTH_LIMITS.codeMaxAttempts; seed += 1) {
      expectCode(await person.checkCode(number, requestId, wrongCode(code, seed)), 'codeIncorrect');
    }
    expectCode(await person.checkCode(number, requestId, wrongCode(code, 99)), 'tooManyWrongCodes');
    expectCode(await person.checkCode(number, requestId, code), 'tooManyWrongCodes');
  });

  it('refuses a code after its lifetime', async () => {
    const number = newNumber();
    const person = await caller();
    const { requestId, code } = await person.receiveCode(number);
    await clock.advanceSeconds(AUTH_LIMITS.codeTtlSeconds);
    expectCode(await person.login(number, requestId, code), 'codeExpired');
  });
});

describe('codes per number', () => {
  it('makes the same number wait the resend interval, whoever asks', async () => {
    const number = newNumber();
    expect((await (await caller()).sendCode(number)).body.code).toBe(200);
    const answer = await (await caller()).sendCode(number, { channel: 'whatsapp' });
    expectCode(answer, 'tooManyCodeRequests');
    const wait = (answer.body.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(AUTH_LIMITS.codeResendSeconds - 5);
    expect(wait).toBeLessThanOrEqual(AUTH_LIMITS.codeResendSeconds);
    await clock.advanceSeconds(wait);
    expect((await (await caller()).sendCode(number)).body.code).toBe(200);
    expect(await messagesTo(gateway, number)).toBe(2);
  });

  it('allows a few codes an hour, then says too many code requests', async () => {
    const number = newNumber();
    for (let sent = 0; sent < AUTH_LIMITS.codeRequestsPerHour; sent += 1) {
      expect((await (await caller()).sendCode(number)).body.code).toBe(200);
      await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
    }
    expectCode(await (await caller()).sendCode(number), 'tooManyCodeRequests');
    expect(await messagesTo(gateway, number)).toBe(AUTH_LIMITS.codeRequestsPerHour);
  });

  it('allows a few codes a day, then says the daily limit is reached', async () => {
    const number = newNumber();
    let sent = 0;
    while (sent < AUTH_LIMITS.codeRequestsPerDay) {
      const answer = await (await caller()).sendCode(number, { purpose: 'login' });
      if (answer.body.code === 200) sent += 1;
      else {
        expectCode(answer, 'tooManyCodeRequests');
        await clock.advanceSeconds(HOUR_SECONDS);
        continue;
      }
      await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
    }
    await clock.advanceSeconds(HOUR_SECONDS);
    expectCode(await (await caller()).sendCode(number), 'dailyCodeLimit');
    expect(await messagesTo(gateway, number)).toBe(AUTH_LIMITS.codeRequestsPerDay);
    await clock.advanceSeconds(24 * HOUR_SECONDS);
    expect((await (await caller()).sendCode(number)).body.code).toBe(200);
  });
});

describe('operations per device', () => {
  // An address's budget, far larger, and the account's: sign-in-limits.test.ts.
  it('stops a device after its operations, from whatever address', async () => {
    const deviceId = 'phone-limits-busy-device';
    for (let n = 0; n < AUTH_LIMITS.operationsPerDevice; n += 1) {
      expect((await (await caller({ deviceId })).checkMobile(newNumber())).body.code).toBe(200);
    }
    expectCode(
      await (await caller({ deviceId })).passwordLogin(newNumber(), 'password'),
      'tooManyOperations',
    );
  });
});

describe('the password pause', () => {
  it('pauses password sign-in after wrong passwords: brute force stops even at the right one', async () => {
    const number = newNumber();
    const owner = await caller();
    await owner.loginWithCode(number, { password: 'the real password' });
    const attacker = await caller();
    const guesses = ['123456789', 'password1', 'qwertyuiop', 'iloveyou1', 'letmein123', 'the real password'];
    const answers = [];
    for (const guess of guesses) answers.push(await attacker.passwordLogin(number, guess));
    answers
      .slice(0, AUTH_LIMITS.passwordMaxAttempts - 1)
      .forEach((answer, index) =>
        expectCode(answer, 'wrongPassword', { attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 1 - index }),
      );
    for (const answer of answers.slice(AUTH_LIMITS.passwordMaxAttempts - 1)) {
      expectCode(answer, 'tooManyWrongPasswords');
    }
    // The owner too waits out the pause (or resets the password).
    expectCode(await owner.passwordLogin(number, 'the real password'), 'tooManyWrongPasswords');
    await clock.advanceSeconds(AUTH_LIMITS.passwordLockMinutes * 60);
    expect((await owner.passwordLogin(number, 'the real password')).body.code).toBe(200);
  });

  it('a password reset ends the pause', async () => {
    const number = newNumber();
    const owner = await caller();
    await owner.loginWithCode(number, { password: 'first password' });
    for (let n = 0; n < AUTH_LIMITS.passwordMaxAttempts; n += 1)
      await owner.passwordLogin(number, 'bad guess');
    expectCode(await owner.passwordLogin(number, 'first password'), 'tooManyWrongPasswords');
    await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
    const { requestId, code } = await owner.receiveCode(number, { purpose: 'reset' });
    expect((await owner.checkCode(number, requestId, code)).body.code).toBe(200);
    expect((await owner.updatePassword(number, requestId, code, 'second password')).body.code).toBe(200);
    expect((await owner.passwordLogin(number, 'second password')).body.code).toBe(200);
  });
});

describe('the reset window', () => {
  it('keeps a verified reset code for the window, past the code lifetime, then times the reset out', async () => {
    const number = newNumber();
    const owner = await caller();
    await owner.loginWithCode(number);
    await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);

    const slow = await owner.receiveCode(number, { purpose: 'reset' });
    expect((await owner.checkCode(number, slow.requestId, slow.code)).body.code).toBe(200);
    await clock.advanceSeconds(AUTH_LIMITS.resetWindowSeconds + 1);
    expectCode(
      await owner.updatePassword(number, slow.requestId, slow.code, 'too late now'),
      'resetTimedOut',
    );
    // Timed out for good: the phone must be verified again.
    expectCode(await owner.updatePassword(number, slow.requestId, slow.code, 'too late now'), 'codeExpired');

    // Checked just before the code's lifetime ends, the new password comes after it: still in the window.
    const steady = await owner.receiveCode(number, { purpose: 'reset' });
    await clock.advanceSeconds(AUTH_LIMITS.codeTtlSeconds - 10);
    expect((await owner.checkCode(number, steady.requestId, steady.code)).body.code).toBe(200);
    await clock.advanceSeconds(60);
    expect(60 - 10).toBeLessThan(AUTH_LIMITS.resetWindowSeconds);
    expect(
      (await owner.updatePassword(number, steady.requestId, steady.code, 'in good time')).body.code,
    ).toBe(200);
  });
});

describe('sign-up switched off, with Twilio configured', () => {
  let closed: TestGateway;

  beforeAll(async () => {
    closed = await startTestGateway({
      ...PHONE_TEST_ENV,
      PHONE_REGISTRATION_ENABLED: 'false',
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_SMS_FROM: '+15005550006',
    });
    await closed.listen();
  });

  afterAll(() => closed.close());

  it('sends codes through Twilio', async () => {
    const { TwilioTextSender } = await import('../src/providers/twilio-text-sender.ts');
    expect(closed.services.auth.texts).toBeInstanceOf(TwilioTextSender);
  });

  it('says registration is disabled before sending anything to a new number', async () => {
    const person = await PhoneCaller.start(closed);
    const number = newNumber();
    expect((await person.checkMobile(number)).body.data).toMatchObject({ registrationAllowed: false });
    expectCode(await person.sendCode(number), 'phoneRegistrationDisabled');
  });

  it('offers no WhatsApp codes without a WhatsApp sender', async () => {
    const person = await PhoneCaller.start(closed);
    const answer = await person.sendCode(newNumber(), { channel: 'whatsapp' });
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(answer.body.message).toContain('channel');
  });
});
