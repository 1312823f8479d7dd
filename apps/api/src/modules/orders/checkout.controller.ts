import {} from '@fuel/domain';
import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CountryId } from '@fuel/domain';
import { Authenticated } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { COUNTRY_ID_PARAM, ApiCountryIdParam } from '../../core/http/id-param.pipe.js';
import { CheckoutService } from './checkout.service.js';
import { OrderAddressesQuery, flagOn } from './dto/get-order-addresses.input.js';
import { OrderAddressesOutput } from './dto/order-addresses.output.js';
import { OrderCommonDataOutput } from './dto/order-common-data.output.js';

import { OrderAlreadyPlacedResponse, OrderPlacedOutput } from './dto/order-placed.output.js';
import { OrderStepsOutput } from './dto/order-steps.output.js';
import { PaymentSavedOutput } from './dto/payment-saved.output.js';
import { PlaceOrderInput } from './dto/place-order.input.js';
import { SaveDeliveryPointsInput } from './dto/save-delivery-points.input.js';
import { SaveOrderAddressInput } from './dto/save-order-address.input.js';
import { SavePaymentInput } from './dto/save-payment.input.js';
import { StartOrderInput } from './dto/start-order.input.js';
import { PlacementService } from './placement.service.js';

const REFUSED = 'The order rules refuse the input';
const STEP_REFUSED = 'NO_ORDER_IN_PROGRESS or STEP_NOT_REACHABLE';

/** The checkout (spec 2 §2, §4, §7): steps, addresses, delivery points, payment, placing. */
@ApiTags('order-process')
@Controller('api')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly placement: PlacementService,
  ) {}

  @Post('order-process/start')
  @Authenticated()
  @Endpoint({
    operationId: 'startOrder',
    summary: 'Starts the order of a held price (replaces any other)',
    ok: OrderStepsOutput,
    errors: { 404: 'No such held price', 422: REFUSED },
  })
  start(@Ctx() ctx: RequestContext, @Body() input: StartOrderInput): Promise<OrderStepsOutput> {
    return this.checkout.start(ctx, input.QuoteId);
  }

  @Get('order-process/common')
  @Authenticated()
  @Endpoint({
    operationId: 'getOrderCommonData',
    summary: 'Order common data and the saved steps',
    ok: OrderCommonDataOutput,
    errors: { 422: REFUSED },
  })
  common(@Ctx() ctx: RequestContext): Promise<OrderCommonDataOutput> {
    return this.checkout.common(ctx);
  }

  @Get('order-process/:productGroup/steps')
  @Authenticated()
  @Endpoint({
    operationId: 'getOrderSteps',
    summary: 'The steps of the order and which are validated',
    ok: OrderStepsOutput,
    errors: { 422: REFUSED },
  })
  @ApiParam({ name: 'productGroup', example: 'heizoel' })
  steps(@Ctx() ctx: RequestContext, @Param('productGroup') productGroup: string): Promise<OrderStepsOutput> {
    return this.checkout.steps(ctx, productGroup);
  }

  @Get('jwt/adressen/order-addresses/:countryId')
  @Authenticated()
  @Endpoint({
    operationId: 'getOrderAddresses',
    summary: 'Address book and the addresses chosen for the order',
    ok: OrderAddressesOutput,
    errors: { 422: REFUSED },
  })
  @ApiCountryIdParam()
  addresses(
    @Ctx() ctx: RequestContext,
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: OrderAddressesQuery,
  ): Promise<OrderAddressesOutput> {
    return this.checkout.addresses(ctx, countryId, flagOn(query.ai), flagOn(query.ac));
  }

  @Post('order-process/address/save')
  @Authenticated()
  @Endpoint({
    operationId: 'saveOrderAddress',
    summary: 'Delivery address (and invoice address, company)',
    ok: OrderStepsOutput,
    errors: { 409: STEP_REFUSED, 422: REFUSED },
  })
  saveAddress(@Ctx() ctx: RequestContext, @Body() input: SaveOrderAddressInput): Promise<OrderStepsOutput> {
    return this.checkout.saveAddress(ctx, input);
  }

  @Post('order-process/stations/save')
  @Authenticated()
  @Endpoint({
    operationId: 'saveOrderStations',
    summary: 'Delivery points: address and amount of each',
    ok: OrderStepsOutput,
    errors: { 409: STEP_REFUSED, 422: REFUSED },
  })
  saveStations(
    @Ctx() ctx: RequestContext,
    @Body() input: SaveDeliveryPointsInput,
  ): Promise<OrderStepsOutput> {
    return this.checkout.saveDeliveryPoints(ctx, input);
  }

  @Post('order-process/payment/save')
  @Authenticated()
  @Endpoint({
    operationId: 'saveOrderPayment',
    summary: 'The payment method (re-prices when it changes the price)',
    ok: PaymentSavedOutput,
    errors: { 409: STEP_REFUSED, 422: REFUSED },
  })
  savePayment(@Ctx() ctx: RequestContext, @Body() input: SavePaymentInput): Promise<PaymentSavedOutput> {
    return this.checkout.savePayment(ctx, input);
  }

  @Post('order-process/place')
  @Authenticated()
  @Endpoint({
    operationId: 'placeOrder',
    summary: 'Places the order once per Idempotency-Key; a replay answers like the first request',
    ok: OrderPlacedOutput,
    status: 201,
    errors: { 422: REFUSED },
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: '8–100 letters, digits, - or _; kept 24 h',
  })
  // Its own body: ORDER_ALREADY_PLACED names the order.
  @ApiResponse({
    status: 409,
    type: OrderAlreadyPlacedResponse,
    description:
      'ORDER_ALREADY_PLACED (the draft was placed by another request, e.g. under another key: placedOrder names that order), ORDER_IN_PROGRESS (same key still running), PRICE_CHANGED, ORDER_CHANGED, NO_ORDER_IN_PROGRESS, STEP_NOT_REACHABLE',
  })
  async place(
    @Ctx() ctx: RequestContext,
    @Headers('idempotency-key') key: string | undefined,
    @Body() input: PlaceOrderInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderPlacedOutput> {
    const placement = await this.placement.place(ctx, key, input);
    if (placement.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return placement.body;
  }
}
