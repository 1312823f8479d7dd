import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId, parseDealerId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { DealerListsService } from './dealer-lists.service.js';
import { DealerProfileService } from './dealer-profile.service.js';
import { DealerListQuery } from './dto/dealer-queries.input.js';
import {
  DealerBranchOutput,
  DealerListOutput,
  DealerOutput,
  DealerStatesOutput,
} from './dto/dealer.output.js';

@ApiTags('dealers')
@ApiBadRequestResponse({ type: ErrorResponse })
@ApiParam({ name: 'countryId', enum: [1, 2, 3] })
@Controller('api/site/:countryId/dealers')
export class DealersController {
  constructor(
    private readonly lists: DealerListsService,
    private readonly profiles: DealerProfileService,
  ) {}

  @Get()
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @ApiOperation({
    operationId: 'listDealers',
    summary: 'Dealers delivering to a postal code or to a state (zipCode wins), best rated first',
  })
  @ApiOkResponse({ type: DealerListOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown state or postal code' })
  list(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: DealerListQuery,
  ): Promise<DealerListOutput> {
    return this.lists.list(countryId, query);
  }

  // Declared before :id so that 'states' is not read as a dealer id.
  @Get('states')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @ApiOperation({
    operationId: 'listDealerStates',
    summary: 'States of the site with their number of dealers',
  })
  @ApiOkResponse({ type: DealerStatesOutput })
  states(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<DealerStatesOutput> {
    return this.lists.states(countryId);
  }

  @Get(':id')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @ApiOperation({
    operationId: 'getDealer',
    summary: 'Dealer page: branches, area served, products, payment methods and rating summary',
  })
  @ApiParam({ name: 'id', type: String, description: 'Numeric dealer id; anything else finds nothing (404)' })
  @ApiOkResponse({ type: DealerOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or non-numeric dealer id' })
  dealer(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('id') id: string,
  ): Promise<DealerOutput> {
    return this.profiles.dealer(countryId, parseDealerId(id));
  }

  @Get(':id/branches/:branchId')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.dealers)
  @ApiOperation({
    operationId: 'getDealerBranch',
    summary: 'Branch page: the branch with its area served, products and payment methods',
  })
  @ApiParam({ name: 'id', type: String })
  @ApiParam({ name: 'branchId', type: String })
  @ApiOkResponse({ type: DealerBranchOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown dealer or branch, or a non-numeric id' })
  branch(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('id') id: string,
    @Param('branchId') branchId: string,
  ): Promise<DealerBranchOutput> {
    return this.profiles.branch(countryId, parseDealerId(id), parseDealerId(branchId));
  }
}
