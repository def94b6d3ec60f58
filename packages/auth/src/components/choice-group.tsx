import { useId } from 'react';
import { FieldGroup, type FieldGroupProps } from './field-group.tsx';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string | number> extends Omit<FieldGroupProps, 'children'> {
  value: V | undefined;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
}

/** Radio buttons in a fieldset named by its legend; hint and error describe the group. */
export function ChoiceGroup<V extends string | number>({
  value,
  choices,
  onChange,
  ...group
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <FieldGroup {...group}>
      <div className="aura-auth-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="aura-auth-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
