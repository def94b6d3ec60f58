import { BUSINESS_CODES } from '@aura/contracts';
import { MESSAGE_VALUES } from '@aura/i18n-catalog';
import type { Placement } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import type { EmailField } from './slice.ts';

export const INVALID_EMAIL: Message = { key: 'base:email.invalid' };
export const PASSWORD_LENGTH_MESSAGE: Message = {
  key: 'base:validation.passwordLength',
  values: MESSAGE_VALUES['base:validation.passwordLength'],
};
export const PASSWORD_TOO_COMMON: Message = { key: 'base:validation.passwordTooCommon' };
export const PASSWORD_REQUIRED: Message = { key: 'app:auth.email.errors.passwordRequired' };

/** Where the e-mail screens show a failure: a bad address or password under its field. */
export const EMAIL_PLACEMENT: Placement<EmailField> = {
  codes: { [BUSINESS_CODES.invalidCredentials]: 'password', [BUSINESS_CODES.passwordTooCommon]: 'password' },
  issues: {
    email: { field: 'email', message: INVALID_EMAIL },
    password: { field: 'password', message: PASSWORD_LENGTH_MESSAGE },
  },
};
