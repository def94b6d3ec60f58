import { PASSWORD_LENGTH } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { newPasswordSubmitted, selectPhoneFlow } from '../flows/phone/slice.ts';
import { FormAlert } from './form-alert.tsx';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';
import './auth-form.css';

/** The new password, once the reset code was checked; then signed in with it. */
function NewPasswordStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectPhoneFlow);
  const [password, setPassword] = useState('');
  return (
    <form
      className="aura-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(newPasswordSubmitted({ password }));
      }}
    >
      <FormAlert message={flow.error} />
      <TextField
        label={t('auth.phone.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.phone.newPasswordHint', { min: PASSWORD_LENGTH.phoneMin })}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the only thing to do on this step
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={text(flow.fieldErrors.password)}
        showPasswordLabel={t('auth.phone.showPassword')}
        hidePasswordLabel={t('auth.phone.hidePassword')}
        required
      />
      <Button type="submit" fullWidth loading={flow.pending === 'resetPassword'}>
        {t('auth.phone.savePassword')}
      </Button>
    </form>
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
