import type {
  OrderAddressOutput,
  OrderCommonDataOutput,
  OrderOutput,
  OrderQuoteOutput,
} from '@fuel/api-client';
import type { OrderData } from './order-step.type';
import type { AddressBook } from './order-process.server';

/** Test data: a delivery address in the priced postal code. */
export const ADDRESS_FIXTURE: OrderAddressOutput = {
  Title1: 'Herr',
  Title2: null,
  FirstName: 'Gerd',
  LastName: 'Gast',
  Company: null,
  Street: 'Marienplatz',
  HouseNumber: '8',
  ZipCode: '80331',
  City: 'München',
  CountryId: 1,
  Phone: null,
};

/** The answer of GET /api/common/address that the address fields load their titles from. */
export const ADDRESS_OPTIONS_ROUTE = {
  '/api/common/address': () => ({ Title1List: ['Herr', 'Frau'], Title2List: ['Dr.'] }),
};

/** Test data: 3,000 l heating oil held for a customer in 80331, the steps as the server lists them. */
export const QUOTE_FIXTURE: OrderQuoteOutput = {
  QuoteId: '5b0c2f6e-2f1f-4c7e-9a53-0d7c2b8a1e11',
  HeldUntil: '2026-11-23T10:30:00.000Z',
  DealerId: 17,
  BranchId: 3,
  ProductGroupId: 1,
  CountryId: 1,
  ZipCode: '80331',
  Stations: 1,
  PaymentOptionIds: [11, 12],
  MonthlyRateCount: null,
  PaymentOptionId: null,
  Price: {
    DealerName: 'Demo-Heizöl Huber GmbH',
    BranchName: 'München',
    Currency: 'EUR',
    Amount: 3000,
    Unit: 'l',
    ProductId: 1,
    ProductName: 'Heizöl Standard',
    ClimateNeutral: false,
    BaseNetPer100: 9000,
    Surcharges: [
      { Kind: 'option', OptionId: 5, Label: 'Schlauchlänge 60 m', NetPer100: 100, NetTotal: 3000 },
    ],
    NetTotal: 273000,
    VatRate: 19,
    VatTotal: 51870,
    GrossTotal: 324870,
    GrossPer100: 10829,
    EarliestDelivery: '2026-11-26',
    LatestDelivery: '2026-12-03',
  },
};

/** Test data: a placed order of 3,000 l heating oil from the demo dealer, paid by the dealer's SEPA. */
export const ORDER_FIXTURE: OrderOutput = {
  OrderId: 42,
  OrderNumber: 'DE-0000042',
  Status: 'placed',
  StatusLabel: 'Bestellt',
  CountryId: 1,
  ProductGroupId: 1,
  DealerId: 17,
  DealerName: 'Demo-Heizöl Huber GmbH',
  Price: QUOTE_FIXTURE.Price,
  DeliveryAddress: { ...ADDRESS_FIXTURE, Phone: '089 123456' },
  InvoiceAddress: null,
  CompanyName: null,
  DeliveryPoints: [],
  InvoicePerStation: false,
  Payment: {
    PaymentId: 12,
    IsInteraidPayment: false,
    PaymentModifier: null,
    Label: 'SEPA-Lastschrift des Händlers',
    IbanMasked: 'DE89 **** **** 3000',
    AccountHolder: 'Gerd Gast',
    MandateReference: 'M-42',
  },
  PaymentStatus: 'open',
  DeliveryDate: null,
  DeclineReason: null,
  DeliveredAmount: null,
  PlacedAt: '2026-11-23T08:00:00.000Z',
  Events: [],
  // What the customer may do with a placed order within the withdrawal period.
  AllowedActions: ['cancel'],
};

export function orderDataFixture(
  step: OrderData['step'],
  common: Partial<OrderCommonDataOutput> = {},
  stations = 1,
  addressBook: AddressBook = { delivery: [], invoice: [] },
): OrderData {
  const names: OrderData['step'][] =
    stations > 1 ? ['address', 'deliveryPoints', 'payment', 'summary'] : ['address', 'payment', 'summary'];
  const weights = { address: 0, deliveryPoints: 5, payment: 20, summary: 99 } as const;
  return {
    hasOrder: true,
    productGroup: 'heizoel',
    step,
    addressBook,
    knownAddress: null,
    town: 'München',
    attemptKey: 'attempt-0001',
    priceChanged: false,
    steps: {
      HasCalculation: true,
      Steps: names.map((name) => ({ Name: name, Weight: weights[name], Validated: true })),
      LatestAccessibleStep: 'summary',
    },
    common: {
      EmailAddress: 'kunde@example.com',
      CustomerId: 1,
      IsGuest: false,
      AllowCompany: true,
      AllowInvoiceAddress: true,
      AllowAddressSelection: true,
      IsInteraidPayment: false,
      HasCalculation: true,
      Quote: { ...QUOTE_FIXTURE, Stations: stations },
      PaymentData: { Methods: [], Selected: null },
      DeliveryAddress: null,
      InvoiceAddress: null,
      CompanyName: null,
      DeliveryPoints: [],
      InvoicePerStation: false,
      ...common,
    },
  };
}
