import { useTranslation } from '@aura/i18n-catalog';
import { TextField } from '@aura/ui-kit';

export interface PasswordFieldProps {
  label: string;
  /** `current-password` to sign in with it, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (password: string) => void;
  /** The password's error, in the spec's words. */
  error?: string;
  hint?: string;
  maxLength?: number;
  /** The catalog section whose words name the show and hide button. */
  section: 'email' | 'phone';
  /** Only where the password is the only thing to do on its step. */
  autoFocus?: boolean;
  /** Left out for an optional password. */
  required?: boolean;
  /** The account's address, in a hidden field that password managers pair the password with. */
  username?: string;
}

/** A password, hidden until its show button is pressed. */
export function PasswordField({ onChange, section, username, ...field }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      {username !== undefined && (
        <input type="email" autoComplete="username" value={username} readOnly hidden />
      )}
      <TextField
        type="password"
        onChange={(event) => onChange(event.target.value)}
        showPasswordLabel={section === 'email' ? t('auth.email.showPassword') : t('auth.phone.showPassword')}
        hidePasswordLabel={section === 'email' ? t('auth.email.hidePassword') : t('auth.phone.hidePassword')}
        {...field}
      />
    </>
  );
}
