import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { COUNTRY_ID_PARAM, ApiCountryIdParam } from '../../core/http/id-param.pipe.js';
import { LocalPriceRangeQuery } from './dto/get-local-price-range.input.js';
import { LocalRedirectQuery } from './dto/get-local-price-redirect.input.js';
import { PriceAreaQuery } from './dto/price-area.input.js';
import { CountryAveragePriceOutput } from './dto/country-average-price.output.js';
import { LocalPriceRangeOutput } from './dto/local-price-range.output.js';
import { LocalRedirectOutput } from './dto/local-redirect.output.js';
import { PriceFaqOutput } from './dto/price-faq.output.js';
import { LocalPricesService } from './local-prices.service.js';
import { LOCAL_REDIRECT_TTL_SECONDS, PricePagesService } from './price-pages.service.js';

/**
 * The success body: an object of `type`, or `{}` when no price is known yet (spec 2 §8). Beside @Endpoint,
 * which documents a body of one type only.
 */
function okOrEmpty(type: new () => object) {
  return ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(type) }, { type: 'object', additionalProperties: false }] },
  });
}

@ApiTags('site')
@ApiExtraModels(CountryAveragePriceOutput, PriceFaqOutput)
@ApiCountryIdParam()
@Controller('api/site/:countryId')
export class PriceHistoryController {
  constructor(
    private readonly pages: PricePagesService,
    private readonly local: LocalPricesService,
  ) {}

  @Get('prices/average')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @Endpoint({
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
  @Endpoint({
    operationId: 'getPriceFaq',
    summary:
      'Three-year high and low and the current heating-oil average of the site, a state, a county or a zip code, for the price FAQ',
    description:
      'Answers `{}` while the area has fewer than 30 stored days in the three years (a new county or zip ' +
      'code: one snapshot day is no high or low), and without prices.',
    errors: { 404: 'Unknown state, county or zip code' },
  })
  @okOrEmpty(PriceFaqOutput)
  faq(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: PriceAreaQuery,
  ): Promise<PriceFaqOutput | Record<string, never>> {
    return this.local.faq(countryId, query);
  }

  @Get('prices/range-local')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.prices)
  @Endpoint({
    operationId: 'getLocalPriceRange',
    summary:
      'Heating-oil prices of the site, a state, a county or a zip code: table one level down and chart',
    ok: LocalPriceRangeOutput,
    errors: { 404: 'Unknown state, county or zip code' },
  })
  rangeLocal(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: LocalPriceRangeQuery,
  ): Promise<LocalPriceRangeOutput> {
    return this.local.range(countryId, query);
  }

  @Get('pages/local/redirect')
  @Public()
  @CachedRead(LOCAL_REDIRECT_TTL_SECONDS)
  @Endpoint({
    operationId: 'getLocalPriceRedirect',
    summary: 'Path of the local price page of a zip code or city; /heizoelpreise when unknown',
    ok: LocalRedirectOutput,
  })
  redirect(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: LocalRedirectQuery,
  ): Promise<LocalRedirectOutput> {
    return this.pages.redirect(countryId, query.city, query.zipCode);
  }
}
