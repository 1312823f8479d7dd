import { Injectable } from '@nestjs/common';
import { MarketRepository } from './market.repository.js';

/**
 * The market revision every API process watches to reload its market snapshot. Offers owns it; a module
 * whose change the calculator must see (a dealer's new rating) bumps it inside the change's transaction,
 * so a rolled-back change moves nothing.
 */
@Injectable()
export class MarketRevision {
  constructor(private readonly repository: MarketRepository) {}

  bump(): Promise<void> {
    return this.repository.bumpRevision();
  }
}
