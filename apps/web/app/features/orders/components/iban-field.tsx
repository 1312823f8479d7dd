import { type CountryCode, IBAN_MESSAGES, ibanProblem, normalizeIban } from '@fuel/domain';
import { useState } from 'react';
import { Field, TextInput } from '../../../ui';

/** An IBAN of the site's country as the example under the field. */
const IBAN_EXAMPLES: Readonly<Record<CountryCode, string>> = {
  de: 'DE89 3704 0044 0532 0130 00',
  at: 'AT61 1904 3002 3457 3201',
  ch: 'CH93 0076 2011 6238 5295 7',
};

/** The shortest IBAN of a country we accept: below it a half-typed IBAN is not yet judged. */
const SHORTEST_IBAN = 15;

/** The German message for an IBAN, or undefined when it passes country, length and mod-97. */
export function ibanMessage(value: string): string | undefined {
  const problem = ibanProblem(value);
  return problem && IBAN_MESSAGES[problem];
}

/**
 * IBAN input checked live (libs/domain: country, length for the country, mod-97): while typing it is
 * judged once long enough or after the field was left once, so a half-typed IBAN is not an error yet.
 * `error` is the message of a submit attempt.
 */
export function IbanField({
  name,
  error,
  site,
}: {
  readonly name: string;
  readonly error?: string;
  readonly site: CountryCode;
}) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = value.trim() === '';
  // After a refused submit every keystroke is judged, so the message goes as soon as the IBAN is right.
  const judged = touched || error !== undefined || normalizeIban(value).length >= SHORTEST_IBAN;
  const shown = empty ? error : judged ? ibanMessage(value) : undefined;
  const valid = judged && !empty && shown === undefined;
  return (
    <Field
      label="IBAN"
      error={shown}
      hint={valid ? <span role="status">IBAN geprüft.</span> : `z. B. ${IBAN_EXAMPLES[site]}`}
    >
      <TextInput
        name={name}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
      />
    </Field>
  );
}
