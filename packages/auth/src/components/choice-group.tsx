import { useId, type ReactNode } from 'react';
import './auth-form.css';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string | number> {
  legend: ReactNode;
  value: V | undefined;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Shown under the choices (a warning that the choice is final, say). */
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** Radio buttons in a fieldset named by its legend; hint and error describe the group. */
export function ChoiceGroup<V extends string | number>({
  legend,
  value,
  choices,
  onChange,
  hint,
  error,
  disabled,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="aura-auth-field" aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend className="aura-auth-label">{legend}</legend>
      <div className="aura-auth-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="aura-auth-choice">
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
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
