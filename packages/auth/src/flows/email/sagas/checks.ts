import { emailSchema, passwordSchema } from '@aura/contracts';
import { put } from 'redux-saga/effects';
import { placeError } from '../../../errors/fields.ts';
import { callError } from '../../common.ts';
import { EMAIL_PLACEMENT, INVALID_EMAIL, PASSWORD_LENGTH_MESSAGE } from '../placement.ts';
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

/** Whether a new password has an allowed length (6–16); when not, its field's message is put. */
export function* newPasswordFits(password: string) {
  const fits = passwordSchema.safeParse(password).success;
  if (!fits) yield put(emailFailed({ error: undefined, fieldErrors: { password: PASSWORD_LENGTH_MESSAGE } }));
  return fits;
}
