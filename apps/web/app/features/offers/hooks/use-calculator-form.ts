import {
  CALCULATOR_VALIDATION_KEYS,
  type CalculatorConfiguration,
  type CalculatorValidationKey,
  type CountryId,
  INPUT_DEBOUNCE_MS,
  type OtherCountryHintSegment,
  type ProductGroupId,
  sanitizeZipCodeInput,
  validateAmount,
  validateCalculatorForm,
} from '@fuel/domain';
import { useCallback, useEffect, useState } from 'react';
import { formatSiteNumber, parseSiteNumber } from '../../../ui';
import { baseConfigurationFor } from '../calculator-settings.util';
import { updateStoredConfiguration } from '../calculator-storage.util';
import { useDebouncedValue } from './use-debounced-value';
import { useOtherCountryHint } from './use-other-country-hint';
import { useStoredCalculatorSettings } from './use-stored-calculator-settings';
import { useZipCodeExists } from './use-zip-code-exists';

export interface CalculatorFormOptions {
  readonly countryId: CountryId;
  readonly productGroupId: ProductGroupId;
  /** Start from this configuration instead of the stored settings (e.g. the offer list's). */
  readonly configuration?: CalculatorConfiguration;
}

interface Draft {
  readonly zipCode?: string;
  readonly amountText?: string;
}

const ZIP_CODE_ERRORS: readonly CalculatorValidationKey[] = [
  CALCULATOR_VALIDATION_KEYS.zipCodeRequired,
  CALCULATOR_VALIDATION_KEYS.zipCodeInvalid,
  CALCULATOR_VALIDATION_KEYS.zipCodeNotFound,
];

/**
 * Postal code and amount of a calculator form: input rules, validation with the server's existence
 * check, the other-country hint, and storing valid values (amount after the input debounce, postal
 * code after the existence check).
 */
export function useCalculatorForm({ countryId, productGroupId, configuration }: CalculatorFormOptions) {
  const stored = useStoredCalculatorSettings(countryId);
  const base = configuration ?? baseConfigurationFor(stored, countryId, productGroupId);
  const [draft, setDraft] = useState<Draft>({});
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const zipCode = draft.zipCode ?? base.ZipCode;
  // The amount field is the design system's NumberInput: the typed text in the site's format ('3.000',
  // "3'000"), read the way a form action reads it; text that is no number counts as no amount (0).
  const amountText = draft.amountText ?? formatSiteNumber(base.Amount, countryId);
  const amountValue = parseSiteNumber(amountText, countryId);
  const amount = amountValue ?? 0;
  const zipCodeExists = useZipCodeExists(zipCode, countryId);
  const errors = validateCalculatorForm({ zipCode, amount, zipCodeExists }, countryId);
  const zipCodeHasError = errors.some((key) => ZIP_CODE_ERRORS.includes(key));
  const hint: OtherCountryHintSegment[] | undefined = useOtherCountryHint(
    zipCode,
    countryId,
    zipCodeHasError,
  );

  const input = `${zipCode}|${amountText}`;
  const settled = useDebouncedValue(input, INPUT_DEBOUNCE_MS) === input;
  const settledAmount = parseSiteNumber(useDebouncedValue(amountText, INPUT_DEBOUNCE_MS), countryId) ?? 0;
  const amountEdited = draft.amountText !== undefined;
  const zipCodeEdited = draft.zipCode !== undefined;

  useEffect(() => {
    if (amountEdited && validateAmount(settledAmount) === undefined) {
      updateStoredConfiguration(countryId, productGroupId, { Amount: settledAmount });
    }
  }, [amountEdited, settledAmount, countryId, productGroupId]);

  useEffect(() => {
    if (zipCodeEdited && zipCodeExists === true) {
      updateStoredConfiguration(countryId, productGroupId, { ZipCode: zipCode });
    }
  }, [zipCodeEdited, zipCodeExists, zipCode, countryId, productGroupId]);

  const edit = useCallback((change: Draft) => {
    setDraft((current) => ({ ...current, ...change }));
    setTouched(true);
    setSubmitted(false);
  }, []);

  return {
    zipCode,
    /** The amount field's value: null while its text is no number. */
    amountValue,
    amount,
    errors,
    hint,
    zipCodeHasError,
    amountHasError: errors.some((key) => !ZIP_CODE_ERRORS.includes(key)),
    stored,
    /** The configuration to calculate with: the start configuration with this form's values. */
    configuration: { ...base, ZipCode: zipCode, Amount: amount },
    /** Dirty and invalid: right after a submit, or once the input has settled. */
    showValidation: touched && (submitted || settled) && errors.length > 0,
    /** The popover opened because of a submit (then it takes the focus). */
    submitted,
    setZipCode: (value: string) => edit({ zipCode: sanitizeZipCodeInput(value) }),
    /** NumberInput's onValueChange: the text as typed, formatted by the field when it loses focus. */
    setAmountText: (_value: number | null, text: string) => edit({ amountText: text }),
    /** True when the form may be sent; otherwise the validation shows. */
    submit: (): boolean => {
      if (errors.length === 0) return true;
      setTouched(true);
      setSubmitted(true);
      return false;
    },
    resetValidation: () => {
      setTouched(false);
      setSubmitted(false);
    },
    /** Forget the typed values (after the stored settings were cleared). */
    resetInput: () => {
      setDraft({});
      setTouched(false);
      setSubmitted(false);
    },
  };
}

export type CalculatorForm = ReturnType<typeof useCalculatorForm>;
