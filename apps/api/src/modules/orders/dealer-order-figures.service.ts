import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { type DealerReliability, dealerReliability, reliabilitySince } from '@fuel/domain/dealers';
import { DealerOrderFigures } from '../dealers/index.js';
import { OrdersRepository } from './orders.repository.js';

/** The dealers module's port onto the orders (provided globally as DealerOrderFigures by OrdersModule). */
@Injectable()
export class DealerOrderFiguresService extends DealerOrderFigures {
  constructor(private readonly repository: OrdersRepository) {
    super();
  }

  async of(dealerId: number, countryId: CountryId, now: Date): Promise<DealerReliability> {
    const since = reliabilitySince(countryId, now);
    return dealerReliability(await this.repository.dealerOrderCounts(dealerId, countryId, since), since);
  }
}
