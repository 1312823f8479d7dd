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
}
