// The first password of an e-mail account, and e-mail registration closed by configuration, end to end over real
// HTTP with the independent client.
import {
  BUSINESS_CODES,
  PASSWORD_LENGTH,
  PROTOCOL_ERRORS,
  postEmailAutoLogin,
  postEmailLogin,
  postEmailRegister,
  postEmailSetPassword,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailRegistrations } from '../src/db/schema.ts';
import { EmailBed, call, newAddress, ok, refused } from './email-kit.ts';

let bed: EmailBed;
const db = () => bed.gateway.services.database.db;

beforeAll(async () => {
  bed = await EmailBed.start({ PUBLIC_URL: 'https://aura.example.test' });
});
afterAll(() => bed.close());
beforeEach(() => bed.freshWindow());

describe('setPassword', () => {
  it('with the registration token: refuses before the link, then sets it once and signs in', async () => {
    const owner = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(owner, postEmailRegister, { email }));
    const set = (password: string) =>
      call(owner, postEmailSetPassword, { email, password, registrationToken });
    refused(await set('secret-1'), BUSINESS_CODES.emailNotVerified);

    ok(await call(await bed.visitor(), postEmailAutoLogin, { token: await bed.linkToken(email, 'verify') }));
    const login = ok(await set('secret-1'));
    expect(login).toMatchObject({ isNewUser: false, profile: { email, hasPassword: true } });
    // The token is used up.
    refused(await set('secret-2'), BUSINESS_CODES.registrationNotFound);
    ok(await call(owner, postEmailLogin, { email, password: 'secret-1' }));
    refused(
      await call(owner, postEmailLogin, { email, password: 'secret-2' }),
      BUSINESS_CODES.invalidCredentials,
    );
  });

  it('signed in, for one own verified address without a password; once', async () => {
    const email = newAddress();
    const { login, deviceId } = await bed.signUp(email);
    const signed = await bed.signedIn(login, deviceId);
    refused(
      await call(signed, postEmailSetPassword, { email: newAddress(), password: 'secret-1' }),
      BUSINESS_CODES.accountNotFound,
    );
    const again = ok(await call(signed, postEmailSetPassword, { email, password: 'secret-1' }));
    expect(again).toMatchObject({ userId: login.userId, isNewUser: false, profile: { hasPassword: true } });

    const renewed = await bed.signedIn(again, deviceId);
    refused(
      await call(renewed, postEmailSetPassword, { email, password: 'secret-2' }),
      BUSINESS_CODES.passwordAlreadySet,
    );
  });

  it('needs a registration token or a session', async () => {
    const visitor = await bed.visitor();
    refused(
      await call(visitor, postEmailSetPassword, { email: newAddress(), password: 'secret-1' }),
      BUSINESS_CODES.registrationNotFound,
    );
  });

  it('keeps the spec’s minimum, takes a passphrase, refuses the most common passwords', async () => {
    const owner = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(owner, postEmailRegister, { email }));
    ok(await call(await bed.visitor(), postEmailAutoLogin, { token: await bed.linkToken(email, 'verify') }));
    const set = (password: string) =>
      call(owner, postEmailSetPassword, { email, password, registrationToken });
    for (const password of ['12345', 'x'.repeat(PASSWORD_LENGTH.max + 1)]) {
      const answer = await set(password);
      expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
      expect(answer.body.message).toContain(`${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`);
    }
    for (const password of ['123456', 'password', 'Qwerty123', 'iloveyou']) {
      refused(await set(password), BUSINESS_CODES.passwordTooCommon);
    }
    // Nothing was used up by the refusals: the registration token still sets a good one.
    const passphrase = 'a passphrase of several words, well past sixteen characters';
    expect(passphrase.length).toBeGreaterThan(16);
    ok(await set(passphrase));
    ok(await call(owner, postEmailLogin, { email, password: passphrase }));
  });

  it('makes the account when the link was not used to make it', async () => {
    const owner = await bed.visitor();
    const email = newAddress();
    const { registrationToken } = ok(await call(owner, postEmailRegister, { email }));
    // As if the link's account step never ran (the gateway stopped between verifying and making the account).
    await db()
      .update(emailRegistrations)
      .set({ verifiedAt: new Date(Date.now() + bed.shift) })
      .where(eq(emailRegistrations.email, email));
    const login = ok(
      await call(owner, postEmailSetPassword, { email, password: 'secret-1', registrationToken }),
    );
    expect(login).toMatchObject({
      isNewUser: true,
      profile: { email, emailVerified: true, hasPassword: true },
    });
  });
});

describe('e-mail registration closed by configuration', () => {
  let closed: EmailBed;
  beforeAll(async () => {
    closed = await EmailBed.start(
      { EMAIL_REGISTRATION_ENABLED: 'false' },
      { shareDatabaseWith: bed.gateway, clock: bed.clock },
    );
  });
  afterAll(() => closed.close());

  it('refuses sign-ups and links that would make an account, but signs existing accounts in', async () => {
    const visitor = await closed.visitor();
    const answer = await call(visitor, postEmailRegister, { email: newAddress() });
    refused(answer, BUSINESS_CODES.emailRegistrationClosed);
    expect(answer.body.message).toBe('Email registration has been closed; use other methods.');

    // A sign-up started while it was open cannot make its account now.
    const email = newAddress();
    ok(await call(await bed.visitor(), postEmailRegister, { email }));
    const token = await bed.linkToken(email, 'verify');
    refused(await call(visitor, postEmailAutoLogin, { token }), BUSINESS_CODES.emailRegistrationClosed);

    const member = newAddress();
    await bed.account(member, 'secret-1');
    ok(await call(visitor, postEmailLogin, { email: member, password: 'secret-1' }));
  });
});
