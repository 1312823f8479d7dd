import { type ChangeEvent, type ReactNode, useId } from 'react';
import { cx } from '../cx.util';
import { describedBy } from '../field/field-messages';
import styles from './choice.module.css';
import { RadioCard } from './radio-card';

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  /** A second line (cards and list). */
  readonly description?: ReactNode;
  /** Right-aligned on a card, e.g. a price. */
  readonly aside?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps {
  readonly name: string;
  readonly legend: ReactNode;
  /** Help under the legend, linked by aria-describedby. */
  readonly hint?: ReactNode;
  readonly options: readonly RadioOption[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: string;
  /** 'list': a radio per line; 'cards': a bordered card per choice (payment methods, delivery options). */
  readonly variant?: 'list' | 'cards';
  /** Hides the legend visually (it stays the group's name). */
  readonly hideLegend?: boolean;
  readonly className?: string;
}

/**
 * One choice out of several: a fieldset of native radio buttons, so arrow keys, the group's name and the
 * form post work without JavaScript.
 */
export function RadioGroup({
  name,
  legend,
  hint,
  options,
  value,
  defaultValue,
  onValueChange,
  required,
  disabled,
  error,
  variant = 'list',
  hideLegend = false,
  className,
}: RadioGroupProps) {
  const idPrefix = `${name}-${useId().replace(/:/g, '')}`;
  const errorId = `${idPrefix}-error`;
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value);
  return (
    <fieldset
      className={cx(styles.group, className)}
      disabled={disabled}
      aria-describedby={describedBy(error ? errorId : undefined, hintId)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cx(styles.legend, hideLegend && 'visually-hidden')}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.groupHint}>
          {hint}
        </p>
      )}
      <div className={variant === 'cards' ? styles.cards : styles.options}>
        {options.map((option) => (
          <RadioCard
            key={option.value}
            variant={variant === 'cards' ? 'card' : 'plain'}
            name={name}
            value={option.value}
            title={option.label}
            description={option.description}
            aside={option.aside}
            disabled={option.disabled}
            required={required}
            {...(value !== undefined
              ? { checked: value === option.value, onChange: handleChange }
              : { defaultChecked: defaultValue === option.value, onChange: handleChange })}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.groupError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
