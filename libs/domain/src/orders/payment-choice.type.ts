/** How the customer pays an order, as the payment step saved it. */
export interface PaymentChoice {
  /** Option id of the payment group (11 invoice, 12 SEPA, 23 instalment, 15 PayPal). */
  paymentId: number;
  /** Handled by the marketplace rather than the dealer. */
  isInteraidPayment: boolean;
  /** Instalment months (the dealer's MonthlyRateCount). */
  modifier: number | null;
  /** SEPA only: normalised IBAN, holder and the mandate reference we generated. */
  iban?: string;
  accountHolder?: string;
  mandateReference?: string;
}

/** `open`: paid later (invoice, SEPA after delivery); `authorized`: a provider approved it; never 'paid' here. */
export type PaymentStatus = 'open' | 'authorized';
