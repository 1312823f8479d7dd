import type { CalculatorGroupOutput, CalculatorParameterOutput } from '@fuel/api-client';
import type { CalculatorParameter } from '@fuel/domain';
import { useId } from 'react';
import { OptionDetailInput } from './option-detail-input';
import { ChoiceRadio } from './choice-radio';
import styles from './settings.module.css';

interface OptionGroupFieldsetProps {
  readonly group: CalculatorGroupOutput;
  readonly selected: CalculatorParameter | undefined;
  readonly onSelect: (param: CalculatorParameter) => void;
  /** Price difference per option id, where the server prices this group's alternatives. */
  readonly prices?: ReadonlyMap<number, number>;
  readonly minDesiredDate: string;
}

/** The first choice of an option: its default months or the earliest desired date. */
function initialParameter(option: CalculatorParameterOutput, minDesiredDate: string): CalculatorParameter {
  if (option.DesiredDate) return { Id: option.Id, DesiredDate: minDesiredDate };
  return option.Modifier == null ? { Id: option.Id } : { Id: option.Id, Modifier: option.Modifier };
}

/** One option group as radio buttons: exactly one option is selected. */
export function OptionGroupFieldset({
  group,
  selected,
  onSelect,
  prices,
  minDesiredDate,
}: OptionGroupFieldsetProps) {
  const id = useId();
  return (
    <fieldset className={styles.group} id={`settings-${group.Key}`}>
      <legend>{group.Label}</legend>
      {group.Parameters.map((option) => (
        <ChoiceRadio
          key={option.Id}
          id={`${id}-${option.Id}`}
          name={`${id}-${group.Key}`}
          checked={selected?.Id === option.Id}
          onSelect={() => onSelect(initialParameter(option, minDesiredDate))}
          label={option.Label}
          description={option.Description}
          difference={option.IsUpselling ? prices?.get(option.Id) : undefined}
        >
          {selected && (
            <OptionDetailInput
              option={option}
              selected={selected}
              onChange={onSelect}
              minDesiredDate={minDesiredDate}
            />
          )}
        </ChoiceRadio>
      ))}
    </fieldset>
  );
}
