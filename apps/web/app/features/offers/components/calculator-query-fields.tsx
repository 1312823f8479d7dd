import { type CalculatorConfiguration, encodeCalculatorQuery } from '@fuel/domain';

interface CalculatorQueryFieldsProps {
  readonly configuration: CalculatorConfiguration;
  /** Keys the form shows as visible fields. */
  readonly omit: readonly string[];
}

/**
 * The rest of the configuration as hidden fields, so the calculator also works as a plain GET form
 * without JavaScript: the browser then builds the same query string the offer list reads.
 */
export function CalculatorQueryFields({ configuration, omit }: CalculatorQueryFieldsProps) {
  const entries = [...new URLSearchParams(encodeCalculatorQuery(configuration))].filter(
    ([key]) => !omit.includes(key),
  );
  return (
    <>
      {entries.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}
