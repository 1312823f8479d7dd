/** An address-book entry is for deliveries or for invoices. */
export type AddressType = 'delivery' | 'invoice';

/** What a single-use e-mail link is for. */
export type EmailTokenPurpose =
  | 'confirm-request'
  | 'confirm-email-change'
  | 'reset-password'
  | 'confirm-notifications'
  /** Sent to the owner of an address that has guest orders: sets a password and takes the guest orders over. */
  | 'claim-guest';
