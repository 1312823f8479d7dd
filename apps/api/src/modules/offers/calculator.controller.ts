import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId, type ProductGroupId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import { COUNTRY_ID_PARAM, PRODUCT_GROUP_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { BestPriceService } from './best-price.service.js';
import { CalculatorCatalogueService } from './calculator-catalogue.service.js';
import { CalculatorService } from './calculator.service.js';
import { BestPriceOutput } from './dto/best-price.output.js';
import { CalculationConfigurationInput } from './dto/calculation-configuration.input.js';
import { CalculationResultOutput } from './dto/calculation-result.output.js';
import { CalculatorInitOutput } from './dto/calculator-init.output.js';
import { BestPriceQuery, UpsellingQuery } from './dto/price-queries.input.js';
import { UpsellingEntryOutput } from './dto/upselling.output.js';

@ApiTags('kalkulation')
@ApiBadRequestResponse({
  type: ErrorResponse,
  description: 'Invalid configuration; fieldErrors name the fields',
})
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
  @ApiOperation({
    operationId: 'getCalculatorInit',
    summary: 'Option groups, products and choices of the calculator',
  })
  @ApiParam({ name: 'countryId', enum: [1, 2, 3] })
  @ApiParam({ name: 'productGroupId', enum: [1, 2, 3, 4, 5] })
  @ApiOkResponse({ type: CalculatorInitOutput })
  init(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('productGroupId', PRODUCT_GROUP_ID_PARAM) productGroupId: ProductGroupId,
  ): CalculatorInitOutput {
    return this.catalogue.init(countryId, productGroupId);
  }

  @Post('berechnen')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'calculateOffers',
    summary: 'Every eligible dealer offer, ranked by the all-in price',
  })
  @ApiOkResponse({ type: CalculationResultOutput })
  calculate(@Body() input: CalculationConfigurationInput): CalculationResultOutput {
    return this.calculator.calculate(input);
  }

  @Post('berechnen-default')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'calculateDefaultOffers',
    summary: 'Offers for postal code and amount with the default product and options',
  })
  @ApiOkResponse({ type: CalculationResultOutput })
  calculateDefault(@Body() input: CalculationConfigurationInput): CalculationResultOutput {
    return this.calculator.calculateDefault(input);
  }

  @Post('upselling')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'getUpselling',
    summary:
      'Price of each alternative (9999 climate neutral, 10000 delivery, 10001 product, 10002 stations)',
  })
  @ApiOkResponse({ type: [UpsellingEntryOutput] })
  upselling(
    @Query() query: UpsellingQuery,
    @Body() input: CalculationConfigurationInput,
  ): UpsellingEntryOutput[] {
    return this.calculator.upselling(input, query.upsellingKey);
  }

  @Get('best-price')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.bestPrice)
  @ApiOperation({ operationId: 'getBestPrice', summary: 'Cheapest standard heating oil offer of a site' })
  @ApiOkResponse({ type: BestPriceOutput, description: 'An empty object when no dealer offers it' })
  bestPriceOfCountry(@Query() query: BestPriceQuery): Promise<BestPriceOutput | Record<string, never>> {
    return this.bestPrice.countryBest(query.countryId, query.amount);
  }
}
