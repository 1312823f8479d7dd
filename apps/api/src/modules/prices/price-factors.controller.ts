import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { PriceFactorsQuery } from './dto/price-queries.input.js';
import { PriceFactorsOutput } from './dto/prices.output.js';
import { PricePagesService } from './price-pages.service.js';

@ApiTags('site')
@ApiBadRequestResponse({ type: ErrorResponse })
@Controller('api/site/price-factors')
export class PriceFactorsController {
  constructor(private readonly pages: PricePagesService) {}

  @Get()
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @ApiOperation({
    operationId: 'getPriceFactors',
    summary:
      'Market drivers shown on the site (ids 1, 2, 3, 5; Switzerland 1, 2, 4, 5) with 30 days of values',
  })
  @ApiOkResponse({ type: PriceFactorsOutput })
  list(@Query() query: PriceFactorsQuery): Promise<PriceFactorsOutput> {
    return this.pages.factors(query.countryId);
  }
}
