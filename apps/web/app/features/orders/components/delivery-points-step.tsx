import { type AddressInput, type AddressOutput, saveOrderStations } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AddressFields, readAddressForm } from '../../accounts';
import { addressFieldNames } from '../../../ui/forms/address-field-names.util';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { useSite } from '../../../lib/site/site-provider';
import { deliveryChoices, orderAddressInput, prefilledAddress } from '../order-address.util';
import { type AmountsCheck, checkAmounts, parseAmountInput, splitAmount } from '../delivery-points.util';
import type { OrderData, StepSaved } from '../order-step.type';
import { SavedAddressPicker } from './saved-address-picker';
import { useApiClient } from '../../../lib/api/api-client-provider';

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
  onSaved,
}: {
  readonly data: OrderData;
  readonly onSaved: StepSaved;
}) {
  const api = useApiClient();
  const site = useSite();
  const quote = data.common.Quote;
  const total = quote?.Price.Amount ?? 0;
  const unit = quote?.Price.Unit ?? 'l';
  const count = quote?.Stations ?? 2;
  const saved = data.common.DeliveryPoints;
  const [amounts, setAmounts] = useState<number[]>(
    saved.length === count ? saved.map((p) => p.Amount) : splitAmount(total, count),
  );
  const [errors, setErrors] = useState<FieldErrors[]>([]);
  const [picked, setPicked] = useState<readonly (AddressOutput | null)[]>([]);
  const choices = deliveryChoices(data.addressBook.delivery, quote);
  const [invoicePerStation, setInvoicePerStation] = useState(data.common.InvoicePerStation);
  const mutation = useMutation({
    mutationFn: (body: {
      Stations: { Address: AddressInput; Amount: number }[];
      InvoicePerStation: boolean;
    }) => saveOrderStations({ client: api, body, throwOnError: true }),
    onSuccess: () => onSaved(),
  });
  const check = checkAmounts(total, amounts);
  const quantity = (value: number) => `${formatQuantity(value, site.code)} ${unit}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const results = amounts.map((_, i) => readAddressForm(form, 'delivery', addressFieldNames(`point${i}`)));
    setErrors(results.map((r) => r.errors));
    if (check.kind !== 'ok' || results.some((r) => !r.address)) return;
    mutation.mutate({
      Stations: results.map((r, i) => ({
        Address: orderAddressInput(r.address as NonNullable<typeof r.address>),
        Amount: amounts[i] ?? 0,
      })),
      InvoicePerStation: invoicePerStation,
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Abladestellen">
      {amounts.map((amount, i) => (
        <fieldset key={i}>
          <legend>{`Abladestelle ${i + 1}`}</legend>
          <SavedAddressPicker
            id={`point${i}-book`}
            label="Gespeicherte Adresse verwenden"
            addresses={choices}
            onPick={(address) =>
              setPicked((current) => amounts.map((_, j) => (j === i ? address : (current[j] ?? null))))
            }
          />
          <AddressFields
            key={picked[i]?.Id ?? 'entered'}
            fields={addressFieldNames(`point${i}`)}
            initial={
              picked[i] ??
              saved[i]?.Address ??
              (i === 0
                ? prefilledAddress(data.common.DeliveryAddress, quote, data.knownAddress)
                : prefilledAddress(null, quote))
            }
            errors={errors[i] ?? {}}
          />
          <div className="form-field">
            <label htmlFor={`point${i}-amount`}>{`Menge in ${unit}`}</label>
            <input
              id={`point${i}-amount`}
              inputMode="numeric"
              value={String(amount)}
              onChange={(event) => {
                const value = parseAmountInput(event.currentTarget.value);
                setAmounts((current) => current.map((a, j) => (j === i ? value : a)));
              }}
            />
          </div>
        </fieldset>
      ))}
      <p
        className={check.kind === 'ok' ? 'form-success' : 'form-error'}
        role="status"
        data-testid="amount-remaining"
      >
        {amountsHint(check, total, quantity)}
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={invoicePerStation}
          onChange={(event) => setInvoicePerStation(event.currentTarget.checked)}
        />{' '}
        Eine eigene Rechnung je Abladestelle
      </label>
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Weiter
      </button>
    </form>
  );
}
