import type { ComponentProps } from 'react';
import { cx } from '../cx.util';
import { useFieldControl } from '../field/field-context';
import styles from './control.module.css';

export type TextInputProps = ComponentProps<'input'>;

/** A native text input (text, email, tel, password, …); inside a Field it takes the label and messages. */
export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  const field = useFieldControl(props);
  return <input type={type} {...props} {...field} className={cx(styles.control, className)} />;
}
