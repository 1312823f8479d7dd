import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { CurrentUser, Permission } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import {
  ConfirmOrderInput,
  OrderStatusQuery,
  DeclineOrderInput,
  DeliveredOrderInput,
} from './dto/order-process.input.js';
import { DealerProfileOutput, OrderOutput } from './dto/order-process.output.js';
import { OrderStatusService } from './order-status.service.js';
import { ORDER_ID_PIPE } from './order-errors.js';

/** The dealer portal: a dealer's staff see and move only their own dealer's orders (others: 404). */
@ApiTags('dealer')
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of this dealer' })
@ApiConflictResponse({ type: ErrorResponse, description: 'INVALID_TRANSITION' })
@Permission('dealer.orders.manage')
@Controller('api/dealer')
export class DealerOrdersController {
  constructor(private readonly status: OrderStatusService) {}

  @Get('profile')
  @ApiOperation({
    operationId: 'getDealerProfile',
    summary: 'The dealer the signed-in staff member works for',
  })
  @ApiOkResponse({ type: DealerProfileOutput })
  profile(@CurrentUser() user: AuthUser): Promise<DealerProfileOutput> {
    return this.status.dealerProfile(user);
  }

  @Get('orders')
  @ApiOperation({ operationId: 'getDealerOrders', summary: "The dealer's orders, newest first" })
  @ApiOkResponse({ type: [OrderOutput] })
  list(@CurrentUser() user: AuthUser, @Query() query: OrderStatusQuery): Promise<OrderOutput[]> {
    return this.status.dealerOrders(user, query.status);
  }

  @Get('orders/:orderId')
  @ApiOperation({ operationId: 'getDealerOrder', summary: 'One order of the dealer' })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  order(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
  ): Promise<OrderOutput> {
    return this.status.dealerOrder(user, orderId);
  }

  @Post('orders/:orderId/confirm')
  @HttpCode(200)
  @ApiOperation({ operationId: 'confirmDealerOrder', summary: 'Confirms the order with a delivery date' })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  confirm(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: ConfirmOrderInput,
  ): Promise<OrderOutput> {
    return this.status.dealerAction(user, orderId, { to: 'confirmed', deliveryDate: input.DeliveryDate });
  }

  @Post('orders/:orderId/decline')
  @HttpCode(200)
  @ApiOperation({ operationId: 'declineDealerOrder', summary: 'Declines the order, giving a reason' })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  decline(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: DeclineOrderInput,
  ): Promise<OrderOutput> {
    return this.status.dealerAction(user, orderId, { to: 'declined', reason: input.Reason });
  }

  @Post('orders/:orderId/delivered')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markDealerOrderDelivered',
    summary: 'Records the delivery and the amount delivered',
  })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  delivered(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: DeliveredOrderInput,
  ): Promise<OrderOutput> {
    return this.status.dealerAction(user, orderId, {
      to: 'delivered',
      deliveredAmount: input.DeliveredAmount,
    });
  }
}
