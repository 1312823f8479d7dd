import { Injectable } from '@nestjs/common';
import { toAddressOutput } from './account.mapper.js';
import type { AddressOutput } from './dto/address.output.js';
import { type UserRow, UsersRepository } from './users.repository.js';

/** What other modules may know of an account (a guest row too): no credentials, no lock state. */
export type Customer = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'isGuest'
  | 'title1'
  | 'title2'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'phone'
  | 'countryId'
  | 'dealerId'
>;

/**
 * The accounts module's answer to other modules asking about a customer (orders: the ordering account, its
 * address book, the address for mails). Reads through the surrounding transaction, if any.
 */
@Injectable()
export class CustomerDirectory {
  constructor(private readonly users: UsersRepository) {}

  async customer(userId: number): Promise<Customer | undefined> {
    const row = await this.users.findById(userId);
    return row ? toCustomer(row) : undefined;
  }

  /** The customer's address book as the API shows it, in its stored order. */
  async addressBook(userId: number): Promise<AddressOutput[]> {
    return (await this.users.addressesOf(userId)).map(toAddressOutput);
  }
}

function toCustomer(row: UserRow): Customer {
  const { id, email, isGuest, title1, title2, firstName, lastName, company, phone, countryId, dealerId } =
    row;
  return { id, email, isGuest, title1, title2, firstName, lastName, company, phone, countryId, dealerId };
}
