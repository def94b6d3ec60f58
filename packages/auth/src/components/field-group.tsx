import { useId, type ReactNode } from 'react';
import './auth-form.css';

export interface FieldGroupProps {
  legend: ReactNode;
  /** Shown under the fields (a warning that the choice is final, say). */
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** Fields in a fieldset named by its legend; the hint and the error under them describe the group. */
export function FieldGroup({ legend, hint, error, disabled, children }: FieldGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="aura-auth-field" aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend className="aura-auth-label">{legend}</legend>
      {children}
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
