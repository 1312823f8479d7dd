import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint, type EndpointOptions } from '../../core/http/endpoint.decorator.js';
import { DealerOrdersService } from './dealer-orders.service.js';
import { ConfirmOrderInput } from './dto/confirm-order.input.js';
import { DealerProfileOutput } from './dto/dealer-profile.output.js';
import { DeclineOrderInput } from './dto/decline-order.input.js';
import { DeliveredOrderInput } from './dto/deliver-order.input.js';
import { OrderStatusQuery } from './dto/list-orders.input.js';
import { OrderOutput } from './dto/order.output.js';
import { ORDER_ID_PIPE } from './order-errors.js';

/** What every portal operation may answer besides its success. */
const PORTAL_ERRORS: EndpointOptions['errors'] = {
  404: 'No such order of this dealer',
  409: 'INVALID_TRANSITION',
};

/** The dealer portal: a dealer's staff see and move only their own dealer's orders (others: 404). */
@ApiTags('dealer')
@Permission('dealer.orders.manage')
@Controller('api/dealer')
export class DealerOrdersController {
  constructor(private readonly orders: DealerOrdersService) {}

  @Get('profile')
  @Endpoint({
    operationId: 'getDealerProfile',
    summary: 'The dealer the signed-in staff member works for',
    ok: DealerProfileOutput,
    errors: PORTAL_ERRORS,
  })
  profile(@Ctx() ctx: RequestContext): Promise<DealerProfileOutput> {
    return this.orders.profile(ctx);
  }

  @Get('orders')
  @Endpoint({
    operationId: 'getDealerOrders',
    summary: "The dealer's orders, newest first",
    ok: [OrderOutput],
    errors: PORTAL_ERRORS,
  })
  list(@Ctx() ctx: RequestContext, @Query() query: OrderStatusQuery): Promise<OrderOutput[]> {
    return this.orders.orders(ctx, query.status);
  }

  @Get('orders/:orderId')
  @Endpoint({
    operationId: 'getDealerOrder',
    summary: 'One order of the dealer',
    ok: OrderOutput,
    errors: PORTAL_ERRORS,
  })
  @ApiParam({ name: 'orderId', type: Number })
  order(@Ctx() ctx: RequestContext, @Param('orderId', ORDER_ID_PIPE) orderId: number): Promise<OrderOutput> {
    return this.orders.order(ctx, orderId);
  }

  @Post('orders/:orderId/confirm')
  @Endpoint({
    operationId: 'confirmDealerOrder',
    summary: 'Confirms the order with a delivery date',
    ok: OrderOutput,
    errors: PORTAL_ERRORS,
  })
  @ApiParam({ name: 'orderId', type: Number })
  confirm(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: ConfirmOrderInput,
  ): Promise<OrderOutput> {
    return this.orders.act(ctx, orderId, { name: 'confirm', deliveryDate: input.DeliveryDate });
  }

  @Post('orders/:orderId/decline')
  @Endpoint({
    operationId: 'declineDealerOrder',
    summary: 'Declines the order, giving a reason',
    ok: OrderOutput,
    errors: PORTAL_ERRORS,
  })
  @ApiParam({ name: 'orderId', type: Number })
  decline(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: DeclineOrderInput,
  ): Promise<OrderOutput> {
    return this.orders.act(ctx, orderId, { name: 'decline', reason: input.Reason });
  }

  @Post('orders/:orderId/delivered')
  @Endpoint({
    operationId: 'markDealerOrderDelivered',
    summary: 'Records the delivery and the amount delivered',
    ok: OrderOutput,
    errors: PORTAL_ERRORS,
  })
  @ApiParam({ name: 'orderId', type: Number })
  delivered(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: DeliveredOrderInput,
  ): Promise<OrderOutput> {
    return this.orders.act(ctx, orderId, { name: 'deliver', deliveredAmount: input.DeliveredAmount });
  }
}
