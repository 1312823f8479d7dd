import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import {
  RateOrderInput,
  RatingRequestOutput,
  RatingSavedOutput,
  RatingTokenQuery,
} from './dto/rating.dto.js';
import { RatingService } from './rating.service.js';
import { ORDER_ID_PIPE } from './order-errors.js';

/** The rating page's calls; the link's token is the authorisation (no session needed). */
@ApiTags('order-rating')
@ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown link or order' })
@ApiConflictResponse({ type: ErrorResponse, description: 'ALREADY_RATED' })
@ApiGoneResponse({ type: ErrorResponse, description: 'LINK_EXPIRED' })
@Controller('api/order-rating')
export class RatingController {
  constructor(private readonly ratings: RatingService) {}

  @Get(':orderId')
  @Public()
  @ApiOperation({ operationId: 'getRatingRequest', summary: 'The order a rating link is for' })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: RatingRequestOutput })
  request(
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Query() query: RatingTokenQuery,
  ): Promise<RatingRequestOutput> {
    return this.ratings.request(orderId, query.token);
  }

  @Post(':orderId')
  @Public()
  @HttpCode(201)
  @ApiOperation({ operationId: 'rateOrder', summary: 'Rates a delivered order once (1–5 stars and a text)' })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiCreatedResponse({ type: RatingSavedOutput })
  async rate(
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: RateOrderInput,
  ): Promise<RatingSavedOutput> {
    await this.ratings.rate(orderId, input);
    return { Success: true };
  }
}
