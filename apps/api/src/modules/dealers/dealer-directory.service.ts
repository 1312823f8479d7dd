import { Injectable } from '@nestjs/common';
import { DealersRepository } from './dealers.repository.js';

/** What other modules may ask about dealers. */
@Injectable()
export class DealerDirectory {
  constructor(private readonly repository: DealersRepository) {}

  /** Whether a dealer with this id exists, active or not (e.g. before a customer marks it a favourite). */
  dealerExists(dealerId: number): Promise<boolean> {
    return this.repository.exists(dealerId);
  }

  /** The dealer's name and order address (the orders' mail to the dealer, the dealer portal's profile). */
  contact(dealerId: number): Promise<{ name: string; email: string } | undefined> {
    return this.repository.contact(dealerId);
  }
}
