import { type ChangeEvent, type ComponentProps, type FocusEvent, useState } from 'react';
import { useSite } from '../../lib/site/site-provider';
import { cx } from '../cx.util';
import { useFieldControl } from '../field/field-context';
import styles from './control.module.css';
import { formatSiteNumber, parseSiteNumber } from './site-number.util';

export interface NumberInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /** Posted as the formatted text ('3.000'); the action reads it with parseSiteNumber. */
  readonly name: string;
  /** Controlled value; null: empty or not a number. */
  readonly value?: number | null;
  readonly defaultValue?: number | null;
  /** Called on each keystroke with the parsed value (null while the text is no number). */
  readonly onValueChange?: (value: number | null, text: string) => void;
  /** Digits after the decimal mark; 0 for litres and kilograms. */
  readonly decimals?: number;
}

const text = (
  value: number | null | undefined,
  code: Parameters<typeof formatSiteNumber>[1],
  decimals: number,
) => (value == null ? '' : formatSiteNumber(value, code, decimals));

/**
 * A number in the site's format in the field itself (de 3.000, ch 3'000): a text input with the numeric
 * keyboard, formatted when it loses focus. Without JavaScript it posts what was typed; the action parses it
 * with parseSiteNumber, which accepts the site's grouping or none.
 */
export function NumberInput({
  value,
  defaultValue,
  onValueChange,
  decimals = 0,
  className,
  onBlur,
  ...props
}: NumberInputProps) {
  const { code } = useSite();
  const field = useFieldControl(props);
  const controlled = value !== undefined;
  const [draft, setDraft] = useState(() => text(controlled ? value : defaultValue, code, decimals));
  // A controlled value changed from outside (not by typing): show it formatted.
  const [shownValue, setShownValue] = useState(value);
  if (controlled && value !== shownValue) {
    setShownValue(value);
    if (parseSiteNumber(draft, code) !== value) setDraft(text(value, code, decimals));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setDraft(next);
    const parsed = parseSiteNumber(next, code);
    if (controlled) setShownValue(parsed);
    onValueChange?.(parsed, next);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseSiteNumber(draft, code);
    if (parsed !== null) setDraft(formatSiteNumber(parsed, code, decimals));
    onBlur?.(event);
  };

  return (
    <input
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      {...field}
      value={draft}
      onChange={handleChange}
      onBlur={handleBlur}
      className={cx(styles.control, styles.number, className)}
    />
  );
}
