import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { ValidatedArrayPipe } from '../../core/http/validated-array.pipe.js';
import { CheckZipCodeInput } from './dto/check-zipcode.input.js';
import { CountryMatchOutput } from './dto/country-match.output.js';
import { CountryStateOutput } from './dto/country-state.output.js';
import { ZipCodeCheckOutput } from './dto/zip-code-check.output.js';
import { LocationService } from './location.service.js';

const MAX_ZIP_CHECKS = 10;

@ApiTags('location')
@Controller()
export class LocationController {
  constructor(private readonly location: LocationService) {}

  @Post('api/location/check-zipcodes')
  @Public()
  @Endpoint({
    operationId: 'checkZipCodes',
    summary: 'In which of the given countries does each postal code exist (the other-country hint)',
    ok: [CountryMatchOutput],
  })
  @ApiBody({ type: [CheckZipCodeInput] })
  checkZipCodes(
    @Body(new ValidatedArrayPipe(CheckZipCodeInput, MAX_ZIP_CHECKS)) items: CheckZipCodeInput[],
  ): Promise<CountryMatchOutput[]> {
    return this.location.checkZipCodes(items);
  }

  @Post('api/location/check-zipcode')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.checkedZipCode)
  @Endpoint({
    operationId: 'checkZipCode',
    summary: 'Whether a postal code exists on a site, with its places',
    ok: ZipCodeCheckOutput,
  })
  checkZipCode(@Body() input: CheckZipCodeInput): Promise<ZipCodeCheckOutput> {
    return this.location.checkZipCode(input);
  }

  @Get('api/site/:countryId/country-states')
  @Public()
  @PublicCache(CACHE_TTL_SECONDS.referenceData)
  @Endpoint({
    operationId: 'getCountryStates',
    summary: 'Bundesländer / Kantone of a site with their URL slugs',
    ok: [CountryStateOutput],
  })
  countryStates(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<CountryStateOutput[]> {
    return this.location.countryStates(countryId);
  }
}
