import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { BestPriceService } from './best-price.service.js';
import { BestPriceOutput } from './dto/best-price.output.js';
import { LocalBestPriceQuery } from './dto/price-queries.input.js';

@ApiTags('site')
@ApiBadRequestResponse({ type: ErrorResponse })
@Controller('api/site/:countryId/prices')
export class SitePricesController {
  constructor(private readonly bestPrice: BestPriceService) {}

  @Get('best')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.bestPrice)
  @ApiOperation({
    operationId: 'getLocalBestPrice',
    summary: 'Cheapest offer for a postal code (empty object if none)',
  })
  @ApiParam({ name: 'countryId', enum: [1, 2, 3] })
  @ApiOkResponse({ type: BestPriceOutput })
  best(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: LocalBestPriceQuery,
  ): Promise<BestPriceOutput | Record<string, never>> {
    return this.bestPrice.localBest(countryId, query.zipCode, query.amount, query.productId);
  }
}
