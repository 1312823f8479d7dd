import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { CountryId } from '@fuel/domain';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { Authenticated, CurrentUser, Public } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import {
  CancelOrderInput,
  OrderAddressesQuery,
  OrderCalculationInput,
  OrderStatusQuery,
  PlaceOrderInput,
  SaveDeliveryPointsInput,
  SaveOrderAddressInput,
  SavePaymentInput,
  StartOrderInput,
} from './dto/order-process.input.js';
import {
  OrderAddressesOutput,
  OrderCommonDataOutput,
  OrderOutput,
  OrderQuoteOutput,
  OrderStepsOutput,
  PaymentSavedOutput,
} from './dto/order-process.output.js';
import { OrderAlreadyPlacedResponse, OrderPlacedOutput } from './dto/placement.output.js';
import { toQuoteOutput } from './order.mapper.js';
import { OrderProcessService } from './order-process.service.js';
import { OrderStatusService } from './order-status.service.js';
import { PlacementService } from './placement.service.js';
import { PRICE_HOLD_MINUTES, QuoteService } from './quote.service.js';
import { ORDER_ID_PIPE } from './order-errors.js';

/** The order process (spec 2 §2, §4, §7): held price, steps, addresses, delivery points, payment, placing. */
@ApiTags('order-process')
@ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'The order rules refuse the input' })
@Controller('api')
export class OrderProcessController {
  constructor(
    private readonly quotes: QuoteService,
    private readonly process: OrderProcessService,
    private readonly placement: PlacementService,
    private readonly status: OrderStatusService,
  ) {}

  @Post('kalkulation/bestellung/berechnen')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'calculateOrder',
    summary: `Re-prices the chosen dealer offer on the server and holds it for ${PRICE_HOLD_MINUTES} minutes`,
  })
  @ApiOkResponse({ type: OrderQuoteOutput })
  async calculateOrder(@Body() input: OrderCalculationInput): Promise<OrderQuoteOutput> {
    const { DealerId, ...configuration } = input;
    return toQuoteOutput(await this.quotes.hold(configuration, DealerId));
  }

  @Post('order-process/start')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'startOrder',
    summary: 'Starts the order of a held price (replaces any other)',
  })
  @ApiOkResponse({ type: OrderStepsOutput })
  @ApiNotFoundResponse({ type: ErrorResponse })
  start(@CurrentUser() user: AuthUser, @Body() input: StartOrderInput): Promise<OrderStepsOutput> {
    return this.process.start(user, input.QuoteId);
  }

  @Get('order-process/common')
  @Authenticated()
  @ApiOperation({ operationId: 'getOrderCommonData', summary: 'Order common data and the saved steps' })
  @ApiOkResponse({ type: OrderCommonDataOutput })
  common(@CurrentUser() user: AuthUser): Promise<OrderCommonDataOutput> {
    return this.process.common(user);
  }

  @Get('order-process/:productGroup/steps')
  @Authenticated()
  @ApiOperation({ operationId: 'getOrderSteps', summary: 'The steps of the order and which are validated' })
  @ApiParam({ name: 'productGroup', example: 'heizoel' })
  @ApiOkResponse({ type: OrderStepsOutput })
  steps(
    @CurrentUser() user: AuthUser,
    @Param('productGroup') productGroup: string,
  ): Promise<OrderStepsOutput> {
    return this.process.steps(user, productGroup);
  }

  @Get('jwt/adressen/order-addresses/:countryId')
  @Authenticated()
  @ApiOperation({
    operationId: 'getOrderAddresses',
    summary: 'Address book and the addresses chosen for the order',
  })
  @ApiParam({ name: 'countryId', enum: [1, 2, 3] })
  @ApiOkResponse({ type: OrderAddressesOutput })
  addresses(
    @CurrentUser() user: AuthUser,
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: OrderAddressesQuery,
  ): Promise<OrderAddressesOutput> {
    const on = (value: string | undefined) => value === 'true' || value === '1';
    return this.process.addresses(user, countryId, on(query.ai), on(query.ac));
  }

  @Post('order-process/address/save')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'saveOrderAddress',
    summary: 'Delivery address (and invoice address, company)',
  })
  @ApiOkResponse({ type: OrderStepsOutput })
  @ApiConflictResponse({ type: ErrorResponse, description: 'NO_ORDER_IN_PROGRESS or STEP_NOT_REACHABLE' })
  saveAddress(
    @CurrentUser() user: AuthUser,
    @Body() input: SaveOrderAddressInput,
  ): Promise<OrderStepsOutput> {
    return this.process.saveAddress(user, input);
  }

  @Post('order-process/stations/save')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'saveOrderStations', summary: 'Delivery points: address and amount of each' })
  @ApiOkResponse({ type: OrderStepsOutput })
  @ApiConflictResponse({ type: ErrorResponse, description: 'NO_ORDER_IN_PROGRESS or STEP_NOT_REACHABLE' })
  saveStations(
    @CurrentUser() user: AuthUser,
    @Body() input: SaveDeliveryPointsInput,
  ): Promise<OrderStepsOutput> {
    return this.process.saveDeliveryPoints(user, input);
  }

  @Post('order-process/payment/save')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'saveOrderPayment',
    summary: 'The payment method (re-prices when it changes the price)',
  })
  @ApiOkResponse({ type: PaymentSavedOutput })
  @ApiConflictResponse({ type: ErrorResponse, description: 'NO_ORDER_IN_PROGRESS or STEP_NOT_REACHABLE' })
  savePayment(@CurrentUser() user: AuthUser, @Body() input: SavePaymentInput): Promise<PaymentSavedOutput> {
    return this.process.savePayment(user, input);
  }

  @Post('order-process/place')
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Places the order once per Idempotency-Key; a replay answers like the first request',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: '8–100 letters, digits, - or _; kept 24 h',
  })
  @ApiCreatedResponse({ type: OrderPlacedOutput })
  @ApiConflictResponse({
    type: OrderAlreadyPlacedResponse,
    description:
      'ORDER_ALREADY_PLACED (the draft was placed by another request, e.g. under another key: placedOrder names that order), ORDER_IN_PROGRESS (same key still running), PRICE_CHANGED, ORDER_CHANGED, NO_ORDER_IN_PROGRESS, STEP_NOT_REACHABLE',
  })
  async place(
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') key: string | undefined,
    @Body() input: PlaceOrderInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderPlacedOutput> {
    const placement = await this.placement.place(user, key, input);
    if (placement.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return placement.body;
  }

  @Post('order-process/orders/:orderId/cancel')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'cancelOrder',
    summary: 'The customer withdraws from an order not yet delivered, within 14 days of placing it',
  })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'INVALID_TRANSITION or WITHDRAWAL_PERIOD_OVER' })
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
    @Body() input: CancelOrderInput,
  ): Promise<OrderOutput> {
    return this.status.customerCancel(user, orderId, input.Reason ?? '');
  }

  @Get('order-process/orders')
  @Authenticated()
  @ApiOperation({
    operationId: 'getOrders',
    summary: "The signed-in customer's (or guest session's) orders, newest first (at most 200)",
  })
  @ApiOkResponse({ type: [OrderOutput] })
  orders(@CurrentUser() user: AuthUser, @Query() query: OrderStatusQuery): Promise<OrderOutput[]> {
    return this.status.customerOrders(user, query.status);
  }

  @Get('order-process/orders/:orderId')
  @Authenticated()
  @ApiOperation({
    operationId: 'getOrder',
    summary: 'An order of the signed-in customer or guest (others: 404)',
  })
  @ApiParam({ name: 'orderId', type: Number })
  @ApiOkResponse({ type: OrderOutput })
  @ApiNotFoundResponse({ type: ErrorResponse })
  order(
    @CurrentUser() user: AuthUser,
    @Param('orderId', ORDER_ID_PIPE) orderId: number,
  ): Promise<OrderOutput> {
    return this.status.customerOrder(user, orderId);
  }
}
