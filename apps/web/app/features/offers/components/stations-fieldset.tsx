import type { ChoiceOutput } from '@fuel/api-client';
import { useId } from 'react';
import { ChoiceRadio } from './choice-radio';
import styles from './settings.module.css';

interface StationsFieldsetProps {
  readonly stations: readonly ChoiceOutput[];
  readonly selected: number;
  readonly onSelect: (stations: number) => void;
  readonly prices?: ReadonlyMap<number, number>;
}

/** Abladestellen: how many delivery points the amount is split over. */
export function StationsFieldset({ stations, selected, onSelect, prices }: StationsFieldsetProps) {
  const id = useId();
  return (
    <fieldset className={styles.group} id="settings-stations">
      <legend>Abladestellen</legend>
      {stations.map((choice) => (
        <ChoiceRadio
          key={choice.Id}
          id={`${id}-${choice.Id}`}
          name={`${id}-stations`}
          checked={choice.Id === selected}
          onSelect={() => onSelect(choice.Id)}
          label={choice.Label}
          difference={prices?.get(choice.Id)}
        />
      ))}
    </fieldset>
  );
}
