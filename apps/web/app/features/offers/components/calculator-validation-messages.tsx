import { CALCULATOR_VALIDATION_KEYS, type CountryId, calculatorValidationText } from '@fuel/domain';
import type { CalculatorForm } from '../hooks/use-calculator-form';
import { OtherCountryHint } from './other-country-hint';
import styles from './validation.module.css';

interface CalculatorValidationMessagesProps {
  readonly headerId: string;
  readonly countryId: CountryId;
  readonly form: Pick<CalculatorForm, 'errors' | 'hint' | 'configuration'>;
}

/** 'Bitte prüfen Sie Ihre Eingaben:', the field errors and, below, the other-country hint. */
export function CalculatorValidationMessages({
  headerId,
  countryId,
  form,
}: CalculatorValidationMessagesProps) {
  return (
    <>
      <p id={headerId} className={styles.messagesHeader}>
        {calculatorValidationText(CALCULATOR_VALIDATION_KEYS.header, countryId)}
      </p>
      <ul className={styles.messagesList}>
        {form.errors.map((key) => (
          <li key={key}>{calculatorValidationText(key, countryId)}</li>
        ))}
      </ul>
      {form.hint && <OtherCountryHint segments={form.hint} configuration={form.configuration} />}
    </>
  );
}
