import { Injectable } from '@nestjs/common';
import type { OrderActor } from '@fuel/domain';
import { allowedActions } from './domain/order-actions.js';
import type { OrderOutput } from './dto/order.output.js';
import { toOrderOutput } from './order.mapper.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';
import { PaymentMethods } from './payment-methods.js';

/**
 * Orders as the API shows them, with their delivery points, their history and what `role` may do next.
 * A list costs two queries whatever its length (points and events of all its orders at once).
 */
@Injectable()
export class OrderOutputs {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly payments: PaymentMethods,
  ) {}

  async many(orders: readonly OrderRow[], role: OrderActor): Promise<OrderOutput[]> {
    const show = await this.presenter(
      orders.map((order) => order.id),
      role,
    );
    return orders.map(show);
  }

  async one(order: OrderRow, role: OrderActor): Promise<OrderOutput> {
    return (await this.presenter([order.id], role))(order);
  }

  /** Loads the points and events of these orders at once and returns the mapping of one of them. */
  private async presenter(
    orderIds: readonly number[],
    role: OrderActor,
  ): Promise<(order: OrderRow) => OrderOutput> {
    const [points, events] = await Promise.all([
      this.repository.deliveryPointsOf(orderIds),
      this.repository.eventsOf(orderIds),
    ]);
    const pointsOf = groupByOrder(points);
    const eventsOf = groupByOrder(events);
    const now = new Date();
    return (order) =>
      toOrderOutput(
        order,
        pointsOf.get(order.id) ?? [],
        eventsOf.get(order.id) ?? [],
        this.payments.labelOfOrder(order.payment),
        allowedActions(order, role, now),
      );
  }
}

/** Rows by their order, in the order the query gave them. */
function groupByOrder<T extends { readonly orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const byOrder = new Map<number, T[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}
