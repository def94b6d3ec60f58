import { PASSWORD_LENGTH } from '@aura/contracts';
import type { Action } from '@reduxjs/toolkit';
import { useTranslation } from '@aura/i18n-catalog';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from './password-field.tsx';
import { selectEmailFlow } from '../selectors.ts';

export interface EmailSetPasswordProps {
  /** The action the new password goes with (first password, or a reset). */
  onSubmit: (password: string) => Action;
  submitLabel: string;
  /** The form is being sent. */
  busy: boolean;
  intro?: string;
}

/** A new e-mail account password (PASSWORD_LENGTH.min to max), with the address for password managers. */
export function EmailSetPassword({ onSubmit, submitLabel, busy, intro }: EmailSetPasswordProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      onSubmit={() => dispatch(onSubmit(password))}
      error={flow.error}
      intro={intro && <p className="aura-auth-text">{intro}</p>}
      submitLabel={submitLabel}
      busy={busy}
    >
      <PasswordField
        label={t('auth.email.newPassword')}
        autoComplete="new-password"
        username={flow.email}
        hint={t('auth.email.passwordHint', {
          count: PASSWORD_LENGTH.max,
          min: PASSWORD_LENGTH.min,
          max: PASSWORD_LENGTH.max,
        })}
        maxLength={PASSWORD_LENGTH.max}
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
