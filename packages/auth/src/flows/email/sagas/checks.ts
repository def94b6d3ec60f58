import { emailSchema, passwordSchema } from '@aura/contracts';
import type * as PasswordRuleModule from '@aura/contracts/common-passwords';
import { call, put } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import { callError } from '../../common.ts';
import {
  EMAIL_PLACEMENT,
  INVALID_EMAIL,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_TOO_COMMON,
} from '../placement.ts';
import { emailFailed } from '../slice.ts';

/** A failed e-mail call, as the screens show it: under its field, or above the form. */
export const emailCallFailed = (failure: unknown) =>
  emailFailed(placeError(callError(failure), EMAIL_PLACEMENT));

/** The address, parsed; when it is not one, its field's message is put and the result is undefined. */
export function* parsedEmail(value: string) {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) yield put(emailFailed({ error: undefined, fieldErrors: { email: INVALID_EMAIL } }));
  return parsed.data;
}

type PasswordRule = typeof PasswordRuleModule;

/** The common-password list, loaded when a new password is first checked (not with the page). */
const loadPasswordRule = (): Promise<PasswordRule> => import('@aura/contracts/common-passwords');

/**
 * Whether a new password follows the gateway's rule (PASSWORD_LENGTH, and not one of the most used passwords);
 * when not, its field's message is put.
 */
export function* newPasswordFits(password: string) {
  if (!passwordSchema.safeParse(password).success) {
    yield put(emailFailed({ error: undefined, fieldErrors: { password: PASSWORD_LENGTH_MESSAGE } }));
    return false;
  }
  const rule: PasswordRule = yield call(loadPasswordRule);
  if (rule.newPasswordProblem(password) === 'common') {
    yield put(emailFailed({ error: undefined, fieldErrors: { password: PASSWORD_TOO_COMMON } }));
    return false;
  }
  return true;
}
