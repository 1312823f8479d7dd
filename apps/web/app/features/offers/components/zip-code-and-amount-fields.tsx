import type { AmountUnit } from '@fuel/domain';
import type { Ref } from 'react';
import type { CalculatorForm } from '../hooks/use-calculator-form';
import { NumberInput } from '../../../ui';
import { DigitsField } from './digits-field';
import styles from './calculator-field.module.css';

const UNIT_LABELS: Readonly<Record<AmountUnit, string>> = { l: 'Liter', kg: 'Kilogramm' };

interface ZipCodeAndAmountFieldsProps {
  readonly form: CalculatorForm;
  /** Prefix of the field ids. */
  readonly id: string;
  readonly unit: AmountUnit;
  /** The compact bar labels the amount by its unit ('Liter'); the larger forms say 'Menge in l'. */
  readonly amountLabel: 'unit' | 'Menge';
  /** The element with the errors, referenced while they show. */
  readonly errorsId?: string;
  readonly zipCodeRef?: Ref<HTMLInputElement>;
  readonly amountRef?: Ref<HTMLInputElement>;
}

/** PLZ and amount of a calculator form, marked invalid while the validation shows. */
export function ZipCodeAndAmountFields({
  form,
  id,
  unit,
  amountLabel,
  errorsId,
  zipCodeRef,
  amountRef,
}: ZipCodeAndAmountFieldsProps) {
  const describedBy = form.showValidation ? errorsId : undefined;
  return (
    <>
      <DigitsField
        id={`${id}-zip`}
        name="zipCode"
        label="PLZ"
        autoComplete="postal-code"
        inputRef={zipCodeRef}
        value={form.zipCode}
        onChange={form.setZipCode}
        invalid={form.showValidation && form.zipCodeHasError}
        describedBy={describedBy}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>
          {amountLabel === 'unit' ? UNIT_LABELS[unit] : `Menge in ${unit}`}
        </label>
        <NumberInput
          ref={amountRef}
          id={`${id}-amount`}
          name="amount"
          value={form.amountValue}
          onValueChange={form.setAmountText}
          aria-invalid={(form.showValidation && form.amountHasError) || undefined}
          aria-describedby={describedBy}
        />
      </div>
    </>
  );
}
