import type { CalculatorParameterOutput } from '@fuel/api-client';
import type { CalculatorParameter } from '@fuel/domain';
import { useId } from 'react';

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
      <div className="choice__detail">
        <label htmlFor={id}>Laufzeit</label>
        <select
          id={id}
          value={selected.Modifier ?? option.Modifier ?? undefined}
          onChange={(event) => onChange({ Id: option.Id, Modifier: Number(event.target.value) })}
        >
          {option.AllowedModifiers.map((months) => (
            <option key={months} value={months}>{`${months} Monate`}</option>
          ))}
        </select>
      </div>
    );
  }
  if (option.DesiredDate) {
    return (
      <div className="choice__detail">
        <label htmlFor={id}>Wunschtermin</label>
        <input
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
