import { Injectable } from '@nestjs/common';
import { type DomainEventMap, OnDomainEvent } from '../../core/events/domain-events.js';
import { OrderHistory, type OrderSummary } from '../accounts/index.js';
import { OrdersRepository } from './orders.repository.js';

/** The accounts module's port onto the orders (provided globally as OrderHistory by OrdersModule). */
@Injectable()
export class OrderHistoryService extends OrderHistory {
  constructor(private readonly repository: OrdersRepository) {
    super();
  }

  hasAnyOrder(userId: number): Promise<boolean> {
    return this.repository.hasAnyOrder(userId);
  }

  orderCount(userIds: readonly number[]): Promise<number> {
    return this.repository.orderCount(userIds);
  }

  async recentOrders(userId: number): Promise<OrderSummary[]> {
    const rows = await this.repository.ordersOf({ userId }, undefined);
    return rows.map(({ id, orderNumber, placedAt, status, grossTotal, countryId }) => ({
      orderId: id,
      orderNumber,
      placedAt,
      status,
      grossTotal,
      countryId,
    }));
  }
}

/** A customer claimed guest orders: they move to the account inside the claim's transaction. */
@Injectable()
export class GuestOrdersClaim {
  constructor(private readonly repository: OrdersRepository) {}

  @OnDomainEvent('accounts.guest-orders-claimed')
  async onClaimed(event: DomainEventMap['accounts.guest-orders-claimed']): Promise<void> {
    await this.repository.moveOrders(event.fromUserIds, event.toUserId);
  }
}
