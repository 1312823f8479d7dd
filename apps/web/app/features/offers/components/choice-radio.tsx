import type { ReactNode } from 'react';
import { ChoiceInput } from './choice-input';
import styles from './settings.module.css';

interface ChoiceRadioProps {
  readonly id: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onSelect: () => void;
  readonly label: ReactNode;
  readonly description?: string;
  /** What choosing it adds to the best total; shown while it is not chosen. */
  readonly difference?: number;
  /** Details of the chosen entry (months, date), shown only while it is chosen. */
  readonly children?: ReactNode;
}

/** One entry of a settings group: a radio button with label, description and upsell price. */
export function ChoiceRadio({
  id,
  name,
  checked,
  onSelect,
  label,
  description,
  difference,
  children,
}: ChoiceRadioProps) {
  return (
    <div className={styles.choice}>
      <ChoiceInput
        type="radio"
        id={id}
        name={name}
        checked={checked}
        onChange={onSelect}
        label={label}
        description={description}
        difference={difference}
      />
      {checked && children}
    </div>
  );
}
