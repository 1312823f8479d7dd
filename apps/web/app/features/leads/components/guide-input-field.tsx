import { countryByCode, formatQuantity, siteSpelling } from '@fuel/domain';
import type { GuideAnswer } from '@fuel/domain/leads';
import { useSite } from '../../../lib/site/site-provider';
import { Field, NumberInput, RadioGroup, TextInput, parseSiteNumber } from '../../../ui';
import { answerText } from '../guide-answers.util';
import type { LeadGuideInput } from '../guide.type';
import styles from './guide-input-field.module.css';

interface GuideInputFieldProps {
  readonly input: LeadGuideInput;
  /** The kept answer (the browser's, or the session's before the page runs). */
  readonly answer: GuideAnswer | undefined;
  /** The text the server got back with an error (without JavaScript). */
  readonly postedText: string | undefined;
  readonly error: string | undefined;
  /** Every change of the field, as typed or chosen. */
  readonly onText: (text: string) => void;
  readonly onBlur: () => void;
}

const YES_NO = [
  { value: 'true', label: 'Ja' },
  { value: 'false', label: 'Nein' },
] as const;

/**
 * One question of a step as its type asks it: a choice as radio cards, yes or no as two radios, a number
 * in the site's format with its unit and range, a postal code of the site. Native inputs, so the step posts
 * without JavaScript and works with the keyboard.
 */
export function GuideInputField({ input, answer, postedText, error, onText, onBlur }: GuideInputFieldProps) {
  const site = useSite();
  const spell = (text: string) => siteSpelling(text, site.code);
  const label = spell(input.Label);
  const help = input.HelpText ? spell(input.HelpText) : undefined;
  const text = postedText ?? answerText(answer, site.code);

  if (input.Type === 'choice' || input.Type === 'yesNo') {
    const options =
      input.Type === 'yesNo'
        ? YES_NO
        : (input.Options ?? []).map((option) => ({ value: option.Value, label: spell(option.Label) }));
    return (
      <RadioGroup
        name={input.Key}
        legend={label}
        hint={help}
        options={options}
        value={text}
        onValueChange={onText}
        error={error}
        required
        variant="cards"
        className={input.Type === 'yesNo' ? styles.yesNo : undefined}
      />
    );
  }

  if (input.Type === 'number') {
    const unit = input.Unit ? ` ${input.Unit}` : '';
    const range =
      input.Min !== null && input.Max !== null
        ? `Von ${formatQuantity(input.Min, site.code)} bis ${formatQuantity(input.Max, site.code)}${unit}.`
        : undefined;
    const shown = postedText === undefined ? answer : parseSiteNumber(postedText, site.code);
    return (
      <Field label={label} hint={[help, range].filter(Boolean).join(' ')} error={error} required>
        <span className={styles.withUnit}>
          <NumberInput
            name={input.Key}
            defaultValue={typeof shown === 'number' ? shown : null}
            onValueChange={(_value, typed) => onText(typed)}
            onBlur={onBlur}
          />
          {input.Unit && (
            <span className={styles.unit} aria-hidden="true">
              {input.Unit}
            </span>
          )}
        </span>
      </Field>
    );
  }

  const { zipLength } = countryByCode(site.code);
  return (
    <Field label={label} hint={help} error={error} required>
      <TextInput
        name={input.Key}
        defaultValue={text}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={zipLength}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        className={styles.postalCode}
      />
    </Field>
  );
}
