import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { GetPeriodStatisticInput } from './dto/get-period-statistic.input.js';
import { StatisticProductsQuery } from './dto/get-statistic-products.input.js';
import { PeriodStatisticOutput, StatisticProductOutput } from './dto/period-statistic.output.js';
import { PeriodStatisticService } from './period-statistic.service.js';

/** The back office's period statistic (spec 2 §7). */
@ApiTags('statistics')
@Controller('api/periodStatistic')
export class PeriodStatisticController {
  constructor(private readonly statistics: PeriodStatisticService) {}

  @Post('getStatistic')
  @Permission('statistics.view')
  @Endpoint({
    operationId: 'getPeriodStatistic',
    summary: 'Orders, amount, revenue, price per 100 units and instalment share per day, week or month',
    ok: PeriodStatisticOutput,
  })
  statistic(
    @Ctx() ctx: RequestContext,
    @Body() input: GetPeriodStatisticInput,
  ): Promise<PeriodStatisticOutput> {
    return this.statistics.statistic(ctx, input);
  }

  @Get('getProducts')
  @Permission('statistics.view')
  @Endpoint({
    operationId: 'getStatisticProducts',
    summary: 'The products of a site, for the statistic filter',
    ok: [StatisticProductOutput],
  })
  products(@Ctx() ctx: RequestContext, @Query() query: StatisticProductsQuery): StatisticProductOutput[] {
    return this.statistics.products(ctx, query.countryId);
  }
}
