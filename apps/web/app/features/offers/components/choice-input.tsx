import type { ReactNode } from 'react';
import { ChoiceLabel, choiceDescriptionId } from './choice-label';

interface ChoiceInputProps {
  readonly type: 'radio' | 'checkbox';
  readonly role?: 'switch';
  readonly id: string;
  readonly name?: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly disabled?: boolean;
  readonly label: ReactNode;
  readonly description?: string;
  /** What choosing it adds to the best total; shown while it is not chosen. */
  readonly difference: number | undefined;
}

/** The input of a settings entry (radio button or switch) with its label, description and upsell price. */
export function ChoiceInput({
  type,
  role,
  id,
  name,
  checked,
  onChange,
  disabled,
  label,
  description,
  difference,
}: ChoiceInputProps) {
  return (
    <>
      <input
        type={type}
        role={role}
        id={id}
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={choiceDescriptionId(id, description)}
      />
      <ChoiceLabel
        inputId={id}
        label={label}
        description={description}
        checked={checked}
        difference={difference}
      />
    </>
  );
}
