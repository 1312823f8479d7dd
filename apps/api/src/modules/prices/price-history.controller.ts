import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { LocalPriceRangeQuery, LocalRedirectQuery, PriceAreaQuery } from './dto/price-queries.input.js';
import {
  CountryAveragePriceOutput,
  LocalPriceRangeOutput,
  LocalRedirectOutput,
  PriceFaqOutput,
} from './dto/prices.output.js';
import { LocalPricesService } from './local-prices.service.js';
import { LOCAL_REDIRECT_TTL_SECONDS, PricePagesService } from './price-pages.service.js';

/** An object of `type`, or `{}` when no price is known yet (spec 2 §8). */
function okOrEmpty(type: new () => object) {
  return ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(type) }, { type: 'object', additionalProperties: false }] },
  });
}

@ApiTags('site')
@ApiBadRequestResponse({ type: ErrorResponse })
@ApiExtraModels(CountryAveragePriceOutput, PriceFaqOutput)
@ApiParam({ name: 'countryId', enum: [1, 2, 3] })
@Controller('api/site/:countryId')
export class PriceHistoryController {
  constructor(
    private readonly pages: PricePagesService,
    private readonly local: LocalPricesService,
  ) {}

  @Get('prices/average')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @ApiOperation({
    operationId: 'getCountryAveragePrice',
    summary: 'Average heating-oil price of the site (3,000 l) and its change to the day before',
  })
  @okOrEmpty(CountryAveragePriceOutput)
  average(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
  ): Promise<CountryAveragePriceOutput | Record<string, never>> {
    return this.pages.average(countryId);
  }

  @Get('price-faq')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @ApiOperation({
    operationId: 'getPriceFaq',
    summary:
      'Three-year high and low and the current heating-oil average of the site, a state, a county or a zip code, for the price FAQ',
    description:
      'Answers `{}` while the area has fewer than 30 stored days in the three years (a new county or zip ' +
      'code: one snapshot day is no high or low), and without prices.',
  })
  @okOrEmpty(PriceFaqOutput)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown state, county or zip code' })
  faq(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: PriceAreaQuery,
  ): Promise<PriceFaqOutput | Record<string, never>> {
    return this.local.faq(countryId, query);
  }

  @Get('prices/range-local')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @ApiOperation({
    operationId: 'getLocalPriceRange',
    summary:
      'Heating-oil prices of the site, a state, a county or a zip code: table one level down and chart',
  })
  @ApiOkResponse({ type: LocalPriceRangeOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown state, county or zip code' })
  rangeLocal(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: LocalPriceRangeQuery,
  ): Promise<LocalPriceRangeOutput> {
    return this.local.range(countryId, query);
  }

  @Get('pages/local/redirect')
  @Public()
  @CachedRead(LOCAL_REDIRECT_TTL_SECONDS)
  @ApiOperation({
    operationId: 'getLocalPriceRedirect',
    summary: 'Path of the local price page of a zip code or city; /heizoelpreise when unknown',
  })
  @ApiOkResponse({ type: LocalRedirectOutput })
  redirect(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: LocalRedirectQuery,
  ): Promise<LocalRedirectOutput> {
    return this.pages.redirect(countryId, query.city, query.zipCode);
  }
}
