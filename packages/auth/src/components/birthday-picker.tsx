import { useTranslation } from '@aura/i18n-catalog';
import { useId, useMemo } from 'react';
import { birthYears, daysInMonth } from '../flows/profile/birthday.ts';
import type { BirthdayInput } from '../flows/profile/slice.ts';
import { SelectField } from './select-field.tsx';
import { useLocale } from './use-locale.ts';
import './auth-form.css';

export interface BirthdayPickerProps {
  value: BirthdayInput;
  onChange: (value: BirthdayInput) => void;
  /** The clock the year list starts from. */
  now: number;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

const numberOptions = (values: number[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));
const parse = (value: string) => (value ? Number(value) : undefined);

/** Year, month and day, each a native select (the phone's own wheel), named together by the legend. */
export function BirthdayPicker({ value, onChange, now, hint, error, disabled }: BirthdayPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [locale]);
  const years = useMemo(() => numberOptions(birthYears(now)), [now]);
  const days = numberOptions(
    Array.from({ length: daysInMonth(value.year, value.month) }, (_, index) => index + 1),
  );
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="aura-auth-field" aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend className="aura-auth-label">{t('auth.profile.birthday')}</legend>
      <div className="aura-auth-row">
        <SelectField
          label={t('auth.profile.year')}
          value={value.year === undefined ? '' : String(value.year)}
          placeholder="—"
          options={years}
          autoComplete="bday-year"
          onChange={(year) => onChange({ ...value, year: parse(year) })}
        />
        <SelectField
          label={t('auth.profile.month')}
          value={value.month === undefined ? '' : String(value.month)}
          placeholder="—"
          options={months}
          autoComplete="bday-month"
          onChange={(month) => onChange({ ...value, month: parse(month) })}
        />
        <SelectField
          label={t('auth.profile.day')}
          value={value.day === undefined ? '' : String(value.day)}
          placeholder="—"
          options={days}
          autoComplete="bday-day"
          onChange={(day) => onChange({ ...value, day: parse(day) })}
        />
      </div>
      {hint && (
        <p className="aura-auth-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="aura-auth-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
