import type { CalculatorParameterOutput } from '@fuel/api-client';
import type { CalculatorParameter } from '@fuel/domain';
import { useId } from 'react';
import { Select, TextInput } from '../../../ui';
import styles from './settings.module.css';

interface OptionDetailInputProps {
  readonly option: CalculatorParameterOutput;
  readonly selected: CalculatorParameter;
  readonly onChange: (param: CalculatorParameter) => void;
  readonly minDesiredDate: string;
}

/** The number of months of an instalment plan, or the desired delivery date, of the selected option. */
export function OptionDetailInput({ option, selected, onChange, minDesiredDate }: OptionDetailInputProps) {
  const id = useId();
  if (option.AllowedModifiers && option.AllowedModifiers.length > 0) {
    return (
      <div className={styles.choiceDetail}>
        <label htmlFor={id}>Laufzeit</label>
        <Select
          id={id}
          value={selected.Modifier ?? option.Modifier ?? undefined}
          onChange={(event) => onChange({ Id: option.Id, Modifier: Number(event.target.value) })}
          options={option.AllowedModifiers.map((months) => ({
            value: String(months),
            label: `${months} Monate`,
          }))}
        />
      </div>
    );
  }
  if (option.DesiredDate) {
    return (
      <div className={styles.choiceDetail}>
        <label htmlFor={id}>Wunschtermin</label>
        <TextInput
          id={id}
          type="date"
          min={minDesiredDate}
          value={selected.DesiredDate ?? minDesiredDate}
          onChange={(event) => {
            if (event.target.value) onChange({ Id: option.Id, DesiredDate: event.target.value });
          }}
        />
      </div>
    );
  }
  return null;
}
