import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../core/context/request-context.js';
import type { OrderOutput } from './dto/order.output.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrderTransitions } from './order-transitions.service.js';

/** Customer support's actions on any order (the endpoint's permission says who). */
@Injectable()
export class SupportOrdersService {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly outputs: OrderOutputs,
  ) {}

  async cancel(ctx: RequestContext, orderId: number, reason: string): Promise<OrderOutput> {
    const order = await this.transitions.transition(
      ctx,
      orderId,
      { name: 'cancel', reason },
      { role: 'staff' },
    );
    return this.outputs.one(order, 'staff');
  }
}
