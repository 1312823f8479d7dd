import type { CountryId } from '@fuel/domain';
import type { CalculatorForm } from '../hooks/use-calculator-form';
import { CalculatorValidationMessages } from './calculator-validation-messages';
import styles from './validation.module.css';

interface InlineCalculatorValidationProps {
  /** Referenced by the fields' aria-describedby. */
  readonly id: string;
  readonly countryId: CountryId;
  readonly form: Pick<CalculatorForm, 'errors' | 'hint' | 'showValidation' | 'configuration'>;
}

/** The validation messages below a calculator form, announced as they appear. */
export function InlineCalculatorValidation({ id, countryId, form }: InlineCalculatorValidationProps) {
  return (
    <div id={id} aria-live="polite">
      {form.showValidation && (
        <div className={styles.messages}>
          <CalculatorValidationMessages headerId={`${id}-header`} countryId={countryId} form={form} />
        </div>
      )}
    </div>
  );
}
