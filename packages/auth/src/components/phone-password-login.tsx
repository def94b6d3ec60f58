import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { passwordLoginSubmitted } from '../flows/phone/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from './password-field.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';
import { usePhoneNumber } from './use-phone-number.ts';
import { selectPhoneFlow } from '../selectors.ts';

/** Number and password; Forgot password and the code are a press away (too many wrong passwords points there). */
export function PhonePasswordLogin() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectPhoneFlow);
  const phone = usePhoneNumber(flow);
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      onSubmit={() => dispatch(passwordLoginSubmitted({ ...phone.value, password }))}
      error={flow.error}
      submitLabel={t('auth.phone.logIn')}
      busy={flow.pending === 'passwordLogin'}
      links={
        <>
          <Button variant="ghost" size="sm" onClick={() => dispatch(loginViewChanged('phoneForgot'))}>
            {t('auth.phone.forgotPassword')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => dispatch(loginViewChanged('phone'))}>
            {t('auth.phone.useCode')}
          </Button>
        </>
      }
    >
      <PhoneNumberFields {...phone.fields} error={text(flow.fieldErrors.number)} />
      <PasswordField
        label={t('auth.phone.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={text(flow.fieldErrors.password)}
        section="phone"
        required
      />
    </AuthForm>
  );
}
