import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { GuestOrderLinkQuery } from './dto/guest-order-link.input.js';
import { OrderOutput } from './dto/order.output.js';
import { GuestOrderLinks } from './guest-order-links.service.js';
import { ORDER_ID_PIPE } from './order-errors.js';

/** The guest's order page (`/bestellung-ansehen/{orderId}`); the link's token is the authorisation. */
@ApiTags('order-process')
@Controller('api/order-process/guest-orders')
export class GuestOrderController {
  constructor(private readonly links: GuestOrderLinks) {}

  @Get(':orderId')
  @Public()
  @Endpoint({
    operationId: 'getGuestOrder',
    summary: "A guest's order, read-only, through the signed link of its order mails (no session needed)",
    ok: OrderOutput,
    errors: {
      404: 'Unknown order, or a link not issued for it',
      410: 'LINK_EXPIRED: the link expired, or the order now belongs to a customer account',
    },
  })
  @ApiParam({ name: 'orderId', type: Number })
  order(
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Query() query: GuestOrderLinkQuery,
  ): Promise<OrderOutput> {
    return this.links.order(orderId, query.token);
  }
}
