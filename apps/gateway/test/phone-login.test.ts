// Phone sign-in end to end over real HTTP (spec §4 "Phone login"): the independent client asks for codes, reads
// them from the sandbox outbox, signs up, signs in by code and by password, and resets its password.
import { AUTH_LIMITS, PROTOCOL_ERRORS, TELEMETRY_HEADER, TELEMETRY_MAX_CHARS } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import {
  PHONE_TEST_ENV,
  PhoneCaller,
  TestClock,
  expectCode,
  lastMessage,
  messagesTo,
  newNumber,
  wrongCode,
  type LoginData,
} from './phone-client.ts';

/** Addresses the offline GeoLite2 database places in the Netherlands and in Turkey. */
const DUTCH_ADDRESS = '82.94.0.1';
const TURKISH_NUMBER = '+905301000001';

let gateway: TestGateway;
const clock = new TestClock();
/** Lets the resend interval pass, so the same number may have another code. */
const nextCodeAllowed = () => clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
/** The fields of every "phone code sent" log record, in order. */
const codeLogs: Record<string, unknown>[] = [];

beforeAll(async () => {
  gateway = await startTestGateway(
    { ...PHONE_TEST_ENV, PHONE_REGISTRATION_BLOCKED_COUNTRIES: 'TR' },
    { clock },
  );
  // The test gateway logs nothing (LOG_LEVEL silent); each request's logger is watched instead.
  gateway.app.addHook('onRequest', async (request) => {
    const info = request.log.info.bind(request.log);
    request.log.info = ((fields: unknown, ...rest: unknown[]) => {
      if (rest[0] === 'phone code sent') codeLogs.push(fields as Record<string, unknown>);
      return (info as (...args: unknown[]) => void)(fields, ...rest);
    }) as typeof request.log.info;
  });
  await gateway.listen();
});

afterAll(() => gateway.close());

const caller = (options: ConstructorParameters<typeof PhoneCaller>[1] = {}) =>
  PhoneCaller.start(gateway, { clock, ...options });

async function userRow(phone: string) {
  const [row] = await gateway.services.database.db.select().from(users).where(eq(users.phone, phone));
  return row;
}

describe('checkMobile', () => {
  it('answers a new number in E.164, not registered, open for sign-up', async () => {
    const number = newNumber();
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 4)}-${number.slice(4, 8)} ${number.slice(8)}`;
    const answer = await (await caller()).checkMobile(spaced);
    expect(answer.body).toMatchObject({
      code: 200,
      data: { e164: number, registered: false, hasPassword: false, registrationAllowed: true },
    });
  });

  it("reads a number without + in the caller's country by IP, and refuses it when that country is unknown", async () => {
    const number = newNumber();
    const national = `0${number.slice(3)}`;
    const dutch = await caller({ ip: DUTCH_ADDRESS });
    expect((await dutch.checkMobile(national)).body).toMatchObject({ code: 200, data: { e164: number } });
    expectCode(await (await caller()).checkMobile(national), 'phoneInvalid');
  });

  it('refuses numbers that are not valid mobile numbers', async () => {
    const someone = await caller();
    // An Amsterdam landline (no SMS), a UK range reserved for drama, digits that fit no plan.
    for (const mobile of ['+31 20 123 4567', '+44 7700 900123', '+31 6 1234', '+999 123456789']) {
      expectCode(await someone.checkMobile(mobile), 'phoneInvalid');
    }
  });

  it('says sign-up is not offered for a number of a blocked country', async () => {
    const answer = await (await caller()).checkMobile(TURKISH_NUMBER);
    expect(answer.body).toMatchObject({
      code: 200,
      data: { e164: TURKISH_NUMBER, registered: false, registrationAllowed: false },
    });
  });
});

describe('sign-up and sign-in by code', () => {
  it('signs up with an SMS code and a password, then knows the number', async () => {
    const number = newNumber();
    const person = await caller();
    const sent = await person.sendCode(number);
    expect(sent.body).toMatchObject({
      code: 200,
      data: {
        expiresInSeconds: AUTH_LIMITS.codeTtlSeconds,
        resendAfterSeconds: AUTH_LIMITS.codeResendSeconds,
      },
    });
    const { requestId } = sent.body.data as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const message = await lastMessage(gateway, number);
    expect(message).toMatchObject({ channel: 'sms', recipient: number });
    expect(message.code).toMatch(new RegExp(`^\\d{${AUTH_LIMITS.codeDigits}}$`));
    expect(message.body).toBe(
      `Your Aura code is ${message.code}. It expires in ${AUTH_LIMITS.codeTtlSeconds / 60} minutes. Never share it.`,
    );

    const login = await person.login(number, requestId, message.code, {
      password: 'correct horse',
      countryId: 528,
    });
    expect(login.body).toMatchObject({
      code: 200,
      data: { isNewUser: true, countryId: 528, profile: { phone: number, hasPassword: true } },
    });
    const data = login.body.data as LoginData;
    expect(data.loginToken).toMatch(/^[\w-]{43}$/);

    const row = await userRow(number);
    expect(row).toMatchObject({ id: Number(data.userId), createdVia: 'phone', countryCode: 'NL' });
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);

    expect((await person.checkMobile(number)).body.data).toMatchObject({
      registered: true,
      hasPassword: true,
    });
    const signedIn = await person.signedIn(data);
    expect((await signedIn.checkUserSetPassword()).body).toMatchObject({
      code: 200,
      data: { hasPassword: true },
    });
  });

  it('sends by WhatsApp, with or without the anti-bot telemetry header', async () => {
    const number = newNumber();
    const person = await caller();
    const sent = await person.sendCode(number, {
      channel: 'whatsapp',
      headers: { [TELEMETRY_HEADER]: 'eyJ0b3VjaGVzIjo0fQ' },
    });
    expect(sent.body.code).toBe(200);
    expect(await lastMessage(gateway, number)).toMatchObject({ channel: 'whatsapp', recipient: number });
  });

  it('logs the anti-bot telemetry with the code it sent, cut at TELEMETRY_MAX_CHARS, and null without it', async () => {
    const telemetry = 'eyJrZXlzIjo0fQ';
    const long = 'A'.repeat(TELEMETRY_MAX_CHARS + 100);
    const sends: Record<string, string>[] = [
      { [TELEMETRY_HEADER]: telemetry },
      { [TELEMETRY_HEADER]: long },
      {},
    ];
    for (const headers of sends) {
      const number = newNumber();
      const sent = await (await caller()).sendCode(number, { headers });
      expect(sent.body.code).toBe(200);
      expect(codeLogs.at(-1)).toMatchObject({
        to: expect.stringContaining('…'),
        requestId: (sent.body.data as { requestId: string }).requestId,
      });
    }
    expect(codeLogs.slice(-3).map((fields) => fields.telemetry)).toEqual([
      telemetry,
      long.slice(0, TELEMETRY_MAX_CHARS),
      null,
    ]);
  });

  it('signs up without a password, signs in again as the same user, and may add a first password by code', async () => {
    const number = newNumber();
    const person = await caller();
    const first = await person.loginWithCode(number);
    expect(first).toMatchObject({ isNewUser: true, profile: { phone: number, hasPassword: false } });
    expect((await (await person.signedIn(first)).checkUserSetPassword()).body.data).toEqual({
      hasPassword: false,
    });
    expectCode(await person.passwordLogin(number, 'whatever it is'), 'passwordNotSet');

    await nextCodeAllowed();
    const later = await caller({ ip: person.headers['x-forwarded-for'] });
    const second = await later.loginWithCode(number, { password: 'first password' });
    expect(second).toMatchObject({ isNewUser: false, userId: first.userId, profile: { hasPassword: true } });
  });

  it('refuses a code for a number of a country where sign-up is not offered, before sending anything', async () => {
    expectCode(await (await caller()).sendCode(TURKISH_NUMBER), 'phoneRegistrationUnavailable');
    expect(await messagesTo(gateway, TURKISH_NUMBER)).toBe(0);
  });

  it('makes no account for such a number even with a valid code (sent before the country was blocked)', async () => {
    const number = '+905301000003';
    const person = await caller();
    const { requestId, code } = await gateway.services.auth.codes.issue({
      target: number,
      channel: 'sms',
      purpose: 'login',
      deviceId: person.client.identity.deviceId,
      ip: person.headers['x-forwarded-for']!,
    });
    expectCode(await person.login(number, requestId, code), 'phoneRegistrationUnavailable');
    expect(await userRow(number)).toBeUndefined();
  });

  it('still signs in existing accounts of such a country', async () => {
    const number = '+905301000002';
    const user = await gateway.services.users.create({ nickname: 'Deniz', countryCode: 'TR' });
    await gateway.services.database.db.update(users).set({ phone: number }).where(eq(users.id, user.id));
    const login = await (await caller()).loginWithCode(number);
    expect(login).toMatchObject({ userId: String(user.id), isNewUser: false });
    expect((await userRow(number))?.phoneVerifiedAt).toBeInstanceOf(Date);
  });

  it('validates input: a short password, a missing channel, a plaintext request', async () => {
    const number = newNumber();
    const person = await caller();
    const { requestId, code } = await person.receiveCode(number);
    const short = await person.login(number, requestId, code, { password: 'x'.repeat(7) });
    expect(short.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    const plain = await person.client.post(
      '/facade/api/mobile/sms/sendCode',
      { mobile: number, channel: 'sms', purpose: 'login' },
      { encrypt: false, signed: false, headers: person.headers },
    );
    expect(plain.body.code).toBe(PROTOCOL_ERRORS.encryptionRequired);
    const noChannel = await person.client.post(
      '/facade/api/mobile/sms/sendCode',
      { mobile: number, purpose: 'login' },
      { signed: false, headers: person.headers },
    );
    expect(noChannel.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    // The right code still works: the refused calls used nothing up.
    expect((await person.login(number, requestId, code)).body.code).toBe(200);
  });

  it('checks a login code before asking for the optional password, and the code still signs in', async () => {
    const number = newNumber();
    const person = await caller();
    const { requestId, code } = await person.receiveCode(number);
    expectCode(await person.checkCode(number, requestId, wrongCode(code)), 'codeIncorrect', {
      attemptsLeft: AUTH_LIMITS.codeMaxAttempts - 1,
    });
    expect((await person.checkCode(number, requestId, code)).body).toMatchObject({ code: 200 });
    const login = await person.login(number, requestId, code, { password: 'chosen after the check' });
    expect(login.body).toMatchObject({
      code: 200,
      data: { isNewUser: true, profile: { hasPassword: true } },
    });
  });
});

describe('codes are bound to their request', () => {
  it("refuses another number's request id, another purpose's code, and a code used once", async () => {
    const [a, b] = [newNumber(), newNumber()];
    const person = await caller();
    const codeA = await person.receiveCode(a);
    await person.receiveCode(b);

    expectCode(await person.login(b, codeA.requestId, codeA.code), 'codeIncorrect');
    expectCode(await person.checkCode(b, codeA.requestId, codeA.code), 'codeIncorrect');
    const login = await person.login(a, codeA.requestId, codeA.code);
    expect(login.body.code).toBe(200);
    expectCode(await person.login(a, codeA.requestId, codeA.code), 'codeExpired');

    // A reset code does not sign in, and a login code does not reset.
    const reset = await person.receiveCode(a, { purpose: 'reset' });
    expectCode(await person.login(a, reset.requestId, reset.code), 'codeIncorrect');
    await nextCodeAllowed();
    const loginB = await person.receiveCode(b);
    await person.login(b, loginB.requestId, loginB.code);
    await nextCodeAllowed();
    const loginCode = await person.receiveCode(b);
    expectCode(
      await person.updatePassword(b, loginCode.requestId, loginCode.code, 'new password'),
      'codeIncorrect',
    );
  });

  it('a new code replaces the older one', async () => {
    const number = newNumber();
    const person = await caller();
    const old = await person.receiveCode(number);
    await nextCodeAllowed();
    const fresh = await person.receiveCode(number);
    expectCode(await person.login(number, old.requestId, old.code), 'codeExpired');
    expect((await person.login(number, fresh.requestId, fresh.code)).body.code).toBe(200);
  });
});

describe('password sign-in', () => {
  it('signs in with the password; a wrong one says how many tries are left, and a success forgets them', async () => {
    const number = newNumber();
    const person = await caller();
    const account = await person.loginWithCode(number, { password: 'my password 1' });
    expectCode(await person.passwordLogin(number, 'not my password'), 'wrongPassword', {
      attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 1,
    });
    expectCode(await person.passwordLogin(number, 'not it either'), 'wrongPassword', {
      attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 2,
    });
    const login = await person.passwordLogin(number, 'my password 1');
    expect(login.body).toMatchObject({ code: 200, data: { userId: account.userId, isNewUser: false } });
    expectCode(await person.passwordLogin(number, 'wrong again'), 'wrongPassword', {
      attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 1,
    });
  });

  it('says so when no account has the number', async () => {
    expectCode(await (await caller()).passwordLogin(newNumber(), 'any password'), 'accountNotFound');
  });
});

describe('forgot password and password change', () => {
  it('verifies a reset code, sets the new password, and ends the sessions of the account', async () => {
    const number = newNumber();
    const person = await caller();
    const account = await person.loginWithCode(number, { password: 'old password' });
    const oldSession = await person.signedIn(account);
    expect((await oldSession.checkUserSetPassword()).body.code).toBe(200);

    const forgetful = await caller();
    await nextCodeAllowed();
    const reset = await forgetful.receiveCode(number, { purpose: 'reset' });
    expect((await forgetful.checkCode(number, reset.requestId, wrongCode(reset.code))).body).toMatchObject({
      data: { attemptsLeft: AUTH_LIMITS.codeMaxAttempts - 1 },
    });
    expect((await forgetful.checkCode(number, reset.requestId, reset.code)).body).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    const updated = await forgetful.updatePassword(number, reset.requestId, reset.code, 'new password');
    expect(updated.body).toMatchObject({ code: 200, data: { updated: true } });

    expect((await oldSession.checkUserSetPassword()).httpStatus).toBe(401);
    expectCode(await forgetful.passwordLogin(number, 'old password'), 'wrongPassword');
    const login = await forgetful.passwordLogin(number, 'new password');
    expect(login.body).toMatchObject({ code: 200, data: { userId: account.userId } });
    // The code is used up.
    expectCode(
      await forgetful.updatePassword(number, reset.requestId, reset.code, 'third password'),
      'codeExpired',
    );
  });

  it('signed in, changes the password of its own number with a fresh code, keeping its own session', async () => {
    const number = newNumber();
    const phone = await caller();
    const account = await phone.loginWithCode(number);
    const laptop = await caller();
    const laptopLogin = await laptop.passwordLogin(number, 'x'.repeat(8));
    expectCode(laptopLogin, 'passwordNotSet');

    const signedIn = await phone.signedIn(account);
    await nextCodeAllowed();
    const reset = await signedIn.receiveCode(number, { purpose: 'reset' });
    const updated = await signedIn.updatePassword(number, reset.requestId, reset.code, 'chosen password');
    expect(updated.body).toMatchObject({ code: 200, data: { updated: true } });
    expect((await signedIn.checkUserSetPassword()).body).toMatchObject({
      code: 200,
      data: { hasPassword: true },
    });
    expect((await laptop.passwordLogin(number, 'chosen password')).body.code).toBe(200);
  });

  it('needs the code verified first when not signed in for the number', async () => {
    const number = newNumber();
    const person = await caller();
    await person.loginWithCode(number);
    await nextCodeAllowed();
    const stranger = await caller();
    const reset = await stranger.receiveCode(number, { purpose: 'reset' });
    expectCode(
      await stranger.updatePassword(number, reset.requestId, reset.code, 'new password'),
      'resetTimedOut',
    );
  });

  it('sends no reset code for a number without an account', async () => {
    const number = newNumber();
    expectCode(await (await caller()).sendCode(number, { purpose: 'reset' }), 'accountNotFound');
    expect(await messagesTo(gateway, number)).toBe(0);
  });
});
