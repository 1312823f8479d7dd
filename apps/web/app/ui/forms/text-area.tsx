import type { ComponentProps } from 'react';
import { cx } from '../cx.util';
import { useFieldControl } from '../field/field-context';
import styles from './control.module.css';

export type TextAreaProps = ComponentProps<'textarea'>;

/** A native multi-line text field; inside a Field it takes the label and messages. */
export function TextArea({ className, rows = 3, ...props }: TextAreaProps) {
  const field = useFieldControl(props);
  return (
    <textarea rows={rows} {...props} {...field} className={cx(styles.control, styles.textarea, className)} />
  );
}
