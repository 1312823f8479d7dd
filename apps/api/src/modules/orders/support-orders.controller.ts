import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
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
import { StaffCancelOrderInput } from './dto/order-process.input.js';
import { OrderOutput } from './dto/order-process.output.js';
import { OrderStatusService } from './order-status.service.js';
import { ORDER_ID_PIPE } from './order-errors.js';

/** Back-office actions on orders (customer support; admin passes every role check). */
@ApiTags('support')
@Permission('orders.cancel')
@Controller('api/support/orders')
export class SupportOrdersController {
  constructor(private readonly status: OrderStatusService) {}

  @Post(':orderId/cancel')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'staffCancelOrder',
    summary: 'Cancels any order not yet delivered, with a reason',
  })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'INVALID_TRANSITION' })
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: StaffCancelOrderInput,
  ): Promise<OrderOutput> {
    return this.status.staffCancel(user, orderId, input.Reason);
  }
}
