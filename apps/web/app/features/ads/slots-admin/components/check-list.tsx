import { type ReactNode, useId } from 'react';
import { Checkbox } from '../../../../ui';
import styles from './ad-admin.module.css';

export interface CheckListItem {
  readonly id: number;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
}

interface CheckListProps {
  readonly legend: string;
  /** The field the choice posts as (one value per checked item). */
  readonly name: string;
  readonly items: readonly CheckListItem[];
  readonly checked: readonly number[];
  /** Shown instead of the boxes when there is nothing to choose. */
  readonly empty: ReactNode;
  readonly error?: string;
}

/** A group of native checkboxes (works without JavaScript): the adverts or slots of a campaign. */
export function CheckList({ legend, name, items, checked, empty, error }: CheckListProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <div className={styles.checks}>
          {items.map((item) => (
            <Checkbox
              key={item.id}
              name={name}
              value={String(item.id)}
              label={item.label}
              hint={item.hint}
              defaultChecked={checked.includes(item.id)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
