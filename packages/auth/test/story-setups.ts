// Store states of the sign-in screens, as the flows' own actions reach them: stories start from these.
import { BUSINESS_CODES, type CodeSent } from '@aura/contracts';
import { countryResolved } from '@aura/gateway-client';
import type { Action } from '@reduxjs/toolkit';
import { messageFor } from '../src/errors/messages.ts';
import { bindCodeRequested, bindCodeSent, bindFailed, bound } from '../src/flows/bind/slice.ts';
import {
  accountFound,
  addressVerified,
  emailFailed,
  forgotMailSent,
  forgotSubmitted,
  linkStarted,
  registered,
  verifyMailResent,
} from '../src/flows/email/slice.ts';
import { loginLinkOpened, loginMethodsLoaded } from '../src/flows/methods/slice.ts';
import {
  codeRequested,
  codeSent,
  phoneFailed,
  resetCodeVerified,
  resetTimedOut,
} from '../src/flows/phone/slice.ts';
import { profileFailed } from '../src/flows/profile/slice.ts';
import { bindRequested, loginRequested, signedIn, type LoginView } from '../src/session/slice.ts';
import { completeProfile, loginResult, newProfile } from './flow-fixtures.ts';

const sent: CodeSent = {
  requestId: 'a3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
};
const message = (code: number) => messageFor({ code });

/** The popup open on `view`, for a visitor from the Netherlands. */
export const opened = (view: LoginView = 'methods'): Action[] => [
  countryResolved({ id: 528, ab: 'NL', ip: '203.0.113.7' }),
  loginRequested({ origin: 'header', view }),
];

export const methodsLoaded = loginMethodsLoaded({
  emailRegistration: true,
  phoneRegistration: true,
  social: ['google', 'apple', 'facebook'],
});

export const setups = {
  methods: [...opened(), methodsLoaded],
  methodsLoaded: [methodsLoaded],
  methodsLoading: opened(),
  googlePermission: [...opened(), methodsLoaded, loginLinkOpened({ oauthError: 'permission' })],
  phoneNumber: opened('phone'),
  phoneInvalidNumber: [
    ...opened('phone'),
    codeRequested({ country: 'NL', number: '0612', channel: 'sms', purpose: 'login' }),
    phoneFailed({ error: undefined, fieldErrors: { number: message(BUSINESS_CODES.phoneInvalid) } }),
  ],
  phoneRegistrationUnavailable: [
    ...opened('phone'),
    codeRequested({ country: 'NL', number: '06 12345678', channel: 'whatsapp', purpose: 'login' }),
    phoneFailed({ error: message(BUSINESS_CODES.phoneRegistrationUnavailable), fieldErrors: {} }),
  ],
  phoneCodeNewNumber: [
    ...opened('phone'),
    codeSent({ purpose: 'login', mobile: '+31612345678', registered: false, hasPassword: false, sent }),
  ],
  phoneCodeIncorrect: [
    ...opened('phone'),
    codeSent({ purpose: 'login', mobile: '+31612345678', registered: true, hasPassword: true, sent }),
    phoneFailed({ error: undefined, fieldErrors: { code: message(BUSINESS_CODES.codeIncorrect) } }),
  ],
  phoneTooManyWrongCodes: [
    ...opened('phone'),
    codeSent({ purpose: 'login', mobile: '+31612345678', registered: true, hasPassword: true, sent }),
    phoneFailed({ error: message(BUSINESS_CODES.tooManyWrongCodes), fieldErrors: {} }),
  ],
  phonePassword: opened('phonePassword'),
  phoneTooManyWrongPasswords: [
    ...opened('phonePassword'),
    phoneFailed({ error: message(BUSINESS_CODES.tooManyWrongPasswords), fieldErrors: {} }),
  ],
  phoneForgotCode: [
    ...opened('phoneForgot'),
    codeSent({ purpose: 'reset', mobile: '+905321234567', registered: true, hasPassword: true, sent }),
  ],
  phoneForgotNewPassword: [
    ...opened('phoneForgot'),
    codeSent({ purpose: 'reset', mobile: '+905321234567', registered: true, hasPassword: true, sent }),
    resetCodeVerified({ code: '123456' }),
  ],
  phoneResetTimedOut: [
    ...opened('phoneForgot'),
    codeRequested({ country: 'TR', number: '0532 123 45 67', channel: 'sms', purpose: 'reset' }),
    codeSent({ purpose: 'reset', mobile: '+905321234567', registered: true, hasPassword: true, sent }),
    resetCodeVerified({ code: '123456' }),
    resetTimedOut(message(BUSINESS_CODES.resetTimedOut)),
  ],
  emailAddress: opened('email'),
  emailInvalid: [
    ...opened('email'),
    emailFailed({ error: undefined, fieldErrors: { email: { key: 'base:email.invalid' } } }),
  ],
  emailRegistrationClosed: [
    ...opened('email'),
    emailFailed({ error: message(BUSINESS_CODES.emailRegistrationClosed), fieldErrors: {} }),
  ],
  emailPassword: [...opened('email'), accountFound({ email: 'mia@example.com', hasPassword: true })],
  emailWrongPassword: [
    ...opened('email'),
    accountFound({ email: 'mia@example.com', hasPassword: true }),
    emailFailed({ error: undefined, fieldErrors: { password: message(BUSINESS_CODES.invalidCredentials) } }),
  ],
  emailNoPasswordYet: [...opened('email'), accountFound({ email: 'mia@example.com', hasPassword: false })],
  emailInbox: [
    ...opened('emailVerify'),
    registered({ email: 'mia@example.com', registrationToken: 'registration-token', resendAfterSeconds: 60 }),
  ],
  emailInboxResent: [
    ...opened('emailVerify'),
    registered({ email: 'mia@example.com', registrationToken: 'registration-token', resendAfterSeconds: 0 }),
    verifyMailResent({ resendAfterSeconds: 0 }),
  ],
  emailLinkChecking: [...opened('emailVerify'), linkStarted({})],
  emailLinkInvalid: [
    ...opened('emailVerify'),
    linkStarted({}),
    emailFailed({ error: message(BUSINESS_CODES.linkInvalid), fieldErrors: {} }),
  ],
  emailSetPassword: [
    ...opened('emailVerify'),
    registered({ email: 'mia@example.com', registrationToken: 'registration-token', resendAfterSeconds: 60 }),
    addressVerified({ email: 'mia@example.com' }),
  ],
  emailForgot: opened('emailForgot'),
  emailForgotSent: [
    ...opened('emailForgot'),
    forgotSubmitted({ email: 'mia@example.com' }),
    forgotMailSent({ resendAfterSeconds: 60 }),
  ],
  emailReset: [...opened('emailReset'), linkStarted({ resetToken: 'a-reset-token-from-the-mail' })],
  completeProfile: [signedIn(loginResult(newProfile))],
  completeProfileErrors: [
    signedIn(loginResult(newProfile)),
    profileFailed({
      error: undefined,
      fieldErrors: {
        nickname: { key: 'base:profile.nicknameSensitiveWords' },
        birthday: messageFor({ code: BUSINESS_CODES.underAge }),
        adult: messageFor({ code: BUSINESS_CODES.adultConfirmationRequired }),
      },
    }),
  ],
  bindEmail: [signedIn(loginResult(completeProfile)), bindRequested({ kind: 'email' })],
  bindPhone: [
    countryResolved({ id: 792, ab: 'TR', ip: '203.0.113.9' }),
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'phone' }),
  ],
  bindLocked: [
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'email' }),
    bindCodeRequested({ kind: 'email', email: 'new@example.com' }),
    bindFailed({ error: undefined, fieldErrors: { value: message(BUSINESS_CODES.bindLocked) } }),
  ],
  bindTakeover: [
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'email' }),
    bindCodeSent({ value: 'old-address@example.com', takeover: true, sent }),
  ],
  bindTakeoverUnconfirmed: [
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'email' }),
    bindCodeSent({ value: 'old-address@example.com', takeover: true, sent }),
    bindFailed({
      error: undefined,
      fieldErrors: { takeover: message(BUSINESS_CODES.bindTakeoverNeedsConfirmation) },
    }),
  ],
  bindPhoneCode: [
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'phone' }),
    bindCodeSent({ value: '+905321234567', takeover: false, sent }),
  ],
  bindDoneWithCoins: [
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'email' }),
    bound({ kind: 'email', value: 'mia@example.com', coinsGranted: 20 }),
  ],
  bindDoneChange: [
    signedIn(loginResult(completeProfile)),
    bindRequested({ kind: 'phone' }),
    bound({ kind: 'phone', value: '+905321234567', coinsGranted: 0 }),
  ],
} satisfies Record<string, Action[]>;

export type StorySetup = keyof typeof setups;
