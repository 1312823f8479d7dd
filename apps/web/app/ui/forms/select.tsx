import type { ComponentProps } from 'react';
import { cx } from '../cx.util';
import { useFieldControl } from '../field/field-context';
import styles from './control.module.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  /** The choices; `<option>` children work as well. */
  readonly options?: readonly SelectOption[];
  /** A first empty choice such as 'Bitte wählen'. */
  readonly placeholder?: string;
}

/**
 * A native `<select>` in the site's look: it posts without JavaScript and gives phones their own picker,
 * which a scripted listbox would not.
 */
export function Select({ options, placeholder, className, children, ...props }: SelectProps) {
  const field = useFieldControl(props);
  return (
    <select {...props} {...field} className={cx(styles.control, styles.select, className)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
