import { PASSWORD_LENGTH } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { newPasswordSubmitted } from '../flows/phone/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from './password-field.tsx';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';
import { selectPhoneFlow } from '../selectors.ts';

/** The new password, once the reset code was checked; then signed in with it. */
function NewPasswordStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectPhoneFlow);
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      onSubmit={() => dispatch(newPasswordSubmitted({ password }))}
      error={flow.error}
      submitLabel={t('auth.phone.savePassword')}
      busy={flow.pending === 'resetPassword'}
    >
      <PasswordField
        label={t('auth.phone.newPassword')}
        autoComplete="new-password"
        hint={t('auth.phone.newPasswordHint', {
          count: PASSWORD_LENGTH.phoneMin,
          min: PASSWORD_LENGTH.phoneMin,
        })}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the only thing to do on this step
        autoFocus
        value={password}
        onChange={setPassword}
        error={text(flow.fieldErrors.password)}
        section="phone"
        required
      />
    </AuthForm>
  );
}

/**
 * Forgot password (spec §4): the number, the code, the new password. When the reset times out the flow is back
 * at the number, with the spec's message, to verify it again.
 */
export function PhoneForgotPassword() {
  const { resetStep } = useSelector(selectPhoneFlow);
  if (resetStep === 'code') return <PhoneCodeStep purpose="reset" />;
  if (resetStep === 'password') return <NewPasswordStep />;
  return <PhoneNumberStep purpose="reset" />;
}
