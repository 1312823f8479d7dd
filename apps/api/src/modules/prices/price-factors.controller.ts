import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { PriceFactorsQuery } from './dto/get-price-factors.input.js';
import { PriceFactorsOutput } from './dto/price-factors.output.js';
import { PricePagesService } from './price-pages.service.js';

@ApiTags('site')
@Controller('api/site/price-factors')
export class PriceFactorsController {
  constructor(private readonly pages: PricePagesService) {}

  @Get()
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @Endpoint({
    operationId: 'getPriceFactors',
    summary:
      'Market drivers shown on the site (ids 1, 2, 3, 5; Switzerland 1, 2, 4, 5) with 30 days of values',
    ok: PriceFactorsOutput,
  })
  list(@Query() query: PriceFactorsQuery): Promise<PriceFactorsOutput> {
    return this.pages.factors(query.countryId);
  }
}
