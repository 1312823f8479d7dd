import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { ValidatedArrayPipe } from '../../core/http/validated-array.pipe.js';
import { CheckZipCodeInput } from './dto/check-zipcode.input.js';
import { CountryMatchOutput, CountryStateOutput, ZipCodeCheckOutput } from './dto/location.output.js';
import { LocationService } from './location.service.js';

const MAX_ZIP_CHECKS = 10;

@ApiTags('location')
@ApiBadRequestResponse({ type: ErrorResponse })
@Controller()
export class LocationController {
  constructor(private readonly location: LocationService) {}

  @Post('api/location/check-zipcodes')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkZipCodes',
    summary: 'In which of the given countries does each postal code exist (the other-country hint)',
  })
  @ApiBody({ type: [CheckZipCodeInput] })
  @ApiOkResponse({ type: [CountryMatchOutput] })
  checkZipCodes(
    @Body(new ValidatedArrayPipe(CheckZipCodeInput, MAX_ZIP_CHECKS)) items: CheckZipCodeInput[],
  ): Promise<CountryMatchOutput[]> {
    return this.location.checkZipCodes(items);
  }

  @Post('api/location/check-zipcode')
  @Public()
  @HttpCode(200)
  @PublicCache(CACHE_TTL_SECONDS.checkedZipCode)
  @ApiOperation({
    operationId: 'checkZipCode',
    summary: 'Whether a postal code exists on a site, with its places',
  })
  @ApiOkResponse({ type: ZipCodeCheckOutput })
  checkZipCode(@Body() input: CheckZipCodeInput): Promise<ZipCodeCheckOutput> {
    return this.location.checkZipCode(input);
  }

  @Get('api/site/:countryId/country-states')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.referenceData)
  @ApiOperation({
    operationId: 'getCountryStates',
    summary: 'Bundesländer / Kantone of a site with their URL slugs',
  })
  @ApiOkResponse({ type: [CountryStateOutput] })
  countryStates(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<CountryStateOutput[]> {
    return this.location.countryStates(countryId);
  }
}
