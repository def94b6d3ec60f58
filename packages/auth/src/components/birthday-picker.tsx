import { useTranslation } from '@aura/i18n-catalog';
import { useMemo } from 'react';
import { birthYears, daysInMonth } from '../flows/profile/birthday.ts';
import type { BirthdayInput } from '../flows/profile/slice.ts';
import { FieldGroup } from './field-group.tsx';
import { SelectField } from './select-field.tsx';
import { useLocale } from './use-locale.ts';

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
  return (
    <FieldGroup legend={t('auth.profile.birthday')} hint={hint} error={error} disabled={disabled}>
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
    </FieldGroup>
  );
}
