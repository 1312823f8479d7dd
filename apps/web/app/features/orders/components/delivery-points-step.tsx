import type { AddressOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { useState } from 'react';
import { Form } from 'react-router';
import { AddressFields } from '../../accounts';
import { Card, Checkbox, Field, NumberInput, parseSiteNumber } from '../../../ui';
import { useSite } from '../../../lib/site/site-provider';
import {
  deliveryChoices,
  inPricedPlace,
  prefilledAddress,
  pricedFields,
  submittedAddress,
} from '../order-address.util';
import { type AmountsCheck, checkAmounts, splitAmount } from '../delivery-points.util';
import type { OrderData } from '../order-step.type';
import { type OrderStepActionData, STEP_FIELDS, pointFields } from '../order-step-fields.constant';
import { SavedAddressPicker } from './saved-address-picker';
import { StepActions } from './order-process-page.actions';

/** The live hint under the amounts: what is left, too much, or that they add up. */
function amountsHint(check: AmountsCheck, total: number, quantity: (value: number) => string): string {
  const needed = `zusammen müssen es ${quantity(total)} sein`;
  switch (check.kind) {
    case 'ok':
      return `Die Mengen ergeben zusammen ${quantity(total)}.`;
    case 'empty-point':
      return `Bitte geben Sie für Abladestelle ${check.point} eine Menge an (${needed}).`;
    case 'under':
      return `Noch zu verteilen: ${quantity(check.difference)} (${needed}).`;
    case 'over':
      return `Zu viel verteilt: ${quantity(check.difference)} (${needed}).`;
  }
}

/** Step 2 with several stations: each delivery point its own address and amount; the amounts add up. */
export function DeliveryPointsStep({
  data,
  result,
}: {
  readonly data: OrderData;
  readonly result?: OrderStepActionData;
}) {
  const site = useSite();
  const quote = data.common.Quote;
  const total = quote?.Price.Amount ?? 0;
  const unit = quote?.Price.Unit ?? 'l';
  const count = quote?.Stations ?? 2;
  const saved = data.common.DeliveryPoints;
  const posted = result?.values;
  // null: the field is empty or no number (kept so, instead of showing 0 while the customer types).
  const [amounts, setAmounts] = useState<(number | null)[]>(() =>
    posted
      ? Array.from({ length: count }, (_, i) =>
          parseSiteNumber(posted[STEP_FIELDS.amount(i)] ?? '', site.code),
        )
      : saved.length === count
        ? saved.map((p) => p.Amount)
        : splitAmount(total, count),
  );
  const [picked, setPicked] = useState<readonly (AddressOutput | null)[]>([]);
  const choices = deliveryChoices(data.addressBook.delivery, quote);
  const check = checkAmounts(
    total,
    amounts.map((amount) => amount ?? 0),
  );
  const quantity = (value: number) => `${formatQuantity(value, site.code)} ${unit}`;
  const invoicePerStation = posted ? STEP_FIELDS.invoicePerStation in posted : data.common.InvoicePerStation;

  return (
    <Form method="post" noValidate aria-label="Abladestellen">
      {amounts.map((amount, i) => (
        <Card key={i} as="div">
          <fieldset className="checkout-group">
            <legend>{`Abladestelle ${i + 1}`}</legend>
            <SavedAddressPicker
              id={`point${i}-book`}
              label="Gespeicherte Adresse verwenden"
              addresses={choices}
              onPick={(address) =>
                setPicked((current) => amounts.map((_, j) => (j === i ? address : (current[j] ?? null))))
              }
            />
            <div className="checkout-fields">
              <AddressFields
                key={picked[i]?.Id ?? 'entered'}
                fields={pointFields(i)}
                initial={inPricedPlace(
                  picked[i] ??
                    submittedAddress(posted, pointFields(i)) ??
                    saved[i]?.Address ??
                    // The first point is the delivery address of step 1 (with its salutation).
                    (i === 0
                      ? prefilledAddress(data.common.DeliveryAddress, quote, data.knownAddress)
                      : prefilledAddress(null, quote)),
                  quote,
                  data.town,
                )}
                locked={pricedFields(data.town)}
                errors={result?.addressErrors?.[i] ?? {}}
              />
              <Field label={`Menge in ${unit}`} id={`point${i}-amount`}>
                <NumberInput
                  name={STEP_FIELDS.amount(i)}
                  value={amount}
                  onValueChange={(value) =>
                    setAmounts((current) => current.map((a, j) => (j === i ? value : a)))
                  }
                />
              </Field>
            </div>
          </fieldset>
        </Card>
      ))}
      <Card as="div">
        <p
          className={check.kind === 'ok' ? 'checkout-amounts checkout-amounts--ok' : 'checkout-amounts'}
          role="status"
          data-testid="amount-remaining"
        >
          {amountsHint(check, total, quantity)}
        </p>
        <Checkbox
          name={STEP_FIELDS.invoicePerStation}
          defaultChecked={invoicePerStation}
          label="Eine eigene Rechnung je Abladestelle"
        />
      </Card>
      <StepActions data={data} step="deliveryPoints" result={result} />
    </Form>
  );
}
