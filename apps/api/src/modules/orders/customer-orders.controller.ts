import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { CancelOrderInput } from './dto/cancel-order.input.js';
import { OrderStatusQuery } from './dto/list-orders.input.js';
import { OrderOutput } from './dto/order.output.js';
import { ORDER_ID_PIPE } from './order-errors.js';

const REFUSED = 'The order rules refuse the input';

/** The customer's orders (customer area): history, one order, withdrawal. */
@ApiTags('order-process')
@Controller('api/order-process/orders')
export class CustomerOrdersController {
  constructor(private readonly orders: CustomerOrdersService) {}

  @Post(':orderId/cancel')
  @Authenticated()
  @Endpoint({
    operationId: 'cancelOrder',
    summary: 'The customer withdraws from an order not yet delivered, within 14 days of placing it',
    ok: OrderOutput,
    errors: {
      404: 'No such order of this customer',
      409: 'INVALID_TRANSITION or WITHDRAWAL_PERIOD_OVER',
      422: REFUSED,
    },
  })
  @ApiParam({ name: 'orderId', type: Number })
  cancel(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: CancelOrderInput,
  ): Promise<OrderOutput> {
    return this.orders.withdraw(ctx, orderId, input.Reason ?? '');
  }

  @Get()
  @Authenticated()
  @Endpoint({
    operationId: 'getOrders',
    summary: "The signed-in customer's (or guest session's) orders, newest first (at most 200)",
    ok: [OrderOutput],
    errors: { 422: REFUSED },
  })
  list(@Ctx() ctx: RequestContext, @Query() query: OrderStatusQuery): Promise<OrderOutput[]> {
    return this.orders.orders(ctx, query.status);
  }

  @Get(':orderId')
  @Authenticated()
  @Endpoint({
    operationId: 'getOrder',
    summary: 'An order of the signed-in customer or guest (others: 404)',
    ok: OrderOutput,
    errors: { 404: 'No such order of this customer', 422: REFUSED },
  })
  @ApiParam({ name: 'orderId', type: Number })
  order(@Ctx() ctx: RequestContext, @Param('orderId', ORDER_ID_PIPE) orderId: number): Promise<OrderOutput> {
    return this.orders.order(ctx, orderId);
  }
}
