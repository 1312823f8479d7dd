import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { StaffCancelOrderInput } from './dto/cancel-order.input.js';
import { OrderOutput } from './dto/order.output.js';
import { ORDER_ID_PIPE } from './order-errors.js';
import { SupportOrdersService } from './support-orders.service.js';

/** Back-office actions on orders (customer support; admin holds every permission). */
@ApiTags('support')
@Permission('orders.cancel')
@Controller('api/support/orders')
export class SupportOrdersController {
  constructor(private readonly orders: SupportOrdersService) {}

  @Post(':orderId/cancel')
  @Endpoint({
    operationId: 'staffCancelOrder',
    summary: 'Cancels any order not yet delivered, with a reason',
    ok: OrderOutput,
    errors: { 404: 'No such order', 409: 'INVALID_TRANSITION' },
  })
  @ApiParam({ name: 'orderId', type: Number })
  cancel(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: StaffCancelOrderInput,
  ): Promise<OrderOutput> {
    return this.orders.cancel(ctx, orderId, input.Reason);
  }
}
