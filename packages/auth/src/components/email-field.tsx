import { useTranslation } from '@aura/i18n-catalog';
import { TextField } from '@aura/ui-kit';

export interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  /** The address's error, in the spec's words. */
  error?: string;
}

/** An e-mail address: the phone's address keyboard and the browser's autofill. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email.address')}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
