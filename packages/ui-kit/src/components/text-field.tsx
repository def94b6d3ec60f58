import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { EyeGlyph, EyeOffGlyph } from './glyphs.tsx';
import './text-field.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'number';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  type?: TextFieldType;
  /** Help shown under the field, linked to it with aria-describedby. */
  hint?: ReactNode;
  /** When set, the field is marked invalid and this message is linked to it (and shown instead of nothing). */
  error?: ReactNode;
  /** For passwords: the toggle's names while the password is hidden and shown. Both are needed to get a toggle. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with optional hint and error text, all tied to the input for assistive technology. */
export function TextField({
  label,
  type = 'text',
  hint,
  error,
  showPasswordLabel,
  hidePasswordLabel,
  required,
  disabled,
  id,
  className,
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const invalid = error !== undefined && error !== null && error !== false;
  const canToggle = type === 'password' && Boolean(showPasswordLabel && hidePasswordLabel);
  const describedBy = [describedByProp, hint ? hintId : undefined, invalid ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={['aura-text-field', className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label className="aura-text-field-label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="aura-text-field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="aura-text-field-control" data-toggle={canToggle || undefined}>
        <input
          className="aura-text-field-input"
          id={inputId}
          type={canToggle && passwordVisible ? 'text' : type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        {canToggle && (
          <button
            type="button"
            className="aura-text-field-toggle"
            aria-label={passwordVisible ? hidePasswordLabel : showPasswordLabel}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <EyeOffGlyph /> : <EyeGlyph />}
          </button>
        )}
      </div>
      {hint && (
        <p className="aura-text-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className="aura-text-field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
