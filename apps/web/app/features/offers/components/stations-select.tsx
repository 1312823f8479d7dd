import type { ChoiceOutput } from '@fuel/api-client';
import { Select } from '../../../ui';
import styles from './calculator-field.module.css';

interface StationsSelectProps {
  readonly id: string;
  /** From the calculator data; until it arrives only the current value is offered. */
  readonly choices: readonly ChoiceOutput[] | undefined;
  readonly value: number;
  readonly onChange: (stations: number) => void;
}

/** Abladestellen: over how many delivery points the amount is split. */
export function StationsSelect({ id, choices, value, onChange }: StationsSelectProps) {
  const options = choices ?? [{ Id: value, Label: String(value) }];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Abladestellen</label>
      <Select
        id={id}
        name="stations"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        options={options.map((choice) => ({ value: String(choice.Id), label: choice.Label }))}
      />
    </div>
  );
}
