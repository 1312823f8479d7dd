import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { CancellationsService } from './cancellations.service.js';
import { GetOrderCancellationListInput } from './dto/get-order-cancellation-list.input.js';
import { OrderCancellationOutput, OrderCancellationSavedOutput } from './dto/order-cancellation.output.js';
import { SaveOrderCancellationCommentInput } from './dto/save-order-cancellation-comment.input.js';
import { SaveOrderCancellationFeedbackInput } from './dto/save-order-cancellation-feedback.input.js';
import { SaveOrderCancellationListInput } from './dto/save-order-cancellation-list.input.js';

const NO_CANCELLED_ORDER = 'No cancelled order with this id';

/** Cancellation management (spec 2 §4, §7): the paths as the spec writes them. */
@ApiTags('back office')
@Controller('api/ordercancellationlist')
export class CancellationsController {
  constructor(private readonly cancellations: CancellationsService) {}

  @Post('getOrderCancellationList')
  @Permission('cancellations.manage')
  @Endpoint({
    operationId: 'getOrderCancellationList',
    summary: 'Cancelled orders of a period (site, dealer, booked or not), newest first, at most 500',
    ok: [OrderCancellationOutput],
    errors: { 404: 'No such dealer' },
  })
  list(
    @Ctx() ctx: RequestContext,
    @Body() input: GetOrderCancellationListInput,
  ): Promise<OrderCancellationOutput[]> {
    return this.cancellations.list(ctx, input);
  }

  @Post('saveOrderCancellationList')
  @Permission('cancellations.manage')
  @Endpoint({
    operationId: 'saveOrderCancellationList',
    summary: 'Save the rows the screen marked dirty (booked, booked as) in one transaction',
    ok: OrderCancellationSavedOutput,
    errors: { 404: NO_CANCELLED_ORDER },
  })
  async saveList(
    @Ctx() ctx: RequestContext,
    @Body() input: SaveOrderCancellationListInput,
  ): Promise<OrderCancellationSavedOutput> {
    return { Success: true, changed: await this.cancellations.saveList(ctx, input.orders) };
  }

  @Post('saveOrderCancellationComment')
  @Permission('cancellations.manage')
  @Endpoint({
    operationId: 'saveOrderCancellationComment',
    summary: "Save the customer's or the dealer's comment on a cancellation (the side follows from userId)",
    ok: OrderCancellationSavedOutput,
    errors: { 404: `${NO_CANCELLED_ORDER}, or no such user` },
  })
  async saveComment(
    @Ctx() ctx: RequestContext,
    @Body() input: SaveOrderCancellationCommentInput,
  ): Promise<OrderCancellationSavedOutput> {
    return { Success: true, changed: await this.cancellations.saveComment(ctx, input) };
  }

  @Post('saveOrderCancellationFeedback')
  @Permission('cancellations.manage')
  @Endpoint({
    operationId: 'saveOrderCancellationFeedback',
    summary: 'Save the feedback on a cancellation: its feedback status becomes 1',
    ok: OrderCancellationSavedOutput,
    errors: { 404: NO_CANCELLED_ORDER },
  })
  async saveFeedback(
    @Ctx() ctx: RequestContext,
    @Body() input: SaveOrderCancellationFeedbackInput,
  ): Promise<OrderCancellationSavedOutput> {
    return { Success: true, changed: await this.cancellations.saveFeedback(ctx, input) };
  }
}
