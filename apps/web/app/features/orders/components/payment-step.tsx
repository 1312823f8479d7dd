import type { OrderQuoteOutput, PaymentDataOutput } from '@fuel/api-client';
import { OPTION_CATALOGUE_IDS, optionById } from '@fuel/domain';
import { useState } from 'react';
import { Form } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Alert, Card, Field, RadioCard, TextInput } from '../../../ui';
import type { OrderData } from '../order-step.type';
import { type OrderStepActionData, STEP_FIELDS, paymentKey } from '../order-step-fields.constant';
import { IbanField } from './iban-field';
import { StepActions } from './order-process-page.actions';

/** The choice to start with and, when the calculator's method is not offered here, why. */
function startingChoice(payment: PaymentDataOutput, quote: OrderQuoteOutput | null, isGuest: boolean) {
  if (payment.Selected) return { choice: paymentKey(payment.Selected) };
  // The payment the calculator priced, any method (the quote names it).
  const wanted = quote?.PaymentOptionId;
  if (wanted === null || wanted === undefined) return { choice: '' };
  const offered = payment.Methods.find((m) => m.PaymentId === wanted);
  if (offered) return { choice: paymentKey(offered) };
  const label = optionById(wanted)?.label ?? 'Die im Preisrechner gewählte Zahlungsart';
  return {
    choice: '',
    // Guests miss the marketplace's methods (instalment); other methods are the dealer's to offer.
    unavailable:
      isGuest && wanted === OPTION_CATALOGUE_IDS.instalment
        ? `${label} ist nur mit Kundenkonto möglich, nicht bei einer Gastbestellung. Bitte wählen Sie eine andere Zahlungsart; der Preis wird dafür neu berechnet.`
        : `${label} bietet dieser Händler für Ihre Bestellung nicht an. Bitte wählen Sie eine andere Zahlungsart; der Preis wird dafür neu berechnet.`,
  };
}

/** Step 3: exactly one payment method of those the dealer and the customer may use; SEPA asks for the IBAN. */
export function PaymentStep({
  data,
  result,
}: {
  readonly data: OrderData;
  readonly result?: OrderStepActionData;
}) {
  const site = useSite();
  const { common } = data;
  const methods = common.PaymentData.Methods;
  const start = startingChoice(common.PaymentData, common.Quote, common.IsGuest);
  const [choice, setChoice] = useState(result?.values?.[STEP_FIELDS.payment] ?? start.choice);
  const errors = result?.fieldErrors ?? {};
  const sepaKeys = methods
    .filter((m) => m.PaymentId === OPTION_CATALOGUE_IDS.sepaDirectDebit)
    .map((m) => paymentKey(m));

  return (
    <Form method="post" noValidate aria-label="Zahlungsart" className="checkout-payment">
      <Card as="div">
        <fieldset
          className="checkout-group"
          aria-describedby={errors.payment ? 'payment-error' : undefined}
          aria-invalid={errors.payment ? true : undefined}
        >
          <legend>Wie möchten Sie bezahlen?</legend>
          {start.unavailable && (
            <Alert tone="info" className="checkout-notice" data-testid="payment-unavailable">
              {start.unavailable}
            </Alert>
          )}
          <div className="checkout-choices">
            {methods.map((m) => (
              <RadioCard
                key={paymentKey(m)}
                name={STEP_FIELDS.payment}
                value={paymentKey(m)}
                title={m.Label}
                description={m.Description}
                checked={choice === paymentKey(m)}
                onChange={() => setChoice(paymentKey(m))}
                data-sepa={sepaKeys.includes(paymentKey(m)) || undefined}
              />
            ))}
          </div>
          {errors.payment && (
            <p id="payment-error" className="checkout-error" role="alert">
              {errors.payment}
            </p>
          )}
        </fieldset>
      </Card>
      {/* Shown by CSS while a SEPA method is ticked, so the mandate fields work without JavaScript too. */}
      {sepaKeys.length > 0 && (
        <Card as="div" className="checkout-sepa">
          <fieldset className="checkout-group">
            <legend>SEPA-Lastschriftmandat</legend>
            <div className="checkout-fields">
              <IbanField name={STEP_FIELDS.iban} error={errors.iban} site={site.code} />
              <Field label="Kontoinhaber" error={errors.accountHolder}>
                <TextInput
                  name={STEP_FIELDS.accountHolder}
                  autoComplete="name"
                  defaultValue={result?.values?.[STEP_FIELDS.accountHolder] ?? ''}
                />
              </Field>
            </div>
            <p className="checkout-hint">
              Mit dem Absenden ermächtigen Sie den Zahlungsempfänger, den Rechnungsbetrag nach der Lieferung
              von Ihrem Konto einzuziehen. Die Mandatsreferenz teilen wir Ihnen mit der Bestellbestätigung
              mit.
            </p>
          </fieldset>
        </Card>
      )}
      <StepActions data={data} step="payment" result={result} />
    </Form>
  );
}
