// E-mail and password sign-in, forgot password, and who holds an address, end to end over real HTTP with the
// independent client: the throttles that stop guessing, the single-use reset link, bans.
import {
  AUTH_LIMITS,
  BUSINESS_CODES,
  RESULT_CODES,
  SESSION_EXPIRED_HTTP_STATUS,
  getEmailExists,
  getUserInfo,
  postCheckFormalUserEmail,
  postEmailLogin,
  postEmailRegister,
  postEmailResetPassword,
  postSendForgetEmail,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { EmailBed, call, newAddress, newDeviceId, ok, refused } from './email-kit.ts';

let bed: EmailBed;

beforeAll(async () => {
  bed = await EmailBed.start();
});
afterAll(() => bed.close());
beforeEach(() => bed.freshWindow());

const login = async (email: string, password: string, deviceId = newDeviceId()) =>
  call(await bed.visitor(deviceId), postEmailLogin, { email, password });

describe('emailLogin', () => {
  it('signs in with the right password; the session works', async () => {
    const email = newAddress();
    const { login: first } = await bed.account(email, 'secret-1');
    const device = newDeviceId();
    const result = ok(await login(email.toUpperCase(), 'secret-1', device));
    expect(result).toMatchObject({
      userId: first.userId,
      isNewUser: false,
      profile: { email, emailVerified: true, hasPassword: true },
    });
    const signed = await bed.signedIn(result, device);
    expect(ok(await call(signed, getUserInfo, {}))).toMatchObject({ userId: first.userId });
  });

  it('refuses an unknown address and a wrong password, counting the attempts left', async () => {
    refused(await login(newAddress(), 'secret-1'), BUSINESS_CODES.accountNotFound);
    const email = newAddress();
    await bed.account(email, 'secret-1');
    const wrong = refused(await login(email, 'secret-2'), BUSINESS_CODES.invalidCredentials);
    expect(wrong).toEqual({ attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 1 });
    // A success starts the count again.
    ok(await login(email, 'secret-1'));
    expect(refused(await login(email, 'secret-2'), BUSINESS_CODES.invalidCredentials)).toEqual({
      attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 1,
    });
  });

  it('stops guessing a password: after the last attempt even the right one waits out the pause', async () => {
    const email = newAddress();
    await bed.account(email, 'secret-1');
    for (let left = AUTH_LIMITS.passwordMaxAttempts - 1; left > 0; left -= 1) {
      // Each guess from a new device: the pause is per account, not per device.
      expect(refused(await login(email, `guess-${left}`), BUSINESS_CODES.invalidCredentials)).toEqual({
        attemptsLeft: left,
      });
    }
    const paused = refused(await login(email, 'guess-last'), BUSINESS_CODES.tooManyWrongPasswords);
    expect(paused.retryAfterSeconds).toBe(AUTH_LIMITS.passwordLockMinutes * 60);
    refused(await login(email, 'secret-1'), BUSINESS_CODES.tooManyWrongPasswords);

    await bed.advance(AUTH_LIMITS.passwordLockMinutes * 60 * 1000);
    ok(await login(email, 'secret-1'));
  });

  it('counts guesses at an account that has no password yet like any other', async () => {
    const email = newAddress();
    await bed.signUp(email);
    expect(refused(await login(email, 'secret-1'), BUSINESS_CODES.invalidCredentials)).toEqual({
      attemptsLeft: AUTH_LIMITS.passwordMaxAttempts - 1,
    });
  });

  it('refuses a banned account, and a banned device', async () => {
    const email = newAddress();
    const { login: account } = await bed.account(email, 'secret-1');
    const bannedDevice = newDeviceId();
    await bed.gateway.services.auth.bans.ban({ deviceId: bannedDevice, createdBy: 'test' });
    refused(await login(email, 'secret-1', bannedDevice), RESULT_CODES.deviceBanned);
    await bed.gateway.services.auth.bans.ban({ userId: Number(account.userId), createdBy: 'test' });
    refused(await login(email, 'secret-1'), RESULT_CODES.accountBanned);
    refused(await login(email, 'secret-1', bannedDevice), RESULT_CODES.accountAndDeviceBanned);
  });
});

describe('the operation throttle', () => {
  it('stops one device after the sign-in operations of ten minutes, whatever it tries', async () => {
    const device = await bed.visitor();
    const email = newAddress();
    for (let n = 0; n < AUTH_LIMITS.operationsPerDevice; n += 1) {
      refused(await call(device, postEmailLogin, { email, password: 'x' }), BUSINESS_CODES.accountNotFound);
    }
    const stopped = refused(
      await call(device, postEmailRegister, { email }),
      BUSINESS_CODES.tooManyOperations,
    );
    expect(stopped.retryAfterSeconds).toBeGreaterThan(0);
    refused(await call(device, postSendForgetEmail, { email }), BUSINESS_CODES.tooManyOperations);
    // Asking whether an address has an account counts too: it must not be free to ask in bulk.
    refused(await call(device, getEmailExists, { email }), BUSINESS_CODES.tooManyOperations);
    refused(
      await call(device, postEmailResetPassword, { token: 'z'.repeat(43), password: 'secret-1' }),
      BUSINESS_CODES.tooManyOperations,
    );
    // Every test call comes from 127.0.0.1, as people behind one office or carrier address do: the others go on.
    refused(await login(email, 'x'), BUSINESS_CODES.accountNotFound);
    await bed.freshWindow();
    refused(await call(device, postEmailLogin, { email, password: 'x' }), BUSINESS_CODES.accountNotFound);
  });
});

describe('forgot password', () => {
  it('mails a single-use link that sets a new password, ends old sessions and signs in', async () => {
    const email = newAddress();
    const { login: before, deviceId } = await bed.account(email, 'secret-1');
    const oldSession = await bed.signedIn(before, deviceId);
    ok(await call(oldSession, getUserInfo, {}));

    const visitor = await bed.visitor();
    expect(ok(await call(visitor, postSendForgetEmail, { email }))).toEqual({
      resendAfterSeconds: AUTH_LIMITS.codeResendSeconds,
    });
    const [mail] = await bed.mails(email);
    expect(mail!.subject).toMatch(/reset your .* password/i);
    const token = await bed.linkToken(email, 'reset');

    // A common password is refused and uses nothing up: the same link then sets a good one.
    refused(
      await call(visitor, postEmailResetPassword, { token, password: 'letmein' }),
      BUSINESS_CODES.passwordTooCommon,
    );
    const reset = () => call(visitor, postEmailResetPassword, { token, password: 'secret-2' });
    const result = ok(await reset());
    expect(result).toMatchObject({ userId: before.userId, isNewUser: false });
    refused(await reset(), BUSINESS_CODES.linkInvalid);

    const ended = await call(oldSession, getUserInfo, {});
    expect(ended.httpStatus).toBe(SESSION_EXPIRED_HTTP_STATUS);
    refused(await login(email, 'secret-1'), BUSINESS_CODES.invalidCredentials);
    ok(await login(email, 'secret-2'));
  });

  it('paces its mails; a newer link retires the older one', async () => {
    const email = newAddress();
    await bed.account(email, 'secret-1');
    const visitor = await bed.visitor();
    ok(await call(visitor, postSendForgetEmail, { email }));
    const first = await bed.linkToken(email, 'reset');
    const early = refused(
      await call(visitor, postSendForgetEmail, { email }),
      BUSINESS_CODES.tooManyCodeRequests,
    );
    expect(early.retryAfterSeconds).toBeLessThanOrEqual(AUTH_LIMITS.codeResendSeconds);

    await bed.advance(AUTH_LIMITS.codeResendSeconds * 1000);
    ok(await call(visitor, postSendForgetEmail, { email }));
    const second = await bed.linkToken(email, 'reset');
    refused(
      await call(visitor, postEmailResetPassword, { token: first, password: 'secret-2' }),
      BUSINESS_CODES.linkInvalid,
    );
    ok(await call(visitor, postEmailResetPassword, { token: second, password: 'secret-2' }));

    for (let sent = 2; sent < AUTH_LIMITS.codeRequestsPerHour; sent += 1) {
      await bed.advance(AUTH_LIMITS.codeResendSeconds * 1000);
      ok(await call(visitor, postSendForgetEmail, { email }));
    }
    await bed.advance(AUTH_LIMITS.codeResendSeconds * 1000);
    refused(await call(visitor, postSendForgetEmail, { email }), BUSINESS_CODES.tooManyCodeRequests);
  });

  it('refuses expired and unknown links, unknown and unverified addresses', async () => {
    const email = newAddress();
    await bed.account(email, 'secret-1');
    const visitor = await bed.visitor();
    ok(await call(visitor, postSendForgetEmail, { email }));
    const token = await bed.linkToken(email, 'reset');
    await bed.advance(AUTH_LIMITS.emailLinkTtlMinutes * 60 * 1000);
    refused(
      await call(visitor, postEmailResetPassword, { token, password: 'secret-2' }),
      BUSINESS_CODES.linkInvalid,
    );
    refused(
      await call(visitor, postEmailResetPassword, { token: 'q'.repeat(43), password: 'secret-2' }),
      BUSINESS_CODES.linkInvalid,
    );
    refused(
      await call(visitor, postSendForgetEmail, { email: newAddress() }),
      BUSINESS_CODES.accountNotFound,
    );

    const unverified = newAddress();
    const user = await bed.gateway.services.users.create({ nickname: '' });
    await bed.gateway.services.database.db
      .update(users)
      .set({ email: unverified })
      .where(eq(users.id, user.id));
    refused(await call(visitor, postSendForgetEmail, { email: unverified }), BUSINESS_CODES.emailNotVerified);
    expect(await bed.mails(unverified)).toEqual([]);
  });

  it('lifts the wrong-password pause', async () => {
    const email = newAddress();
    await bed.account(email, 'secret-1');
    for (let n = 0; n < AUTH_LIMITS.passwordMaxAttempts; n += 1) await login(email, 'wrong-one');
    refused(await login(email, 'secret-1'), BUSINESS_CODES.tooManyWrongPasswords);
    const visitor = await bed.visitor();
    ok(await call(visitor, postSendForgetEmail, { email }));
    const token = await bed.linkToken(email, 'reset');
    ok(await call(visitor, postEmailResetPassword, { token, password: 'secret-3' }));
    ok(await login(email, 'secret-3'));
  });
});

describe('checkFormalUserEmail', () => {
  it('says who holds an address: nobody, oneself, a verified or an unverified account', async () => {
    const mine = newAddress();
    const { login: me, deviceId } = await bed.signUp(mine);
    const signed = await bed.signedIn(me, deviceId);
    const holder = async (email: string) =>
      ok(await call(signed, postCheckFormalUserEmail, { email })).holder;

    const verified = newAddress();
    await bed.signUp(verified);
    const unverified = newAddress();
    const other = await bed.gateway.services.users.create({ nickname: '' });
    await bed.gateway.services.database.db
      .update(users)
      .set({ email: unverified })
      .where(eq(users.id, other.id));

    expect(await holder(newAddress())).toBe('none');
    expect(await holder(mine.toUpperCase())).toBe('self');
    expect(await holder(verified)).toBe('verified');
    expect(await holder(unverified)).toBe('unverified');
  });

  it('needs a session', async () => {
    const answer = await call(await bed.visitor(), postCheckFormalUserEmail, { email: newAddress() });
    expect(answer.httpStatus).toBe(SESSION_EXPIRED_HTTP_STATUS);
  });
});
