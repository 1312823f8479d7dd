import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint, type EndpointOptions } from '../../core/http/endpoint.decorator.js';
import { RatingTokenQuery } from './dto/get-rating-request.input.js';
import { RatingRequestOutput, RatingSavedOutput } from './dto/order-rating.output.js';
import { RateOrderInput } from './dto/rate-order.input.js';
import { ORDER_ID_PIPE } from './order-errors.js';
import { RatingService } from './rating.service.js';

/** What a rating link may answer besides its success. */
const LINK_ERRORS: EndpointOptions['errors'] = {
  404: 'Unknown link or order',
  409: 'ALREADY_RATED',
  410: 'LINK_EXPIRED',
};

/** The rating page's calls; the link's token is the authorisation (no session needed). */
@ApiTags('order-rating')
@Controller('api/order-rating')
export class RatingController {
  constructor(private readonly ratings: RatingService) {}

  @Get(':orderId')
  @Public()
  @Endpoint({
    operationId: 'getRatingRequest',
    summary: 'The order a rating link is for',
    ok: RatingRequestOutput,
    errors: LINK_ERRORS,
  })
  @ApiParam({ name: 'orderId', type: Number })
  request(
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Query() query: RatingTokenQuery,
  ): Promise<RatingRequestOutput> {
    return this.ratings.request(orderId, query.token);
  }

  @Post(':orderId')
  @Public()
  @Endpoint({
    operationId: 'rateOrder',
    summary: 'Rates a delivered order once (1–5 stars and a text)',
    ok: RatingSavedOutput,
    status: 201,
    errors: LINK_ERRORS,
  })
  @ApiParam({ name: 'orderId', type: Number })
  async rate(
    @Ctx() ctx: RequestContext,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: RateOrderInput,
  ): Promise<RatingSavedOutput> {
    await this.ratings.rate(ctx, orderId, input);
    return { Success: true };
  }
}
