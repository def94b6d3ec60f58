import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { addressEditRequested, addressSubmitted, passwordSubmitted } from '../flows/email/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';
import { selectEmailFlow } from '../selectors.ts';

function AddressStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const [email, setEmail] = useState(flow.email);
  return (
    <AuthForm
      onSubmit={() => dispatch(addressSubmitted({ email }))}
      error={flow.error}
      submitLabel={t('auth.email.continue')}
      busy={flow.pending === 'exists' || flow.pending === 'register'}
      links={
        <Button variant="ghost" size="sm" onClick={() => dispatch(loginViewChanged('emailForgot'))}>
          {t('auth.email.forgotPassword')}
        </Button>
      }
    >
      <EmailField value={email} onChange={setEmail} error={text(flow.fieldErrors.email)} />
    </AuthForm>
  );
}

function PasswordStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      onSubmit={() => dispatch(passwordSubmitted({ password }))}
      error={flow.error}
      intro={
        <>
          <p className="aura-auth-text">{flow.email}</p>
          {!flow.hasPassword && <p className="aura-auth-warning">{t('auth.email.noPassword')}</p>}
        </>
      }
      submitLabel={t('auth.email.logIn')}
      busy={flow.pending === 'login'}
      links={
        <>
          <Button variant="ghost" size="sm" onClick={() => dispatch(loginViewChanged('emailForgot'))}>
            {t('auth.email.forgotPassword')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => dispatch(addressEditRequested())}>
            {t('auth.email.otherAddress')}
          </Button>
        </>
      }
    >
      <PasswordField
        label={t('auth.email.password')}
        autoComplete="current-password"
        username={flow.email}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the only thing to do on this step
        autoFocus
        value={password}
        onChange={setPassword}
        error={text(flow.fieldErrors.password)}
        section="email"
        required
      />
    </AuthForm>
  );
}

/**
 * E-mail sign-in (spec §4): the address first; a verified account then asks for its password, anything else
 * signs up and goes on to "check your inbox".
 */
export function EmailLogin() {
  const { step } = useSelector(selectEmailFlow);
  return step === 'password' ? <PasswordStep /> : <AddressStep />;
}
