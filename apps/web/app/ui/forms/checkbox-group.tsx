import { type ReactNode, useId } from 'react';
import { cx } from '../cx.util';
import { Checkbox } from './checkbox';
import styles from './choice.module.css';

export interface CheckboxOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
}

export interface CheckboxGroupProps {
  readonly legend: ReactNode;
  /** The field the choice posts as: one `name=value` per checked box. */
  readonly name: string;
  readonly options: readonly CheckboxOption[];
  /** Checked at first. */
  readonly checked: readonly string[];
  /** Why the choice was refused (German), linked to the group. */
  readonly error?: string;
  /** Shown instead of the boxes when there is nothing to choose. */
  readonly empty?: ReactNode;
  /** 'inline': side by side (a few short labels, e.g. the sites); 'columns': a column per 16 rem on wide screens. */
  readonly layout?: 'inline' | 'columns';
}

/** Several choices out of a list: a fieldset of native checkboxes, so the form posts them without JavaScript. */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  error,
  empty,
  layout = 'columns',
}: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.groupHint}>{empty}</p>
      ) : (
        <div className={cx(styles.checks, layout === 'inline' ? styles.checksInline : styles.checksColumns)}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              name={name}
              value={option.value}
              label={option.label}
              hint={option.hint}
              defaultChecked={checked.includes(option.value)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.groupError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
