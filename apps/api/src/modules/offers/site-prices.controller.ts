import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import { COUNTRY_ID_PARAM, ApiCountryIdParam } from '../../core/http/id-param.pipe.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { BestPriceService } from './best-price.service.js';
import { BestPriceOutput } from './dto/best-price.output.js';
import { LocalBestPriceQuery } from './dto/get-local-best-price.input.js';

@ApiTags('site')
@Controller('api/site/:countryId/prices')
export class SitePricesController {
  constructor(private readonly bestPrice: BestPriceService) {}

  @Get('best')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.bestPrice)
  @Endpoint({
    operationId: 'getLocalBestPrice',
    summary: 'Cheapest offer for a postal code (empty object if none)',
    ok: BestPriceOutput,
  })
  @ApiCountryIdParam()
  best(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: LocalBestPriceQuery,
  ): Promise<BestPriceOutput | Record<string, never>> {
    return this.bestPrice.localBest(countryId, query.zipCode, query.amount, query.productId);
  }
}
