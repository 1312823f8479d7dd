import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { databaseIdPipe } from '../../core/http/database-id.pipe.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { DealerIdParams } from './dto/commission-history.params.js';
import { CommissionHistoryOutput } from './dto/commission-history.output.js';
import { SetCommissionRateInput } from './dto/commission-rate.input.js';
import { CommissionRateOutput, SalesListOutput } from './dto/sales-list.output.js';
import { SalesListQuery } from './dto/sales-list.query.js';
import { SalesService, unknownDealer } from './sales.service.js';

/** A path's dealer id; anything else names no dealer (404, as an unknown id does). */
const DEALER_ID_PIPE = databaseIdPipe(unknownDealer);

/** The back office's sales list and the dealers' commission rates (Financial, Admin). */
@ApiTags('support')
@Controller('api/support/sales')
export class SalesController {
  constructor(private readonly sales: SalesService) {}

  @Get()
  @Permission('sales.view')
  @Endpoint({
    operationId: 'getSalesList',
    summary:
      'Orders, order value, commission and booked cancellations per dealer and site in a period, with site totals',
    ok: SalesListOutput,
    errors: { 404: 'No such dealer' },
  })
  list(@Query() query: SalesListQuery): Promise<SalesListOutput> {
    return this.sales.list(query);
  }

  @Get('commission-rates/:dealerId')
  @Permission('sales.view')
  @Endpoint({
    operationId: 'getDealerCommissionHistory',
    summary: "A dealer's commission rates over time, oldest first, each with who set it and from when",
    ok: CommissionHistoryOutput,
    errors: { 404: 'No such dealer' },
  })
  history(@Param() params: DealerIdParams): Promise<CommissionHistoryOutput> {
    return this.sales.history(params.dealerId);
  }

  @Put('commission-rates/:dealerId')
  @Permission('sales.view')
  @Endpoint({
    operationId: 'setDealerCommissionRate',
    summary: "Sets a dealer's commission rate from now on (earlier orders keep theirs); audited",
    ok: CommissionRateOutput,
    errors: { 404: 'No such dealer' },
  })
  @ApiParam({ name: 'dealerId', type: Number })
  setRate(
    @Ctx() ctx: RequestContext,
    @Param('dealerId', DEALER_ID_PIPE) dealerId: number,
    @Body() input: SetCommissionRateInput,
  ): Promise<CommissionRateOutput> {
    return this.sales.setRate(ctx, dealerId, input);
  }
}
