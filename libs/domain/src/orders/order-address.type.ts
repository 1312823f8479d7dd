import { type CountryId } from '../common/countries.constant.js';

/** An address as the order froze it (names and place, no link to the address book that may change). */
export interface OrderAddress {
  title1: string | null;
  title2: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  countryId: CountryId;
  phone: string | null;
}

/** One delivery point of an order in the making: where, and how much of the ordered amount. */
export interface DeliveryPointDraft {
  address: OrderAddress;
  amount: number;
}
