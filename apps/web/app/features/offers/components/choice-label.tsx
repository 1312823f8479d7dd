import type { ReactNode } from 'react';
import { UpsellPrice } from './upsell-price';
import styles from './settings.module.css';

interface ChoiceLabelProps {
  /** The input's id; the description gets `${inputId}-description`. */
  readonly inputId: string;
  readonly label: ReactNode;
  readonly description?: string;
  readonly checked: boolean;
  /** What choosing it adds to the best total; shown while it is not chosen. */
  readonly difference?: number;
}

/** `${inputId}-description` when there is a description, for the input's aria-describedby. */
export function choiceDescriptionId(inputId: string, description: string | undefined): string | undefined {
  return description ? `${inputId}-description` : undefined;
}

/** Label, upsell price and description of a settings entry (radio button or switch). */
export function ChoiceLabel({ inputId, label, description, checked, difference }: ChoiceLabelProps) {
  return (
    <label htmlFor={inputId}>
      <span className={styles.choiceLabel}>
        {label}
        {!checked && <UpsellPrice difference={difference} />}
      </span>
      {description && (
        <span className={styles.choiceDescription} id={choiceDescriptionId(inputId, description)}>
          {description}
        </span>
      )}
    </label>
  );
}
