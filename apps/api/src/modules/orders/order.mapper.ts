import {
  type CalculatorParameter,
  type FrozenPrice,
  type OrderAddress,
  type PaymentChoice,
  ORDER_STATUS_LABELS,
  countryById,
  maskIban,
  optionById,
  productById,
  productGroupById,
} from '@fuel/domain';
import { type AddressInput, addressFieldsOf, toAddressFieldsOutput } from '../accounts/index.js';
import type { Offer, OfferRequest } from '../offers/index.js';
import type { OrderActionName } from './domain/order-actions.js';
import type { OrderAddressOutput } from './dto/order-address.output.js';
import type { PaymentChoiceOutput } from './dto/order-payment.output.js';
import type { OrderPriceOutput } from './dto/order-price.output.js';
import type { OrderQuoteOutput } from './dto/order-quote.output.js';
import type { OrderOutput } from './dto/order.output.js';
import type { DeliveryPointRow, OrderEventRow, OrderRow, QuoteRow } from './orders.repository.js';

/** The engine's offer frozen as the customer sees and accepts it. */
export function frozenPriceOf(offer: Offer, request: OfferRequest): FrozenPrice {
  return {
    dealerName: offer.dealerName,
    branchName: offer.branchName,
    currency: countryById(request.countryId).currencyCode,
    amount: offer.amount,
    unit: productGroupById(request.productGroupId)?.unit ?? 'l',
    productId: offer.productId,
    productName: productById(offer.productId)?.name ?? '',
    climateNeutral: offer.climateNeutral,
    baseNetPer100: offer.baseNetPer100,
    surcharges: offer.surcharges.map((s) => ({
      kind: s.kind,
      ...(s.optionId !== undefined ? { optionId: s.optionId } : {}),
      label: s.label,
      netPer100: s.netPer100,
      netTotal: s.netTotal,
    })),
    netTotal: offer.netTotal,
    vatRate: offer.vatRateBasisPoints / 100,
    vatTotal: offer.vatTotal,
    grossTotal: offer.grossTotal,
    grossPer100: offer.grossPer100,
    earliestDelivery: offer.earliestDelivery,
    latestDelivery: offer.latestDelivery,
  };
}

export function toPriceOutput(price: FrozenPrice): OrderPriceOutput {
  return {
    DealerName: price.dealerName,
    BranchName: price.branchName,
    Currency: price.currency,
    Amount: price.amount,
    Unit: price.unit,
    ProductId: price.productId,
    ProductName: price.productName,
    ClimateNeutral: price.climateNeutral,
    BaseNetPer100: price.baseNetPer100,
    Surcharges: price.surcharges.map((s) => ({
      Kind: s.kind as 'option',
      ...(s.optionId !== undefined ? { OptionId: s.optionId } : {}),
      Label: s.label,
      NetPer100: s.netPer100,
      NetTotal: s.netTotal,
    })),
    NetTotal: price.netTotal,
    VatRate: price.vatRate,
    VatTotal: price.vatTotal,
    GrossTotal: price.grossTotal,
    GrossPer100: price.grossPer100,
    EarliestDelivery: price.earliestDelivery,
    LatestDelivery: price.latestDelivery,
  };
}

export function toQuoteOutput(quote: QuoteRow): OrderQuoteOutput {
  const { configuration } = quote;
  return {
    QuoteId: quote.id,
    HeldUntil: quote.heldUntil.toISOString(),
    DealerId: quote.dealerId,
    BranchId: quote.branchId,
    ProductGroupId: quote.productGroupId,
    CountryId: quote.countryId,
    ZipCode: configuration.ZipCode,
    Stations: configuration.Stations,
    Price: toPriceOutput(quote.price),
    PaymentOptionIds: quote.paymentOptionIds,
    MonthlyRateCount: quote.monthlyRateCount,
    PaymentOptionId: pricedPayment(quote)?.Id ?? null,
  };
}

/** The payment parameter the quote was priced with (the calculator's method), if its configuration names one. */
export function pricedPayment({ configuration }: QuoteRow): CalculatorParameter | undefined {
  return configuration.Parameters.find((parameter) => optionById(parameter.Id)?.group === 'payment');
}

export function fromAddressInput(input: AddressInput): OrderAddress {
  return addressFieldsOf(input);
}

export function toAddressOutput(address: OrderAddress): OrderAddressOutput {
  return toAddressFieldsOutput(address);
}

export function toPaymentOutput(payment: PaymentChoice, label: string): PaymentChoiceOutput {
  return {
    PaymentId: payment.paymentId,
    IsInteraidPayment: payment.isInteraidPayment,
    PaymentModifier: payment.modifier,
    Label: label,
    ...(payment.iban
      ? {
          IbanMasked: maskIban(payment.iban),
          AccountHolder: payment.accountHolder ?? '',
          MandateReference: payment.mandateReference ?? '',
        }
      : {}),
  };
}

export function toOrderOutput(
  order: OrderRow,
  points: readonly DeliveryPointRow[],
  events: readonly OrderEventRow[],
  paymentLabel: string,
  allowedActions: OrderActionName[],
): OrderOutput {
  const status = order.status;
  return {
    OrderId: order.id,
    OrderNumber: order.orderNumber,
    Status: status,
    StatusLabel: ORDER_STATUS_LABELS[status],
    CountryId: order.countryId,
    ProductGroupId: order.productGroupId,
    DealerId: order.dealerId,
    DealerName: order.price.dealerName,
    Price: toPriceOutput(order.price),
    DeliveryAddress: toAddressOutput(order.deliveryAddress),
    InvoiceAddress: order.invoiceAddress ? toAddressOutput(order.invoiceAddress) : null,
    CompanyName: order.companyName,
    DeliveryPoints: points.map((p) => ({ Address: toAddressOutput(p.address), Amount: p.amount })),
    InvoicePerStation: order.invoicePerPoint,
    Payment: toPaymentOutput(order.payment, paymentLabel),
    PaymentStatus: order.paymentStatus,
    DeliveryDate: order.deliveryDate,
    DeclineReason: order.declineReason,
    DeliveredAmount: order.deliveredAmount,
    PlacedAt: order.placedAt.toISOString(),
    Events: events.map((e) => ({
      From: e.fromStatus,
      To: e.toStatus,
      Actor: e.actor,
      Note: e.note,
      At: e.at.toISOString(),
    })),
    AllowedActions: allowedActions,
  };
}
