// E-mail sign-up end to end over real HTTP, spoken by the independent client: register, the mailed link (read
// from /dev/outbox.json), polling, auto-login on any device, the first password, and every refusal on the way.
import { createHash } from 'node:crypto';
import {
  COIN_PROMOTIONS,
  AUTH_LIMITS,
  BUSINESS_CODES,
  PROTOCOL_ERRORS,
  RESULT_CODES,
  getEmailExists,
  getUserInfo,
  postAlreadyVerifyEmail,
  postEmailAutoLogin,
  postEmailLogin,
  postEmailRegister,
  postEmailSetPassword,
  postSendVerifyEmail,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailRegistrations, users } from '../src/db/schema.ts';
import { EmailBed, call, newAddress, newDeviceId, ok, refused } from './email-kit.ts';

let bed: EmailBed;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const db = () => bed.gateway.services.database.db;

beforeAll(async () => {
  bed = await EmailBed.start({ PUBLIC_URL: 'https://aura.example.test' });
});
afterAll(() => bed.close());
beforeEach(() => bed.freshWindow());

describe('exists', () => {
  it('tells whether an address has an account, verified, with a password', async () => {
    const visitor = await bed.visitor();
    const email = newAddress();
    expect(await bed.exists(visitor, email)).toEqual({ exists: false, verified: false, hasPassword: false });
    const { registrationToken, deviceId } = await bed.signUp(email);
    expect(await bed.exists(visitor, email)).toEqual({ exists: true, verified: true, hasPassword: false });
    const owner = await bed.visitor(deviceId);
    ok(await call(owner, postEmailSetPassword, { email, password: 'secret-1', registrationToken }));
    expect(await bed.exists(visitor, email.toUpperCase())).toEqual({
      exists: true,
      verified: true,
      hasPassword: true,
    });
  });

  it('answers in plaintext too, and refuses an address that is none', async () => {
    const visitor = await bed.visitor();
    const plain = await call(visitor, getEmailExists, { email: newAddress() }, { encrypt: false });
    expect(plain.sealedWith).toBeUndefined();
    expect(ok(plain)).toEqual({ exists: false, verified: false, hasPassword: false });
    const bad = await call(visitor, getEmailExists, { email: 'not-an-address' });
    expect(bad.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(bad.body.message).toContain('email');
  });
});

describe('register and the verification mail', () => {
  it('mails a link to the web app; only digests of the tokens are stored', async () => {
    const visitor = await bed.visitor();
    const lower = newAddress('mixed');
    const answer = ok(await call(visitor, postEmailRegister, { email: `  ${lower.toUpperCase()} ` }));
    expect(answer.resendAfterSeconds).toBe(AUTH_LIMITS.codeResendSeconds);
    expect(answer.registrationToken).toMatch(/^[\w-]{43}$/);

    const [mail, ...older] = await bed.mails(lower);
    expect(older).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', recipient: lower });
    expect(mail!.subject).toMatch(/confirm your e-mail address/i);
    expect(mail!.body).toContain(`${AUTH_LIMITS.emailLinkTtlMinutes} minutes`);
    const token = await bed.linkToken(lower, 'verify');
    expect(mail!.body).toContain(`https://aura.example.test/login?verifyEmail=${token}`);
    // The registration token proves the sign-up on its device: it never travels in the mail.
    expect(`${mail!.body}${mail!.html}`).not.toContain(answer.registrationToken);

    const [row] = await db().select().from(emailRegistrations).where(eq(emailRegistrations.email, lower));
    expect(row).toMatchObject({
      deviceId: visitor.identity.deviceId,
      registrationTokenHash: sha256(answer.registrationToken),
      verifyTokenHash: sha256(token),
      verifiedAt: null,
      userId: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(answer.registrationToken);
  });

  it('refuses an address a verified account holds', async () => {
    const email = newAddress();
    await bed.signUp(email);
    const other = await bed.visitor();
    const answer = await call(other, postEmailRegister, { email });
    refused(answer, BUSINESS_CODES.emailAlreadyUsed);
    expect(await bed.mails(email)).toHaveLength(1);
  });

  it('resends no sooner than the resend delay, per address, and the new link replaces the old one', async () => {
    const visitor = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(visitor, postEmailRegister, { email }));
    const first = await bed.linkToken(email, 'verify');

    const early = refused(
      await call(visitor, postSendVerifyEmail, { email, registrationToken }),
      BUSINESS_CODES.tooManyCodeRequests,
    );
    expect(early.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.retryAfterSeconds).toBeLessThanOrEqual(AUTH_LIMITS.codeResendSeconds);
    // Signing up again from another device does not get around the delay (no mail floods).
    const elsewhere = await bed.visitor();
    refused(await call(elsewhere, postEmailRegister, { email }), BUSINESS_CODES.tooManyCodeRequests);
    expect(await bed.mails(email)).toHaveLength(1);

    await bed.advance(AUTH_LIMITS.codeResendSeconds * 1000);
    const resent = ok(await call(visitor, postSendVerifyEmail, { email, registrationToken }));
    expect(resent.resendAfterSeconds).toBe(AUTH_LIMITS.codeResendSeconds);
    expect(await bed.mails(email)).toHaveLength(2);
    const second = await bed.linkToken(email, 'verify');
    expect(second).not.toBe(first);

    refused(await call(visitor, postEmailAutoLogin, { token: first }), BUSINESS_CODES.linkInvalid);
    const login = ok(await call(visitor, postEmailAutoLogin, { token: second }));
    expect(login.isNewUser).toBe(true);
  });

  it('limits new sign-up mails to one address per hour', async () => {
    const email = newAddress();
    for (let sent = 0; sent < AUTH_LIMITS.codeRequestsPerHour; sent += 1) {
      ok(await call(await bed.visitor(), postEmailRegister, { email }));
      await bed.advance(AUTH_LIMITS.codeResendSeconds * 1000);
    }
    const data = refused(
      await call(await bed.visitor(), postEmailRegister, { email }),
      BUSINESS_CODES.tooManyCodeRequests,
    );
    expect(data.retryAfterSeconds).toBeGreaterThan(AUTH_LIMITS.codeResendSeconds);
  });
});

describe('the link, opened on any device', () => {
  it('verifies, makes the account by e-mail without a password, and signs that device in', async () => {
    const registering = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(registering, postEmailRegister, { email }));
    const poll = () => call(registering, postAlreadyVerifyEmail, { email, registrationToken });
    expect(ok(await poll())).toEqual({ verified: false });

    const laptop = newDeviceId();
    const opener = await bed.visitor(laptop);
    const token = await bed.linkToken(email, 'verify');
    const login = ok(await call(opener, postEmailAutoLogin, { token, countryId: 528, pushToken: 'push-1' }));
    expect(login).toMatchObject({
      isNewUser: true,
      countryId: 528,
      pushToken: 'push-1',
      goldNum: COIN_PROMOTIONS.signupBonusCoins,
      profile: { email, emailVerified: true, hasPassword: false, complete: false },
    });
    expect(login.loginToken).toMatch(/^[\w-]{43}$/);
    expect(ok(await poll())).toEqual({ verified: true });

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ id: Number(login.userId), createdVia: 'email', passwordHash: null });
    expect(user!.emailVerifiedAt).not.toBeNull();

    // The session is real: a signed call on the laptop works.
    const signed = await bed.signedIn(login, laptop);
    expect(ok(await call(signed, getUserInfo, {}))).toMatchObject({ userId: login.userId });
  });

  it('works once; unknown and expired links are refused', async () => {
    const again = await bed.visitor();
    const email = newAddress();
    ok(await call(again, postEmailRegister, { email }));
    const token = await bed.linkToken(email, 'verify');
    ok(await call(again, postEmailAutoLogin, { token }));
    refused(await call(again, postEmailAutoLogin, { token }), BUSINESS_CODES.linkInvalid);
    refused(await call(again, postEmailAutoLogin, { token: 'x'.repeat(43) }), BUSINESS_CODES.linkInvalid);

    const late = newAddress();
    ok(await call(again, postEmailRegister, { email: late }));
    const lateToken = await bed.linkToken(late, 'verify');
    await bed.advance(AUTH_LIMITS.emailLinkTtlMinutes * 60 * 1000);
    refused(await call(again, postEmailAutoLogin, { token: lateToken }), BUSINESS_CODES.linkInvalid);
    expect(await bed.exists(again, late)).toMatchObject({ exists: false });
  });

  it('verifies an existing account whose address was unverified, and signs into it', async () => {
    const email = newAddress();
    const existing = await bed.gateway.services.users.create({ nickname: 'Mira' });
    await db()
      .update(users)
      .set({ email, passwordHash: await bed.gateway.services.auth.hasher.hash('old-secret') })
      .where(eq(users.id, existing.id));
    const visitor = await bed.visitor();
    refused(
      await call(visitor, postEmailLogin, { email, password: 'old-secret' }),
      BUSINESS_CODES.emailNotVerified,
    );
    expect(await bed.exists(visitor, email)).toEqual({ exists: true, verified: false, hasPassword: true });

    ok(await call(visitor, postEmailRegister, { email }));
    const login = ok(
      await call(visitor, postEmailAutoLogin, { token: await bed.linkToken(email, 'verify') }),
    );
    expect(login).toMatchObject({ userId: String(existing.id), isNewUser: false });
    expect(login.profile).toMatchObject({ emailVerified: true, hasPassword: true, nickname: 'Mira' });
    ok(await call(visitor, postEmailLogin, { email, password: 'old-secret' }));
  });

  it('is not used up on a banned device: it still works on another one', async () => {
    const email = newAddress();
    const banned = await bed.visitor();
    await bed.gateway.services.auth.bans.ban({ deviceId: banned.identity.deviceId, createdBy: 'test' });
    ok(await call(banned, postEmailRegister, { email }));
    const token = await bed.linkToken(email, 'verify');
    refused(await call(banned, postEmailAutoLogin, { token }), RESULT_CODES.deviceBanned);
    ok(await call(await bed.visitor(), postEmailAutoLogin, { token }));
  });
});

describe('the registration token', () => {
  it('is bound to the device that signed up, and to its address', async () => {
    const owner = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(owner, postEmailRegister, { email }));
    const thief = await bed.visitor();
    refused(
      await call(thief, postAlreadyVerifyEmail, { email, registrationToken }),
      BUSINESS_CODES.registrationNotFound,
    );
    refused(
      await call(thief, postSendVerifyEmail, { email, registrationToken }),
      BUSINESS_CODES.registrationNotFound,
    );
    refused(
      await call(owner, postAlreadyVerifyEmail, { email: newAddress(), registrationToken }),
      BUSINESS_CODES.registrationNotFound,
    );
    refused(
      await call(owner, postAlreadyVerifyEmail, { email, registrationToken: 'y'.repeat(43) }),
      BUSINESS_CODES.registrationNotFound,
    );
    await call(owner, postEmailAutoLogin, { token: await bed.linkToken(email, 'verify') });
    refused(
      await call(thief, postEmailSetPassword, { email, password: 'secret-1', registrationToken }),
      BUSINESS_CODES.registrationNotFound,
    );
    ok(await call(owner, postEmailSetPassword, { email, password: 'secret-1', registrationToken }));
  });

  it('expires with its registration', async () => {
    const owner = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(owner, postEmailRegister, { email }));
    await bed.advance(AUTH_LIMITS.registrationTtlHours * 60 * 60 * 1000);
    refused(
      await call(owner, postAlreadyVerifyEmail, { email, registrationToken }),
      BUSINESS_CODES.registrationNotFound,
    );
  });
});
