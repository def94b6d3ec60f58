import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './auth-form.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'children'
> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Shown first, with an empty value, until something is picked. */
  placeholder?: string;
  error?: string;
}

/** A labelled native select (the phone's own picker on mobile), with its error tied to it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="aura-auth-field" data-invalid={error ? true : undefined}>
      <label className="aura-auth-label" htmlFor={`${id}-select`}>
        {label}
      </label>
      <select
        id={`${id}-select`}
        className="aura-auth-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="aura-auth-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
