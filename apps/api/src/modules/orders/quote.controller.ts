import { Body, Controller, Post } from '@nestjs/common';
import { PRICE_HOLD_MINUTES } from '@fuel/domain';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { OrderCalculationInput } from './dto/calculate-order.input.js';
import { OrderQuoteOutput } from './dto/order-quote.output.js';
import { toQuoteOutput } from './order.mapper.js';
import { QuoteService } from './quote.service.js';

/** The held price the order process starts from (spec 2 §2). */
@ApiTags('order-process')
@Controller('api')
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @Post('kalkulation/bestellung/berechnen')
  @Public()
  @Endpoint({
    operationId: 'calculateOrder',
    summary: `Re-prices the chosen dealer offer on the server and holds it for ${PRICE_HOLD_MINUTES} minutes`,
    ok: OrderQuoteOutput,
    errors: { 422: 'DEALER_NOT_AVAILABLE: the dealer does not deliver this configuration' },
  })
  async calculateOrder(@Body() input: OrderCalculationInput): Promise<OrderQuoteOutput> {
    const { DealerId, ...configuration } = input;
    return toQuoteOutput(await this.quotes.hold(configuration, DealerId));
  }
}
