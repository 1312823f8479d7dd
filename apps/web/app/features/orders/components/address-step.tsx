import type { AddressOutput } from '@fuel/api-client';
import { useState } from 'react';
import { Form } from 'react-router';
import { AddressFields } from '../../accounts';
import { Card, Checkbox } from '../../../ui';
import {
  deliveryChoices,
  inPricedPlace,
  prefilledAddress,
  pricedFields,
  submittedAddress,
} from '../order-address.util';
import type { OrderData } from '../order-step.type';
import {
  DELIVERY_FIELDS,
  INVOICE_FIELDS,
  type OrderStepActionData,
  STEP_FIELDS,
} from '../order-step-fields.constant';
import { SavedAddressPicker } from './saved-address-picker';
import { StepActions } from './order-process-page.actions';

/** Step 1: the delivery address (in the priced postal code), optionally an invoice address. */
export function AddressStep({
  data,
  result,
}: {
  readonly data: OrderData;
  readonly result?: OrderStepActionData;
}) {
  const { common, addressBook } = data;
  const [picked, setPicked] = useState<AddressOutput | null>(null);
  const [pickedInvoice, setPickedInvoice] = useState<AddressOutput | null>(null);
  const [deliveryErrors = {}, invoiceErrors = {}] = result?.addressErrors ?? [];
  const posted = result?.values;
  const separateInvoice = posted ? STEP_FIELDS.separateInvoice in posted : common.InvoiceAddress !== null;

  return (
    <Form method="post" noValidate aria-label="Lieferadresse">
      <Card title="Wohin dürfen wir liefern?">
        <p className="checkout-hint" data-testid="priced-place-hint">
          {`Ihr Preis gilt für ${[common.Quote?.ZipCode, data.town].filter(Boolean).join(' ')}: Postleitzahl, Ort und Land stehen mit dem Angebot fest. Für einen anderen Lieferort wählen Sie bitte ein neues Angebot.`}
        </p>
        <SavedAddressPicker
          id="delivery-book"
          label="Gespeicherte Lieferadresse verwenden"
          addresses={deliveryChoices(addressBook.delivery, common.Quote)}
          onPick={setPicked}
        />
        <div className="checkout-fields">
          <AddressFields
            key={picked?.Id ?? 'entered'}
            fields={DELIVERY_FIELDS}
            initial={inPricedPlace(
              picked ??
                submittedAddress(posted, DELIVERY_FIELDS) ??
                prefilledAddress(common.DeliveryAddress, common.Quote, data.knownAddress),
              common.Quote,
              data.town,
            )}
            locked={pricedFields(data.town)}
            errors={deliveryErrors}
          />
        </div>
      </Card>
      {common.AllowInvoiceAddress && (
        // The invoice fields show while the box is ticked (CSS), so this works without JavaScript too.
        <Card className="checkout-invoice">
          <Checkbox
            name={STEP_FIELDS.separateInvoice}
            defaultChecked={separateInvoice}
            label="Die Rechnung geht an eine andere Adresse"
          />
          <fieldset className="checkout-group checkout-invoice__fields">
            <legend>Rechnungsadresse</legend>
            <SavedAddressPicker
              id="invoice-book"
              label="Gespeicherte Rechnungsadresse verwenden"
              addresses={addressBook.invoice}
              onPick={setPickedInvoice}
            />
            <div className="checkout-fields">
              <AddressFields
                key={pickedInvoice?.Id ?? 'entered'}
                fields={INVOICE_FIELDS}
                initial={pickedInvoice ?? submittedAddress(posted, INVOICE_FIELDS) ?? common.InvoiceAddress}
                errors={invoiceErrors}
              />
            </div>
          </fieldset>
        </Card>
      )}
      <StepActions data={data} step="address" result={result} />
    </Form>
  );
}
