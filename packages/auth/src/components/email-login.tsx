import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import {
  addressEditRequested,
  addressSubmitted,
  passwordSubmitted,
  selectEmailFlow,
} from '../flows/email/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { FormAlert } from './form-alert.tsx';
import './auth-form.css';

function AddressStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const [email, setEmail] = useState(flow.email);
  return (
    <form
      className="aura-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(addressSubmitted({ email }));
      }}
    >
      <FormAlert message={flow.error} />
      <TextField
        label={t('auth.email.address')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={text(flow.fieldErrors.email)}
        required
      />
      <Button type="submit" fullWidth loading={flow.pending === 'exists' || flow.pending === 'register'}>
        {t('auth.email.continue')}
      </Button>
      <div className="aura-auth-links">
        <Button variant="ghost" size="sm" onClick={() => dispatch(loginViewChanged('emailForgot'))}>
          {t('auth.email.forgotPassword')}
        </Button>
      </div>
    </form>
  );
}

function PasswordStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const [password, setPassword] = useState('');
  return (
    <form
      className="aura-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(passwordSubmitted({ password }));
      }}
    >
      <p className="aura-auth-text">{flow.email}</p>
      {!flow.hasPassword && <p className="aura-auth-warning">{t('auth.email.noPassword')}</p>}
      <FormAlert message={flow.error} />
      {/* Password managers pair the password with the address in this hidden field. */}
      <input type="email" autoComplete="username" value={flow.email} readOnly hidden />
      <TextField
        label={t('auth.email.password')}
        type="password"
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the only thing to do on this step
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={text(flow.fieldErrors.password)}
        showPasswordLabel={t('auth.email.showPassword')}
        hidePasswordLabel={t('auth.email.hidePassword')}
        required
      />
      <Button type="submit" fullWidth loading={flow.pending === 'login'}>
        {t('auth.email.logIn')}
      </Button>
      <div className="aura-auth-links">
        <Button variant="ghost" size="sm" onClick={() => dispatch(loginViewChanged('emailForgot'))}>
          {t('auth.email.forgotPassword')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => dispatch(addressEditRequested())}>
          {t('auth.email.otherAddress')}
        </Button>
      </div>
    </form>
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
