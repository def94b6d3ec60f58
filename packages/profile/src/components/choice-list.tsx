import { useId } from 'react';

export interface Choice {
  id: number;
  label: string;
}

export interface ChoiceListProps {
  legend: string;
  choices: readonly Choice[];
  selected: readonly number[];
  /** How many may be chosen; trying one more calls `onTooMany` instead of `onChange`. */
  max: number;
  onChange: (selected: number[]) => void;
  onTooMany: () => void;
  error?: string;
}

/** A group of checkboxes of which at most `max` may be ticked (spec §5: 3 languages, 5 interests). */
export function ChoiceList({ legend, choices, selected, max, onChange, onTooMany, error }: ChoiceListProps) {
  const errorId = useId();
  const toggle = (id: number, on: boolean) => {
    if (!on) return onChange(selected.filter((chosen) => chosen !== id));
    if (selected.length >= max) return onTooMany();
    onChange([...selected, id]);
  };
  return (
    <fieldset className="aura-profile-field" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <ul className="aura-profile-choices">
        {choices.map((choice) => (
          <li key={choice.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
              {choice.label}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="aura-profile-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
