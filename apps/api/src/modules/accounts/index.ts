/**
 * The accounts module's public surface: what other modules may import. Everything else in this folder
 * (repositories, services, DTOs not listed here, domain/) is the module's own.
 */
export { AccountsModule } from './accounts.module.js';
export { CustomerDirectory, type Customer } from './customer-directory.service.js';
export { OrderHistory, type OrderSummary } from './order-history.port.js';
/** Address mapping shared with order addresses (an order keeps a snapshot of the same fields). */
export { addressFieldsOf, toAddressFieldsOutput, type AddressFields } from './account.mapper.js';
/** Address DTOs reused by the order process's own inputs and outputs (same OpenAPI schemas). */
export { AddressInput } from './dto/address.input.js';
export { AddressOutput } from './dto/address.output.js';
export { CompanyField } from './dto/account-fields.decorators.js';
/** Single-use link tokens (stored as SHA-256), e.g. the rating link of a delivered order. */
export { newSecretToken, sha256 } from './domain/secret-token.util.js';
/** The client's address behind the trusted proxy, for limits per address (e.g. the lead form's). */
export { clientAddressOf } from './session-response.js';

/** A customer claimed guest orders: the orders of `fromUserIds` (guest rows) now belong to `toUserId`. */
export interface GuestOrdersClaimed {
  fromUserIds: number[];
  toUserId: number;
}

declare module '../../core/events/domain-events.js' {
  interface DomainEventMap {
    /** Published inside the claim's transaction; the orders module moves the orders (a failure undoes the claim). */
    'accounts.guest-orders-claimed': GuestOrdersClaimed;
  }
}
