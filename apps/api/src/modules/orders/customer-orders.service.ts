import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '@fuel/domain';
import type { RequestContext } from '../../core/context/request-context.js';
import type { OrderOutput } from './dto/order.output.js';
import { sessionCustomer } from './order-context.util.js';
import { orderNotFound } from './order-errors.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrderTransitions } from './order-transitions.service.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * The session customer's orders (a guest session's too; under impersonation the customer's): history, one
 * order, withdrawal. Anyone else's order is a 404: nobody learns that it exists.
 */
@Injectable()
export class CustomerOrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly outputs: OrderOutputs,
  ) {}

  /** Newest first: the customer area's history. */
  async orders(ctx: RequestContext, status: OrderStatus | undefined): Promise<OrderOutput[]> {
    const { userId } = sessionCustomer(ctx);
    return this.outputs.many(await this.repository.ordersOf({ userId }, status), 'customer');
  }

  async order(ctx: RequestContext, orderId: number): Promise<OrderOutput> {
    const { userId } = sessionCustomer(ctx);
    const order = await this.repository.order(orderId);
    if (!order || order.userId !== userId) throw orderNotFound();
    return this.outputs.one(order, 'customer');
  }

  /** The customer withdraws within the withdrawal period (an impersonating staff member acts as the customer). */
  async withdraw(ctx: RequestContext, orderId: number, reason: string): Promise<OrderOutput> {
    const { userId } = sessionCustomer(ctx);
    const order = await this.transitions.transition(
      ctx,
      orderId,
      { name: 'cancel', reason },
      { role: 'customer', userId },
    );
    return this.outputs.one(order, 'customer');
  }
}
