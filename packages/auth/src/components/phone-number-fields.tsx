import { countryName, useTranslation } from '@aura/i18n-catalog';
import { TextField } from '@aura/ui-kit';
import { useMemo } from 'react';
import { CALLING_COUNTRIES, exampleNumber } from '../flows/phone/numbers.ts';
import type { SelectOption } from './select-field.tsx';
import { SelectField } from './select-field.tsx';
import { useLocale } from './use-locale.ts';

export interface PhoneNumberFieldsProps {
  country: string;
  number: string;
  onCountryChange: (country: string) => void;
  onNumberChange: (number: string) => void;
  /** The number's error, in the spec's words. */
  error?: string;
  disabled?: boolean;
}

/** Country (with its calling code) and the number in its national form; `tel` keyboard and autofill. */
export function PhoneNumberFields({
  country,
  number,
  onCountryChange,
  onNumberChange,
  error,
  disabled,
}: PhoneNumberFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const options = useMemo<SelectOption[]>(() => {
    const collator = new Intl.Collator(locale);
    return CALLING_COUNTRIES.map(({ country: code, callingCode }) => ({
      value: code,
      label: t('auth.phone.countryOption', { country: countryName(code, locale, i18n), code: callingCode }),
    })).sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, t, i18n]);
  return (
    <>
      <SelectField
        label={t('auth.phone.country')}
        value={country}
        options={options}
        onChange={onCountryChange}
        autoComplete="tel-country-code"
        disabled={disabled}
      />
      <TextField
        label={t('auth.phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        placeholder={exampleNumber(country)}
        onChange={(event) => onNumberChange(event.target.value)}
        error={error}
        disabled={disabled}
        required
      />
    </>
  );
}
