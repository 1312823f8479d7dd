import { useId } from 'react';
import { ChoiceInput } from './choice-input';
import styles from './settings.module.css';

interface UpsellToggleProps {
  readonly label: string;
  readonly description?: string;
  readonly checked: boolean;
  readonly onToggle: () => void;
  /** What switching on adds to the best total. */
  readonly difference: number | undefined;
  readonly disabled?: boolean;
}

/** An upsell as a switch: on selects the upsell entry, off goes back to the base entry. */
export function UpsellToggle({
  label,
  description,
  checked,
  onToggle,
  difference,
  disabled,
}: UpsellToggleProps) {
  const id = useId();
  return (
    <div className={styles.upsellToggle}>
      <ChoiceInput
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        onChange={onToggle}
        disabled={disabled}
        label={label}
        description={description}
        difference={difference}
      />
    </div>
  );
}
