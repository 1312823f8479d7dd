import { type ChangeEvent, type ReactNode, useId } from 'react';
import { cx } from '../cx.util';
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
  const errorId = `${name}-${useId().replace(/:/g, '')}-error`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value);
  return (
    <fieldset
      className={cx(styles.group, className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cx(styles.legend, hideLegend && 'visually-hidden')}>{legend}</legend>
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
