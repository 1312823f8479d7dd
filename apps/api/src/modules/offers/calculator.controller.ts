import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId, PRODUCT_GROUPS, type ProductGroupId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import {
  COUNTRY_ID_PARAM,
  PRODUCT_GROUP_ID_PARAM,
  ApiCountryIdParam,
} from '../../core/http/id-param.pipe.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { BestPriceService } from './best-price.service.js';
import { CalculatorCatalogueService } from './calculator-catalogue.service.js';
import { CalculatorService } from './calculator.service.js';
import { BestPriceOutput } from './dto/best-price.output.js';
import { CalculationConfigurationInput } from './dto/calculation-configuration.input.js';
import { CalculationResultOutput } from './dto/calculation-result.output.js';
import { CalculatorInitOutput } from './dto/calculator-init.output.js';
import { BestPriceQuery } from './dto/get-best-price.input.js';
import { UpsellingQuery } from './dto/get-upselling.input.js';
import { UpsellingEntryOutput } from './dto/upselling.output.js';

@ApiTags('kalkulation')
@Controller('api/kalkulation')
export class CalculatorController {
  constructor(
    private readonly calculator: CalculatorService,
    private readonly catalogue: CalculatorCatalogueService,
    private readonly bestPrice: BestPriceService,
  ) {}

  @Get('init/:countryId/:productGroupId')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.referenceData)
  @Endpoint({
    operationId: 'getCalculatorInit',
    summary: 'Option groups, products and choices of the calculator',
    ok: CalculatorInitOutput,
  })
  @ApiCountryIdParam()
  @ApiParam({ name: 'productGroupId', enum: PRODUCT_GROUPS.map((g) => g.id) })
  init(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('productGroupId', PRODUCT_GROUP_ID_PARAM) productGroupId: ProductGroupId,
  ): CalculatorInitOutput {
    return this.catalogue.init(countryId, productGroupId);
  }

  @Post('berechnen')
  @Public()
  @Endpoint({
    operationId: 'calculateOffers',
    summary: 'Every eligible dealer offer, ranked by the all-in price',
    ok: CalculationResultOutput,
  })
  calculate(@Body() input: CalculationConfigurationInput): CalculationResultOutput {
    return this.calculator.calculate(input);
  }

  @Post('berechnen-default')
  @Public()
  @Endpoint({
    operationId: 'calculateDefaultOffers',
    summary: 'Offers for postal code and amount with the default product and options',
    ok: CalculationResultOutput,
  })
  calculateDefault(@Body() input: CalculationConfigurationInput): CalculationResultOutput {
    return this.calculator.calculateDefault(input);
  }

  @Post('upselling')
  @Public()
  @Endpoint({
    operationId: 'getUpselling',
    summary:
      'Price of each alternative (9999 climate neutral, 10000 delivery, 10001 product, 10002 stations)',
    ok: [UpsellingEntryOutput],
  })
  upselling(
    @Query() query: UpsellingQuery,
    @Body() input: CalculationConfigurationInput,
  ): UpsellingEntryOutput[] {
    return this.calculator.upselling(input, query.upsellingKey);
  }

  @Get('best-price')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.bestPrice)
  @Endpoint({
    operationId: 'getBestPrice',
    summary: 'Cheapest standard heating oil offer of a site',
    ok: BestPriceOutput,
    okDescription: 'An empty object when no dealer offers it',
  })
  bestPriceOfCountry(@Query() query: BestPriceQuery): Promise<BestPriceOutput | Record<string, never>> {
    return this.bestPrice.countryBest(query.countryId, query.amount);
  }
}
