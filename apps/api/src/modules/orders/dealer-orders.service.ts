import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '@fuel/domain';
import type { RequestContext } from '../../core/context/request-context.js';
import { DealerDirectory } from '../dealers/index.js';
import type { OrderAction } from './domain/order-actions.js';
import type { DealerProfileOutput } from './dto/dealer-profile.output.js';
import type { OrderOutput } from './dto/order.output.js';
import { portalDealerId } from './order-context.util.js';
import { orderNotFound } from './order-errors.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrderTransitions } from './order-transitions.service.js';
import { OrdersRepository } from './orders.repository.js';

/** What a dealer does with the orders it received: the dealer portal. */
export type DealerAction = Extract<OrderAction, { name: 'confirm' | 'decline' | 'deliver' }>;

/** The dealer portal: a dealer's staff see and move only their own dealer's orders (others: 404). */
@Injectable()
export class DealerOrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly outputs: OrderOutputs,
    private readonly dealers: DealerDirectory,
  ) {}

  async profile(ctx: RequestContext): Promise<DealerProfileOutput> {
    const dealerId = portalDealerId(ctx);
    const dealer = await this.dealers.contact(dealerId);
    return { DealerId: dealerId, DealerName: dealer?.name ?? '' };
  }

  async orders(ctx: RequestContext, status: OrderStatus | undefined): Promise<OrderOutput[]> {
    const dealerId = portalDealerId(ctx);
    return this.outputs.many(await this.repository.ordersOf({ dealerId }, status), 'dealer');
  }

  async order(ctx: RequestContext, orderId: number): Promise<OrderOutput> {
    const dealerId = portalDealerId(ctx);
    const order = await this.repository.order(orderId);
    if (!order || order.dealerId !== dealerId) throw orderNotFound();
    return this.outputs.one(order, 'dealer');
  }

  async act(ctx: RequestContext, orderId: number, action: DealerAction): Promise<OrderOutput> {
    const dealerId = portalDealerId(ctx);
    const order = await this.transitions.transition(ctx, orderId, action, { role: 'dealer', dealerId });
    return this.outputs.one(order, 'dealer');
  }
}
