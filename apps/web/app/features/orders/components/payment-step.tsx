import { type SavePaymentInput, saveOrderPayment } from '@fuel/api-client';
import { OPTION_CATALOGUE_IDS } from '@fuel/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { IbanField, ibanMessage } from './iban-field';
import type { OrderData, StepSaved } from '../order-step.type';
import { useApiClient } from '../../../lib/api/api-client-provider';

const methodKey = (m: { PaymentId: number; IsInteraidPayment: boolean }) =>
  `${m.PaymentId}-${m.IsInteraidPayment ? 'marktplatz' : 'haendler'}`;

/** Step 3: exactly one payment method of those the dealer and the customer may use; SEPA asks for the IBAN. */
export function PaymentStep({ data, onSaved }: { readonly data: OrderData; readonly onSaved: StepSaved }) {
  const api = useApiClient();
  const { Methods: methods, Selected: selected } = data.common.PaymentData;
  const [choice, setChoice] = useState(selected ? methodKey(selected) : '');
  const [ibanError, setIbanError] = useState<string>();
  const [holderError, setHolderError] = useState<string>();
  const [choiceError, setChoiceError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (body: SavePaymentInput) => saveOrderPayment({ client: api, body, throwOnError: true }),
    onSuccess: ({ data: saved }) =>
      onSaved(
        saved.PriceChanged
          ? 'Mit der gewählten Zahlungsart ändert sich der Preis. Bitte prüfen Sie den neuen Gesamtpreis.'
          : undefined,
      ),
  });
  const method = methods.find((m) => methodKey(m) === choice);
  const isSepa = method?.PaymentId === OPTION_CATALOGUE_IDS.sepaDirectDebit;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method) {
      setChoiceError('Bitte wählen Sie eine Zahlungsart.');
      return;
    }
    setChoiceError(undefined);
    const form = new FormData(event.currentTarget);
    const iban = String(form.get('iban') ?? '');
    const holder = String(form.get('accountHolder') ?? '').trim();
    if (isSepa) {
      const problem = iban.trim() ? ibanMessage(iban) : 'Bitte geben Sie Ihre IBAN an.';
      setIbanError(problem);
      setHolderError(holder ? undefined : 'Bitte geben Sie den Kontoinhaber an.');
      if (problem || !holder) return;
    }
    mutation.mutate({
      IsInteraidPayment: method.IsInteraidPayment,
      PaymentId: method.PaymentId,
      PaymentModifier: method.PaymentModifier,
      ...(isSepa && { Iban: iban, AccountHolder: holder }),
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Zahlungsart">
      <fieldset>
        <legend>Wie möchten Sie bezahlen?</legend>
        <ul className="choice-list">
          {methods.map((m) => (
            <li key={methodKey(m)}>
              <label>
                <input
                  type="radio"
                  name="payment"
                  value={methodKey(m)}
                  checked={choice === methodKey(m)}
                  onChange={() => setChoice(methodKey(m))}
                />{' '}
                <strong>{m.Label}</strong> – {m.Description}
              </label>
            </li>
          ))}
        </ul>
        {choiceError && (
          <p className="form-error" role="alert">
            {choiceError}
          </p>
        )}
      </fieldset>
      {isSepa && (
        <fieldset>
          <legend>SEPA-Lastschriftmandat</legend>
          <IbanField name="iban" error={ibanError} />
          <FormField label="Kontoinhaber" name="accountHolder" autoComplete="name" error={holderError} />
          <p>
            Mit dem Absenden ermächtigen Sie den Zahlungsempfänger, den Rechnungsbetrag nach der Lieferung von
            Ihrem Konto einzuziehen. Die Mandatsreferenz teilen wir Ihnen mit der Bestellbestätigung mit.
          </p>
        </fieldset>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Weiter
      </button>
    </form>
  );
}
