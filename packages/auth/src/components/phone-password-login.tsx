import { selectCountry } from '@aura/gateway-client';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { defaultCallingCountry } from '../flows/phone/numbers.ts';
import { passwordLoginSubmitted, selectPhoneFlow } from '../flows/phone/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';

/** Number and password; Forgot password and the code are a press away (too many wrong passwords points there). */
export function PhonePasswordLogin() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectPhoneFlow);
  const ipCountry = useSelector(selectCountry)?.ab;
  const [country, setCountry] = useState(() => flow.country ?? defaultCallingCountry(ipCountry));
  const [number, setNumber] = useState(flow.number);
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      onSubmit={() => dispatch(passwordLoginSubmitted({ country, number, password }))}
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
      <PhoneNumberFields
        country={country}
        number={number}
        onCountryChange={setCountry}
        onNumberChange={setNumber}
        error={text(flow.fieldErrors.number)}
      />
      <TextField
        label={t('auth.phone.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={text(flow.fieldErrors.password)}
        showPasswordLabel={t('auth.phone.showPassword')}
        hidePasswordLabel={t('auth.phone.hidePassword')}
        required
      />
    </AuthForm>
  );
}
