import type { OrderStepName } from '@fuel/domain';
import { addressFieldNames } from '../../ui/forms/address-field-names.util';
import type { FieldErrors } from '../../ui/forms/field-errors.type';
import type { PlacementFailure } from './placement-attempt.util';

/** The form field naming the step a post saves (each step's submit button carries it). */
export const STEP_INTENT = 'step';

/**
 * What a step's post answers when it cannot go on (it redirects otherwise): the errors per field, an error of
 * the API, and for the summary the failure and the attempt key a retry must send again.
 */
export interface OrderStepActionData {
  readonly step: OrderStepName;
  /** Errors of one address per entry (address step: delivery, invoice; delivery points: one per point). */
  readonly addressErrors?: readonly FieldErrors[];
  readonly fieldErrors?: FieldErrors;
  readonly message?: string;
  /** The posted text fields, to fill the form again (no secrets: the IBAN is not among them). */
  readonly values?: Readonly<Record<string, string>>;
  readonly failure?: PlacementFailure;
  /** Set while the outcome of a placement is unknown: the next click must send the same key. */
  readonly attemptKey?: string;
}

export const DELIVERY_FIELDS = addressFieldNames('delivery');
export const INVOICE_FIELDS = addressFieldNames('invoice');
export const pointFields = (index: number) => addressFieldNames(`point${index}`);
/** Checkbox names of the address and delivery-point forms. */
export const STEP_FIELDS = {
  separateInvoice: 'separateInvoice',
  invoicePerStation: 'invoicePerStation',
  amount: (index: number) => `point${index}-amount`,
  payment: 'payment',
  iban: 'iban',
  accountHolder: 'accountHolder',
  consent: 'consent',
  attemptKey: 'attemptKey',
} as const;

/** The payment radio's value: the method and who collects it (the same method exists twice). */
export function paymentKey(method: { PaymentId: number; IsInteraidPayment: boolean }): string {
  return `${method.PaymentId}-${method.IsInteraidPayment ? 'marktplatz' : 'haendler'}`;
}
