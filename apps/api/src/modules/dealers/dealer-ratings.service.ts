import { Injectable } from '@nestjs/common';
import { type DomainEventMap, OnDomainEvent } from '../../core/events/domain-events.js';
import { MarketRevision } from '../offers/index.js';
import { DealersRepository } from './dealers.repository.js';

/**
 * A customer's rating of a delivered order becomes the dealer's: the order_rating row and the dealer's mean,
 * and the market revision moves so the calculator ranks with the new mean. Runs inside the rating's
 * transaction (DomainEvents), so a failure here refuses the rating and nothing half-done stays.
 */
@Injectable()
export class DealerRatingsService {
  constructor(
    private readonly repository: DealersRepository,
    private readonly marketRevision: MarketRevision,
  ) {}

  @OnDomainEvent('orders.rated')
  async onOrderRated(event: DomainEventMap['orders.rated']): Promise<void> {
    await this.repository.addRating({
      orderId: event.orderId,
      dealerId: event.dealerId,
      stars: event.stars,
      text: event.text ?? '',
      createdAt: event.ratedAt,
    });
    await this.marketRevision.bump();
  }
}
