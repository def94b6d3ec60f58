import { BUSINESS_CODES } from '@aura/contracts';
import type { Placement } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import type { BindKind } from '../../session/slice.ts';
import type { BindField } from './slice.ts';

export const CODE_REQUIRED: Message = { key: 'app:auth.phone.errors.codeRequired' };
export const INVALID_VALUE: Record<BindKind, Message> = {
  email: { key: 'base:email.invalid' },
  phone: { key: 'base:phone.invalidNumber' },
};

/** Where the bind dialog shows a failure: the value's problems under it, the code's under the code. */
export function bindPlacement(kind: BindKind): Placement<BindField> {
  return {
    codes: {
      [BUSINESS_CODES.bindSameValue]: 'value',
      [BUSINESS_CODES.bindLocked]: 'value',
      [BUSINESS_CODES.emailAlreadyUsed]: 'value',
      [BUSINESS_CODES.phoneInvalid]: 'value',
      [BUSINESS_CODES.codeIncorrect]: 'code',
      [BUSINESS_CODES.codeExpired]: 'code',
      [BUSINESS_CODES.bindTakeoverNeedsConfirmation]: 'takeover',
    },
    issues: {
      value: { field: 'value', message: INVALID_VALUE[kind] },
      code: { field: 'code', message: { key: 'base:phone.incorrectCode' } },
    },
  };
}
