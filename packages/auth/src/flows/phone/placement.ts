import { BUSINESS_CODES } from '@aura/contracts';
import { MESSAGE_VALUES } from '@aura/i18n-catalog';
import type { Placement } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import type { PhoneField } from './slice.ts';

export const INVALID_NUMBER: Message = { key: 'base:phone.invalidNumber' };
export const PASSWORD_TOO_SHORT: Message = {
  key: 'base:phone.passwordTooShort',
  values: MESSAGE_VALUES['base:phone.passwordTooShort'],
};
export const CODE_REQUIRED: Message = { key: 'app:auth.phone.errors.codeRequired' };
export const PASSWORD_REQUIRED: Message = { key: 'app:auth.phone.errors.passwordRequired' };

const issues: Placement<PhoneField>['issues'] = {
  mobile: { field: 'number', message: INVALID_NUMBER },
  code: { field: 'code', message: { key: 'base:phone.incorrectCode' } },
  password: { field: 'password', message: PASSWORD_TOO_SHORT },
};

/** Where the phone screens show a failure: a bad number, code or password under its field. */
export const PHONE_PLACEMENT: Placement<PhoneField> = {
  codes: {
    [BUSINESS_CODES.phoneInvalid]: 'number',
    [BUSINESS_CODES.codeIncorrect]: 'code',
    [BUSINESS_CODES.codeExpired]: 'code',
    [BUSINESS_CODES.wrongPassword]: 'password',
  },
  issues,
};

/** The new-password step has no code field: a code problem shows above the form. */
export const NEW_PASSWORD_PLACEMENT: Placement<PhoneField> = { issues };
