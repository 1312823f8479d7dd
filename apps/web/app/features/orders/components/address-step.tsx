import { type AddressInput, type AddressOutput, saveOrderAddress } from '@fuel/api-client';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AddressFields, readAddressForm } from '../../accounts';
import { addressFieldNames } from '../../../ui/forms/address-field-names.util';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { FormField } from '../../../ui/forms/form-field';
import { MutationFeedback } from '../../../ui/forms/mutation-feedback';
import { deliveryChoices, orderAddressInput, prefilledAddress } from '../order-address.util';
import type { OrderData, StepSaved } from '../order-step.type';
import { SavedAddressPicker } from './saved-address-picker';
import { useApiClient } from '../../../lib/api/api-client-provider';

const DELIVERY = addressFieldNames('delivery');
const INVOICE = addressFieldNames('invoice');

/** Step 1: the delivery address (in the priced postal code), optionally company and invoice address. */
export function AddressStep({ data, onSaved }: { readonly data: OrderData; readonly onSaved: StepSaved }) {
  const api = useApiClient();
  const { common, addressBook } = data;
  const [picked, setPicked] = useState<AddressOutput | null>(null);
  const [pickedInvoice, setPickedInvoice] = useState<AddressOutput | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invoiceErrors, setInvoiceErrors] = useState<FieldErrors>({});
  const [separateInvoice, setSeparateInvoice] = useState(common.InvoiceAddress !== null);
  const mutation = useMutation({
    mutationFn: (body: {
      DeliveryAddress: AddressInput;
      InvoiceAddress: AddressInput | null;
      CompanyName: string | null;
    }) => saveOrderAddress({ client: api, body, throwOnError: true }),
    onSuccess: () => onSaved(),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const delivery = readAddressForm(form, 'delivery', DELIVERY);
    const invoice = separateInvoice ? readAddressForm(form, 'invoice', INVOICE) : { errors: {} };
    setErrors(delivery.errors);
    setInvoiceErrors(invoice.errors);
    if (!delivery.address || (separateInvoice && !invoice.address)) return;
    mutation.mutate({
      DeliveryAddress: orderAddressInput(delivery.address),
      InvoiceAddress: invoice.address ? orderAddressInput(invoice.address) : null,
      CompanyName: common.AllowCompany ? String(form.get('companyName') ?? '').trim() || null : null,
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Lieferadresse">
      <SavedAddressPicker
        id="delivery-book"
        label="Gespeicherte Lieferadresse verwenden"
        addresses={deliveryChoices(addressBook.delivery, common.Quote)}
        onPick={setPicked}
      />
      <AddressFields
        key={picked?.Id ?? 'entered'}
        fields={DELIVERY}
        initial={picked ?? prefilledAddress(common.DeliveryAddress, common.Quote, data.knownAddress)}
        errors={errors}
      />
      {common.AllowCompany && (
        <FormField
          label="Firma, falls Sie geschäftlich bestellen (optional)"
          name="companyName"
          defaultValue={common.CompanyName ?? ''}
        />
      )}
      {common.AllowInvoiceAddress && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={separateInvoice}
            onChange={(event) => setSeparateInvoice(event.currentTarget.checked)}
          />{' '}
          Abweichende Rechnungsadresse
        </label>
      )}
      {separateInvoice && (
        <fieldset>
          <legend>Rechnungsadresse</legend>
          <SavedAddressPicker
            id="invoice-book"
            label="Gespeicherte Rechnungsadresse verwenden"
            addresses={addressBook.invoice}
            onPick={setPickedInvoice}
          />
          <AddressFields
            key={pickedInvoice?.Id ?? 'entered'}
            fields={INVOICE}
            initial={pickedInvoice ?? common.InvoiceAddress}
            errors={invoiceErrors}
          />
        </fieldset>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        Weiter
      </button>
    </form>
  );
}
