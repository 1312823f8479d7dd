import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { StaffCancelOrderInput } from './dto/cancel-order.input.js';
import { AddOrderNoteInput } from './dto/order-note.input.js';
import { OrderOutput } from './dto/order.output.js';
import { SupportOrderSearchQuery } from './dto/support-order-search.query.js';
import {
  MailsResentOutput,
  OrderNoteOutput,
  SupportOrderDetailsOutput,
  SupportOrderPageOutput,
} from './dto/support-order.output.js';
import { ORDER_ID_PIPE } from './order-errors.js';
import { SupportOrdersService } from './support-orders.service.js';

/** Back-office work on any order (customer support; admin holds every permission). */
@ApiTags('support')
@Controller('api/support/orders')
export class SupportOrdersController {
  constructor(private readonly orders: SupportOrdersService) {}

  @Get()
  @Permission('orders.support')
  @Endpoint({
    operationId: 'searchSupportOrders',
    summary:
      'Orders by number, e-mail, postal code, dealer, status, site and period, newest first, 50 a page',
    ok: SupportOrderPageOutput,
  })
  search(@Query() query: SupportOrderSearchQuery): Promise<SupportOrderPageOutput> {
    return this.orders.search(query);
  }

  @Get(':orderId')
  @Permission('orders.support')
  @Endpoint({
    operationId: 'getSupportOrder',
    summary: 'An order with its customer, its full history (status changes and audited actions) and notes',
    ok: SupportOrderDetailsOutput,
    errors: { 404: 'No such order' },
  })
  @ApiParam({ name: 'orderId', type: Number })
  details(@Param('orderId', ORDER_ID_PIPE) orderId: number): Promise<SupportOrderDetailsOutput> {
    return this.orders.details(orderId);
  }

  @Post(':orderId/cancel')
  @Permission('orders.cancel')
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

  @Post(':orderId/notes')
  @Permission('orders.support')
  @Endpoint({
    operationId: 'addSupportOrderNote',
    summary: 'Adds an internal note (up to 2000 characters) to the order; audited',
    status: 201,
    ok: OrderNoteOutput,
    errors: { 404: 'No such order' },
  })
  @ApiParam({ name: 'orderId', type: Number })
  addNote(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: AddOrderNoteInput,
  ): Promise<OrderNoteOutput> {
    return this.orders.addNote(ctx, orderId, input.text);
  }

  @Post(':orderId/resend-mails')
  @Permission('orders.support')
  @Endpoint({
    operationId: 'resendSupportOrderMails',
    summary: "Queues the customer's placement mail and current status mail of the order again; audited",
    ok: MailsResentOutput,
    errors: { 404: 'No such order' },
  })
  @ApiParam({ name: 'orderId', type: Number })
  resendMails(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
  ): Promise<MailsResentOutput> {
    return this.orders.resendMails(ctx, orderId);
  }
}
